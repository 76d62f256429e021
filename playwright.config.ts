import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import {
  E2E_DATABASE_URL_FILE,
  HOSTS,
  MAILBOX,
  TEAM_ACCESS_TOKEN,
  TEAM_HOSTS,
  TEAM_LOGS,
  TEAM_STATES,
} from './e2e/support/hosts';

const executablePath = findChromium({ headlessShell: true });

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // The tests mostly wait (for a simulated network, a seed, a server): four run on two cores.
  workers: 4,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: executablePath ? { executablePath } : {},
    // CI leaves nothing but the run's output, where no trace is opened, and recording one for every
    // test cost the suite a sixth of its time on two cores (docs/testing.md).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The applicants' pages follow the browser's language: every machine's runs read the same one.
    locale: 'en-US',
  },
  projects: [
    // The longest tests, first: the workers take the rest beside them.
    { name: 'randomized', testMatch: /randomized-(screens|writes)\.spec\.ts$/, use: { baseURL: HOSTS.app } },
    {
      name: 'demo',
      testIgnore: ['team/**', /randomized-(screens|writes)\.spec\.ts$/],
      use: { baseURL: HOSTS.app },
    },
    // Each team server's first admin and members, made as a team would (e2e/team/team.setup.ts).
    { name: 'team-setup', testDir: 'e2e/team', testMatch: /\.setup\.ts$/, use: { baseURL: TEAM_HOSTS.team } },
    {
      name: 'team',
      testDir: 'e2e/team',
      dependencies: ['team-setup'],
      // The team servers allow two sign-ins at a time from one address, and every test signs in from 127.0.0.1.
      workers: 2,
      use: { baseURL: TEAM_HOSTS.team, storageState: TEAM_STATES.admin },
    },
  ],
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
    {
      // On an empty data directory each run, which it seeds; its log holds the setup link.
      command: `mkdir -p .hosts && rm -rf .hosts/team-data && npm run team 2>&1 | tee ${TEAM_LOGS.team}`,
      env: {
        PORT: new URL(TEAM_HOSTS.team).port,
        TALENTFLOW_DATA_DIR: '.hosts/team-data',
        // Its mail goes to the tests' own SMTP server, which may start after it: the outbox waits.
        TALENTFLOW_SMTP_URL: `smtp://127.0.0.1:${MAILBOX.smtpPort}`,
        TALENTFLOW_MAIL_FROM: 'hiring@e2e.test',
      },
      url: `${TEAM_HOSTS.team}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node scripts/e2e-mailbox.mjs',
      env: { SMTP_PORT: String(MAILBOX.smtpPort), MAILBOX_PORT: new URL(MAILBOX.received).port },
      url: MAILBOX.received,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `mkdir -p .hosts && tsx server/e2eServers.ts 2>&1 | tee ${TEAM_LOGS.others}`,
      env: {
        GUARDED_PORT: new URL(TEAM_HOSTS.guarded).port,
        GUARDED_PUBLIC_URL: TEAM_HOSTS.guarded,
        FIRST_PORT: new URL(TEAM_HOSTS.first).port,
        SECOND_PORT: new URL(TEAM_HOSTS.second).port,
        TALENTFLOW_ACCESS_TOKEN: TEAM_ACCESS_TOKEN,
        E2E_DATABASE_URL_FILE,
      },
      url: `${TEAM_HOSTS.guardedLoopback}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
