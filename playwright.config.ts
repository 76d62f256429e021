import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import { HOSTS } from './e2e/support/hosts';

const executablePath = findChromium();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: HOSTS.app,
    launchOptions: executablePath ? { executablePath } : {},
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node scripts/start.mjs',
      env: { PORT: new URL(HOSTS.app).port, BASE_PATH: '' },
      url: `${HOSTS.app}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      command: 'node scripts/test-hosts.mjs',
      url: `${HOSTS.basePath}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
