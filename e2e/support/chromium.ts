import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** CHROMIUM_PATH, else Playwright's own browser, else Debian's; a clear message when there is none. */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`);
    }
    return process.env.CHROMIUM_PATH;
  }
  if (existsSync(chromium.executablePath())) return undefined;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install -y chromium` ' +
      '(Debian/Ubuntu) or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
}
