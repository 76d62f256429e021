import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { TEAM_HOSTS, TEAM_PASSWORD, TEAM_STATES } from './hosts';

/** Headers of a write as the server's own pages send it: the server takes writes from nowhere else. */
export const fromOwnPage = (origin: string) => ({ Origin: new URL(origin).origin });

/** A name no other test uses, as tests share one team server. */
export const unique = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * Another member (a recruiter unless `as` says otherwise; 'nobody' is signed out), signed in in a
 * browser context of their own (own cookies and storage), on the same server. Fails the test on any script error
 * in their browser, as the `page` fixture does.
 */
export async function anotherMember(
  browser: Browser,
  origin: string,
  as: keyof typeof TEAM_STATES | 'nobody' = 'recruiter',
) {
  const context = await browser.newContext({
    baseURL: origin,
    storageState: as === 'nobody' ? undefined : TEAM_STATES[as],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, "errors in the other member's browser").toEqual([]);
    },
  };
}

/** A job of this test's own, added through the API. */
export async function addJob(request: APIRequestContext, origin: string, title: string) {
  const response = await request.post(`${origin}/api/jobs`, {
    headers: fromOwnPage(origin),
    data: {
      id: crypto.randomUUID(),
      title: unique(title),
      status: 'active',
      tags: [],
      skills: [],
      type: 'Full-Time',
      order: 0,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; title: string };
}

export interface TeamCandidate {
  id: string;
  name: string;
  email: string;
  stage: string;
  jobId: string;
}

/** A candidate of this test's own, added through the API. */
export async function addCandidate(request: APIRequestContext, origin: string, stage = 'applied', jobId = 'job-1') {
  const name = unique('Robin Teamtest');
  const response = await request.post(`${origin}/candidates`, {
    headers: fromOwnPage(origin),
    data: { name, email: `${name.replaceAll(' ', '.').toLowerCase()}@example.net`, stage, jobId },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TeamCandidate;
}

/** A candidate's stage changes on the server, oldest first, each as "from→to". */
export async function stageChangesOf(request: APIRequestContext, origin: string, candidateId: string) {
  const answer = await request.get(`${origin}/candidates/${candidateId}/timeline`);
  expect(answer.status()).toBe(200);
  const entries = (await answer.json()) as { from: string; to: string; timestamp: string }[];
  return entries.sort((a, b) => a.timestamp.localeCompare(b.timestamp)).map((entry) => `${entry.from}→${entry.to}`);
}

/** A member invited through the API by the admin (the request fixture's session), not yet joined. */
export async function inviteMember(request: APIRequestContext, origin: string, role: 'recruiter' | 'interviewer') {
  const name = unique('Morgan Member');
  const email = `${name.replaceAll(' ', '.').toLowerCase()}@e2e.test`;
  const answer = await request.post(`${origin}/api/accounts`, {
    headers: fromOwnPage(origin),
    data: { name, email, role },
  });
  expect(answer.status()).toBe(200);
  const { account, inviteUrl } = (await answer.json()) as {
    account: { id: string; handle: string };
    inviteUrl: string;
  };
  return { id: account.id, handle: account.handle, name, email, inviteUrl };
}

/** Sets the invited member's password on their invite page, which signs them in. */
export async function joinByInvite(page: Page, inviteUrl: string, password: string, name: string) {
  await page.goto(inviteUrl);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password again').fill(password);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}

/** A member invited by the admin and joined in a browser of their own: the member's browser and who they are. */
export async function joinedMember(browser: Browser, request: APIRequestContext, role: 'recruiter' | 'interviewer') {
  const invited = await inviteMember(request, TEAM_HOSTS.team, role);
  const member = await anotherMember(browser, TEAM_HOSTS.team, 'nobody');
  await joinByInvite(member.page, invited.inviteUrl, TEAM_PASSWORD, invited.name);
  return { invited, member };
}
