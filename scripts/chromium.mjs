import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { installDebianPackage, run } from './debianPackages.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const INSTALL_HELP =
  'No Chromium could be installed. Run `sudo apt-get install -y chromium` (Debian/Ubuntu) ' +
  'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary, then run the command again.';

/**
 * The Chromium already on this machine: CHROMIUM_PATH, else Playwright's own browser, else
 * Debian's. With `headlessShell`, Debian's headless build comes before the others: Playwright
 * runs its own headless build by default, and Debian's full browser cost the end-to-end suite a
 * tenth more time on two cores (docs/testing.md). `{ path: undefined }` means Playwright's own;
 * null means none.
 * @param {{ headlessShell?: boolean }} [options]
 * @returns {{ path: string | undefined } | null}
 */
function locateChromium({ headlessShell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return { path: fromEnv };
  }
  const playwrightOwn = chromium.executablePath();
  const order = headlessShell
    ? [DEBIAN_HEADLESS_SHELL, playwrightOwn, DEBIAN_CHROMIUM]
    : [playwrightOwn, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL];
  const path = order.find((candidate) => existsSync(candidate));
  if (!path) return null;
  return { path: path === playwrightOwn ? undefined : path };
}

/**
 * The Chromium for tests (`headlessShell`) and benchmarks, as `launchOptions.executablePath`
 * wants it (undefined for Playwright's own). Stops with the install command when there is none.
 * @param {{ headlessShell?: boolean }} [options]
 * @returns {string | undefined}
 */
export function findChromium(options) {
  const found = locateChromium(options);
  if (!found) throw new Error(INSTALL_HELP);
  return found.path;
}

/**
 * Makes sure a Chromium is there, installing one when needed: Playwright's own download where
 * its host answers, else Debian's package through apt-get (as root or with password-less sudo).
 * @returns {string | undefined} the executable path, as findChromium gives it
 */
export function ensureChromium() {
  // Debian's headless build makes the tests faster; without the rights to install it, any Chromium does.
  if (!process.env.CHROMIUM_PATH && !existsSync(DEBIAN_HEADLESS_SHELL) && !existsSync(chromium.executablePath())) {
    installDebianPackage('chromium-headless-shell');
  }
  const found = locateChromium({ headlessShell: true });
  if (found) return found.path;
  console.log('No Chromium found; installing one for the browser tests.');
  // A closed network can leave the download hanging; three minutes is ample for ~170 MB.
  if (run('npx', ['playwright', 'install', 'chromium'], 180_000) && existsSync(chromium.executablePath())) {
    return undefined;
  }
  if (installDebianPackage('chromium') && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(INSTALL_HELP);
}
