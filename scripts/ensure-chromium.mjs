import { ensureChromium } from './chromium.mjs';

/** `npm test` and `npm run bench` call this first, so a fresh machine needs no set-up step. */
try {
  const path = ensureChromium();
  console.log(`Chromium for the browser tests: ${path ?? "Playwright's own"}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
