import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium for tests and benchmarks: CHROMIUM_PATH, else Playwright's own browser,
 * else Debian's. Returns undefined for Playwright's own; stops with the install command
 * when there is none.
 * @returns {string | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  if (existsSync(chromium.executablePath())) return undefined;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error(
    'No Chromium found. Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
}
