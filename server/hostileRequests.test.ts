import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_LOCK } from '@/lib/people/accounts';
import { accountStore } from './accounts/accountStore';
import { STREAM_LIMITS } from './changes';
import type { Sql } from './sql';
import { startTeamServer } from './teamServer';
import {
  fakeExport,
  fetchWithSessions,
  postSignIn,
  seededPglite,
  sendRaw,
  sessionOf,
  startOn,
  statusOf,
  TEST_ADMIN_ACCOUNT,
} from './test/teamServerFixture';

/** The admin's sessions on the servers below: every call here is theirs unless it says otherwise. */
const sessions: string[] = [];
const fetch = fetchWithSessions(sessions);
const { email, password } = TEST_ADMIN_ACCOUNT;

const TOKEN = 'a team token that is long enough to be safe';

/** The probes of issue 24, each of which once stopped the server or reached the data. */
describe('a team server meeting hostile requests', () => {
  let sql: Sql;
  let open: Awaited<ReturnType<typeof startOn>>;
  let guarded: Awaited<ReturnType<typeof startOn>>;
  const candidateCount = async () => Number((await sql.query('SELECT count(*) AS n FROM candidates'))[0].n);
  const stillUp = async (team: { origin: string }) =>
    expect((await fetch(`${team.origin}/api/health`)).status).toBe(200);

  beforeAll(async () => {
    sql = await seededPglite();
    open = await startOn(sql);
    guarded = await startOn(sql, { accessToken: TOKEN });
    sessions.push(open.session);
  }, 120_000);
  afterAll(async () => {
    await open.close();
    await guarded.close();
    await sql.close();
  });

  it('1. answers a cookie with a broken % escape 401 and keeps serving', async () => {
    const answer = await sendRaw(
      guarded.port,
      'GET /api/jobs HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: talentflow_access=%E0%A4%A; talentflow_session=%E0%A4%A\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(answer)).toBe(401);
    await stillUp(guarded);
  });

  it('2. answers a malformed request line 400 and keeps serving', async () => {
    const answer = await sendRaw(open.port, 'GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    await stillUp(open);
  });

  it('3. keeps serving after a sign-in whose body is cut off', async () => {
    await sendRaw(
      guarded.port,
      'POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\ntoken=abc',
      { waitMs: 200, endWrite: true },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stillUp(guarded);
  });

  it('4. never writes a line break from `next` into a header, and keeps serving', async () => {
    const form = await (await fetch(`${guarded.origin}/signin?next=/x%0D%0ASet-Cookie:%20a=b`)).text();
    expect(form).toContain('name="next" value="/"');
    const signIn = await postSignIn(guarded.origin, { email, password, next: '/x\r\nSet-Cookie: a=b' });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/');
    await stillUp(guarded);
  });

  it('5. answers only its own host names: a rebinding page gets no data', async () => {
    const answer = await sendRaw(
      open.port,
      `GET /candidates HTTP/1.1\r\nHost: attacker.example:${open.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(421);
    expect(answer).not.toContain('@example.com');
    const noHost = await sendRaw(open.port, 'GET /candidates HTTP/1.0\r\n\r\n');
    expect(statusOf(noHost)).toBe(421);
    for (const host of [`localhost:${open.port}`, `127.0.0.1:${open.port}`, `[::1]:${open.port}`]) {
      const own = await sendRaw(open.port, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(own), host).toBe(200);
    }
  });

  it('6. takes writes only as JSON from its own pages, with a token or without', async () => {
    const before = await candidateCount();
    const body = JSON.stringify({ name: 'Drive By', email: 'drive.by@evil.example', jobId: 'job-1' });
    const session = await sessionOf(guarded.origin, email, password);
    const attempts: [typeof open, Record<string, string>, number][] = [
      [open, { 'Content-Type': 'text/plain', Origin: 'https://evil.example' }, 403],
      [open, { 'Content-Type': 'application/json', Origin: 'https://evil.example' }, 403],
      [open, { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${open.port + 1}` }, 403],
      [open, { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }, 403],
      [open, { 'Content-Type': 'application/json' }, 403],
      [open, { 'Content-Type': 'text/plain', Origin: open.origin }, 415],
      [guarded, { 'Content-Type': 'text/plain', Origin: 'https://evil.example', Cookie: session }, 403],
      [guarded, { 'Content-Type': 'application/json', Origin: 'http://localhost:1', Cookie: session }, 403],
    ];
    for (const [team, headers, status] of attempts) {
      const answer = await fetch(`${team.origin}/candidates`, { method: 'POST', headers, body });
      expect(answer.status, JSON.stringify(headers)).toBe(status);
      expect((await answer.json()).message).toBeTruthy();
    }
    expect(await candidateCount()).toBe(before);
    const own = await fetch(`${guarded.origin}/candidates`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: session },
      body,
    });
    expect(own.status).toBe(200);
    expect(await candidateCount()).toBe(before + 1);
  });

  it('never sends a sign-in elsewhere, whatever `next` hides', async () => {
    for (const next of ['/\t/evil.com', '//evil.com', '/\\evil.com', '/.//evil.com', 'https://evil.com', '/%0a/x']) {
      const signIn = await postSignIn(guarded.origin, { email, password, next });
      const location = signIn.headers.get('location')!;
      expect(new URL(location, guarded.origin).origin, next).toBe(guarded.origin);
      expect(location.startsWith('//'), next).toBe(false);
    }
  });

  it('answers 500s with a reference and never PostgreSQL’s text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sql.exec('ALTER TABLE candidates RENAME TO candidates_away');
    try {
      const answer = await fetch(`${open.origin}/candidates?search=ada`);
      expect(answer.status).toBe(500);
      const { message } = await answer.json();
      expect(message).toMatch(/^Something went wrong \(reference [0-9a-f]{8}\)$/);
      const error = vi.mocked(console.error).mock.calls.at(-1)!.join(' ');
      const reference = message.match(/[0-9a-f]{8}/)[0] as string;
      expect(error).toContain(reference);
      // The reference is random hex, and "ada" may be in it (seen once in CI): it is left out.
      expect(error.replace(reference, '')).not.toMatch(/relation|candidates|ada/i);
    } finally {
      await sql.exec('ALTER TABLE candidates_away RENAME TO candidates');
      vi.mocked(console.error).mockRestore();
    }
  });

  it('locks an email after ten wrong passwords, the right one included, and no other email', async () => {
    const accounts = accountStore(sql);
    const { token } = await accounts.invite({ name: 'Lou Locked', email: 'lou@team.test', role: 'recruiter' });
    await accounts.acceptInvite(token, password);
    const signIn = (given: string) =>
      postSignIn(guarded.origin, { email: 'lou@team.test', password: given, next: '/' });
    for (let attempt = 0; attempt < SIGN_IN_LOCK.failures; attempt++) expect((await signIn('guess')).status).toBe(401);
    const locked = await signIn(password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await locked.text()).toContain(ACCOUNT_MESSAGES.locked(SIGN_IN_LOCK.minutes));
    expect((await postSignIn(guarded.origin, { email, password, next: '/' })).status).toBe(303);
  });

  it('refuses to start with a token shorter than 32 characters', async () => {
    await expect(
      startTeamServer({ sql, outDir: fakeExport(), port: 0, host: '127.0.0.1', accessToken: 'short' }),
    ).rejects.toThrow('TALENTFLOW_ACCESS_TOKEN must be at least 32 characters');
  });

  it('marks the cookie Secure and __Host- when the team’s address is HTTPS', async () => {
    const secure = await startOn(sql, { setUp: false, publicUrl: 'https://talentflow.example.com' });
    try {
      const signIn = await postSignIn(secure.origin, { email, password, next: '/' });
      expect(signIn.headers.getSetCookie()[0]).toMatch(
        /^__Host-talentflow_session_[0-9a-f]{8}=.*; Path=\/;.*HttpOnly; SameSite=Strict; Secure$/,
      );
      const proxied = await sendRaw(
        secure.port,
        'GET /signin HTTP/1.1\r\nHost: talentflow.example.com\r\nConnection: close\r\n\r\n',
      );
      expect(statusOf(proxied)).toBe(200);
    } finally {
      await secure.close();
    }
  });

  it(`holds at most ${STREAM_LIMITS.perAddress} open change streams per address, then answers 503`, async () => {
    const streams = await Promise.all(
      Array.from({ length: STREAM_LIMITS.perAddress }, () => fetch(`${open.origin}/api/events`)),
    );
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
    const refused = await fetch(`${open.origin}/api/events`);
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toContain('checks for changes');
    await Promise.all(streams.map((stream) => stream.body?.cancel()));
    await expect.poll(async () => (await fetch(`${open.origin}/api/events`)).status).toBe(200);
  });

  it('sends no-store and a policy on every API answer and 401, and script-src on pages', async () => {
    for (const answer of [
      await fetch(`${open.origin}/api/jobs`),
      await fetch(`${open.origin}/candidates/nobody`),
      await globalThis.fetch(`${guarded.origin}/api/jobs`),
    ]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    const page = await fetch(`${open.origin}/jobs`, { headers: { 'Sec-Fetch-Mode': 'navigate' } });
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
