/** Where the end-to-end tests find the app: `npm start`, a plain static host, and a sub-path build. */
export const BASE_PATH = '/talentflow';

export const HOSTS = {
  app: 'http://127.0.0.1:3100',
  staticHost: 'http://127.0.0.1:3101',
  basePath: `http://127.0.0.1:3102${BASE_PATH}`,
};

/**
 * Team servers: `npm run team` on PGlite; one asking for TEAM_ACCESS_TOKEN, whose
 * TALENTFLOW_PUBLIC_URL is `guarded` (Chromium takes every *.localhost name for this machine; Node
 * does not, so tests outside the browser reach it on `guardedLoopback`); and two servers on one
 * PostgreSQL server, as two processes of one team would be (server/e2eServers.ts).
 */
export const TEAM_HOSTS = {
  team: 'http://127.0.0.1:3103',
  guarded: 'http://talentflow.localhost:3104',
  guardedLoopback: 'http://127.0.0.1:3104',
  first: 'http://127.0.0.1:3105',
  second: 'http://127.0.0.1:3106',
};

/** The tests' mail server (scripts/e2e-mailbox.mjs): `npm run team` sends to its SMTP port. */
export const MAILBOX = { smtpPort: 3107, received: 'http://127.0.0.1:3108' };

export const TEAM_ACCESS_TOKEN = 'the e2e team token, long enough to be taken';

/** The address of the PostgreSQL server behind `first` and `second` (server/e2eServers.ts writes it). */
export const E2E_DATABASE_URL_FILE = '.hosts/e2e-postgres-url.txt';

/** Where the team servers' logs go (playwright.config.ts), which hold their setup links. */
export const TEAM_LOGS = {
  team: '.hosts/team.log',
  others: '.hosts/e2e-servers.log',
};

/** The members the setup project (e2e/team/team.setup.ts) makes on each team server, and signs in as. */
export const TEAM_PEOPLE = {
  admin: { name: 'Ada Admin', email: 'ada@e2e.test' },
  recruiter: { name: 'Rita Recruiter', email: 'rita@e2e.test' },
  interviewer: { name: 'Ivan Interviewer', email: 'ivan@e2e.test' },
} as const;
export const TEAM_PASSWORD = 'the e2e team passphrase';

/** Each member's signed-in browser state (cookies for every team server they belong to). */
export const TEAM_STATES = {
  admin: '.hosts/auth/admin.json',
  recruiter: '.hosts/auth/recruiter.json',
  interviewer: '.hosts/auth/interviewer.json',
} as const;

/** The setup link the setup project used on `npm run team`, to show it works only once. */
export const USED_SETUP_LINK = '.hosts/auth/used-setup-link.txt';
