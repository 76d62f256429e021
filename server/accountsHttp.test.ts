import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/lib/people/accounts';
import { NOT_SIGNED_IN } from './access';
import type { Sql } from './sql';
import { postSignIn, seededPglite, sessionOf, startOn } from './test/teamServerFixture';

const TOKEN = 'the scripts token of the account tests, long enough';
const PASSWORD = 'a long enough passphrase';

/** Posts a form as the server's own page does. */
const postForm = (url: string, fields: Record<string, string>, origin = new URL(url).origin) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields),
  });

const cookieOf = (answer: Response) => answer.headers.get('set-cookie')!.split(';')[0];

/** A JSON call as the server's own page makes it, in the browser holding `cookie`. */
const call = (origin: string, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: origin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('members’ accounts on a team server', () => {
  let sql: Sql;
  let team: Awaited<ReturnType<typeof startOn>>;
  let setupLink = '';
  let admin = '';
  beforeAll(async () => {
    sql = await seededPglite();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    team = await startOn(sql, { setUp: false, accessToken: TOKEN });
    setupLink = /open (http\S+\/setup\/[\w-]{22}) /.exec(log.mock.calls.flat().join('\n'))![1];
    log.mockRestore();
  }, 120_000);
  afterAll(async () => {
    await team.close();
    await sql.close();
  });

  it('answers 401 to everything but the setup link until the first admin exists, the access token included', async () => {
    expect(setupLink.startsWith(`${team.origin}/setup/`)).toBe(true);
    for (const path of ['/', '/jobs', '/careers', '/signin', '/api/jobs', '/api/careers/jobs', '/candidates']) {
      const answer = await fetch(`${team.origin}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(401);
      expect(await answer.text(), path).toContain('This TalentFlow is not set up yet');
    }
    const scripted = await fetch(`${team.origin}/api/jobs`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(scripted.status).toBe(401);
    expect((await fetch(`${team.origin}/api/health`)).status).toBe(200);
    expect((await fetch(setupLink)).status).toBe(200);
    expect((await fetch(`${team.origin}/setup/${'A'.repeat(22)}`)).status).toBe(410);
  });

  it('makes the first admin through the setup link once, keeping what was typed when a field is wrong', async () => {
    const typed = { name: 'Ada <b>Admin</b>', email: 'ada@team.test' };
    const differing = await postForm(setupLink, { ...typed, password: PASSWORD, repeat: `${PASSWORD}!` });
    expect(differing.status).toBe(400);
    const page = await differing.text();
    expect(page).toContain('The two passwords differ');
    expect(page).toContain('value="Ada &#60;b&#62;Admin&#60;/b&#62;"');
    expect(page).toContain('value="ada@team.test"');
    const crossSite = await postForm(
      setupLink,
      { ...typed, password: PASSWORD, repeat: PASSWORD },
      'https://evil.example',
    );
    expect(crossSite.status).toBe(403);

    const created = await postForm(setupLink, { ...typed, password: PASSWORD, repeat: PASSWORD });
    expect(created.status).toBe(303);
    admin = cookieOf(created);
    expect(await (await call(team.origin, admin, 'GET', '/api/me')).json()).toMatchObject({
      name: 'Ada <b>Admin</b>',
      role: 'admin',
    });
    const again = await postForm(setupLink, {
      name: 'Mallory',
      email: 'm@evil.example',
      password: PASSWORD,
      repeat: PASSWORD,
    });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(ACCOUNT_MESSAGES.setupUsed);
    expect((await sql.query('SELECT 1 FROM members')).length).toBe(1);
    const stored = await sql.query<{ password_hash: string }>('SELECT password_hash FROM members');
    expect(stored[0].password_hash).not.toContain(PASSWORD);
    const scripted = await fetch(`${team.origin}/api/me`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await scripted.json()).toMatchObject({ name: 'API' });
  });

  it('lets an admin invite a member, whose link sets their password once and signs them in', async () => {
    const invited = await call(team.origin, admin, 'POST', '/api/accounts', {
      name: 'Rita Recruiter',
      email: 'rita@team.test',
      role: 'recruiter',
    });
    expect(invited.status).toBe(200);
    const { account, inviteUrl } = (await invited.json()) as { account: { id: string }; inviteUrl: string };
    expect(account).toMatchObject({ status: 'invited', handle: '@rita', role: 'recruiter' });
    expect(inviteUrl).toMatch(new RegExp(`^${team.origin}/invite/[\\w-]{22}$`));
    const page = await (await fetch(inviteUrl)).text();
    expect(page).toContain('Welcome, Rita Recruiter. You are invited as recruiter');
    const tooShort = await postForm(inviteUrl, { password: 'short', repeat: 'short' });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain('Choose a password of at least 12 characters');
    const accepted = await postForm(inviteUrl, { password: PASSWORD, repeat: PASSWORD });
    expect(accepted.status).toBe(303);
    const rita = cookieOf(accepted);
    expect(await (await call(team.origin, rita, 'GET', '/api/me')).json()).toMatchObject({ role: 'recruiter' });
    expect((await fetch(inviteUrl)).status).toBe(410);
    const listed = (await (await call(team.origin, admin, 'GET', '/api/accounts')).json()) as {
      email: string;
      status: string;
    }[];
    expect(listed.map(({ email, status }) => `${email} ${status}`)).toEqual([
      'ada@team.test active',
      'rita@team.test active',
    ]);
    expect(((await (await call(team.origin, rita, 'GET', '/api/members')).json()) as { name: string }[]).length).toBe(
      2,
    );
  });

  it('refuses every member call to anyone but an admin with 403, changing nothing', async () => {
    const rita = await sessionOf(team.origin, 'rita@team.test', PASSWORD);
    const [{ id: ritaId }] = await sql.query<{ id: string }>("SELECT id FROM members WHERE email = 'rita@team.test'");
    const before = await sql.query('SELECT * FROM members ORDER BY id');
    for (const [method, path, body] of [
      ['GET', '/api/accounts'],
      ['POST', '/api/accounts', { name: 'Sneaky', email: 's@team.test', role: 'admin' }],
      ['POST', '/api/accounts', 'not even json'],
      ['PATCH', `/api/accounts/${ritaId}`, { role: 'admin' }],
      ['POST', `/api/accounts/${ritaId}/invite`],
    ] as const) {
      const answer = await call(team.origin, rita, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(await answer.json()).toEqual({ message: 'Recruiters cannot invite members or change their roles.' });
    }
    expect(await sql.query('SELECT * FROM members ORDER BY id')).toEqual(before);
  });

  it('ends a deactivated member’s sessions at once, and keeps the admin from locking the team out', async () => {
    const rita = await sessionOf(team.origin, 'rita@team.test', PASSWORD);
    expect((await call(team.origin, rita, 'GET', '/candidates')).status).toBe(200);
    const [{ id: ritaId }] = await sql.query<{ id: string }>("SELECT id FROM members WHERE email = 'rita@team.test'");
    const [{ id: adaId }] = await sql.query<{ id: string }>("SELECT id FROM members WHERE email = 'ada@team.test'");
    const deactivated = await call(team.origin, admin, 'PATCH', `/api/accounts/${ritaId}`, { active: false });
    expect(await deactivated.json()).toMatchObject({ status: 'deactivated' });
    const refused = await call(team.origin, rita, 'GET', '/candidates');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: NOT_SIGNED_IN });
    expect((await postSignIn(team.origin, { email: 'rita@team.test', password: PASSWORD, next: '/' })).status).toBe(
      401,
    );

    const own = await call(team.origin, admin, 'PATCH', `/api/accounts/${adaId}`, { role: 'recruiter' });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ message: ACCOUNT_MESSAGES.ownAccount });
    const bad = await call(team.origin, admin, 'PATCH', `/api/accounts/${ritaId}`, { role: 'boss' });
    expect(bad.status).toBe(400);
    const reactivated = await call(team.origin, admin, 'PATCH', `/api/accounts/${ritaId}`, { active: true });
    expect(await reactivated.json()).toMatchObject({ status: 'active' });
  });

  it('signs out on the server: the cookie is worth nothing afterwards', async () => {
    const session = await sessionOf(team.origin, 'ada@team.test', PASSWORD);
    const signedOut = await call(team.origin, session, 'POST', '/api/signout');
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('set-cookie')).toMatch(/=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/);
    expect((await call(team.origin, session, 'GET', '/api/jobs')).status).toBe(401);
    expect((await call(team.origin, admin, 'GET', '/api/jobs')).status).toBe(200);
  });

  it('refuses a sign-in form posted by another site', async () => {
    const answer = await postForm(
      `${team.origin}/signin`,
      { email: 'ada@team.test', password: PASSWORD, next: '/' },
      'https://evil.example',
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
