import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Browser, type BrowserContext, expect, test as setup } from '@playwright/test';
import { TEAM_HOSTS, TEAM_LOGS, TEAM_PASSWORD, TEAM_PEOPLE, TEAM_STATES, USED_SETUP_LINK } from '../support/hosts';
import { fromOwnPage, joinByInvite } from '../support/team';

/**
 * What a new team does first, on each team server the tests use: whoever reads the server's
 * log opens its one-time setup link and becomes the admin; the admin invites the others, who
 * set their passwords by their links. Each member's signed-in state is kept for the tests.
 */
async function setupLinkOf(log: string, origin: string): Promise<string> {
  const pattern = new RegExp(`open (${origin.replace(/[.:/]/g, '\\$&')}/setup/[\\w-]{22}) `);
  let link: string | undefined;
  await expect
    .poll(() => (link = pattern.exec(readFileSync(log, 'utf8'))?.[1]), { message: `${origin}'s setup link` })
    .toBeTruthy();
  return link!;
}

async function createFirstAdmin(admin: BrowserContext, link: string) {
  const page = await admin.newPage();
  await page.goto(link);
  await page.getByLabel('Your name').fill(TEAM_PEOPLE.admin.name);
  await page.getByLabel('Email').fill(TEAM_PEOPLE.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(TEAM_PASSWORD);
  await page.getByLabel('Password again').fill(TEAM_PASSWORD);
  await page.getByRole('button', { name: 'Create admin account' }).click();
  await expect(page.getByText(`Signed in as ${TEAM_PEOPLE.admin.name}`)).toBeVisible();
  await page.close();
}

/** Invites a member through the API as the admin, and accepts in the member's own browser. */
async function addMember(
  admin: BrowserContext,
  member: BrowserContext,
  origin: string,
  role: 'recruiter' | 'interviewer',
) {
  const answer = await admin.request.post(`${origin}/api/accounts`, {
    headers: fromOwnPage(origin),
    data: { ...TEAM_PEOPLE[role], role },
  });
  expect(answer.status()).toBe(200);
  const { inviteUrl } = (await answer.json()) as { inviteUrl: string };
  const page = await member.newPage();
  await joinByInvite(page, inviteUrl, TEAM_PASSWORD, TEAM_PEOPLE[role].name);
  await page.close();
}

async function saveState(context: BrowserContext, path: string) {
  await context.storageState({ path });
  await context.close();
}

const newContext = (browser: Browser) => browser.newContext();

setup('each team server gets its first admin by the setup link, and its members by invites', async ({ browser }) => {
  setup.setTimeout(120_000);
  const [admin, recruiter, interviewer] = await Promise.all([browser, browser, browser].map(newContext));

  const teamLink = await setupLinkOf(TEAM_LOGS.team, TEAM_HOSTS.team);
  await createFirstAdmin(admin, teamLink);
  mkdirSync(dirname(USED_SETUP_LINK), { recursive: true });
  writeFileSync(USED_SETUP_LINK, teamLink);
  await addMember(admin, recruiter, TEAM_HOSTS.team, 'recruiter');
  await addMember(admin, interviewer, TEAM_HOSTS.team, 'interviewer');

  // Two processes on one database: either one's link makes the team's admin.
  await createFirstAdmin(admin, await setupLinkOf(TEAM_LOGS.others, TEAM_HOSTS.first));
  await addMember(admin, recruiter, TEAM_HOSTS.first, 'recruiter');

  await createFirstAdmin(admin, await setupLinkOf(TEAM_LOGS.others, TEAM_HOSTS.guarded));

  await saveState(admin, TEAM_STATES.admin);
  await saveState(recruiter, TEAM_STATES.recruiter);
  await saveState(interviewer, TEAM_STATES.interviewer);
});
