import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_LIMITS, SIGN_IN_LOCK } from '@/lib/people/accounts';
import { PASSWORD_MESSAGES } from '@/lib/people/passwordRules';
import { accountStore, SignInLockedError } from './accounts/accountStore';
import { hashQueue } from './accounts/passwords';
import type { Sql } from './sql';
import { cookiesOf, postSignInFrom, seededPglite, sendRaw, startOn, statusOf } from './test/teamServerFixture';

const PASSWORD = 'a long enough passphrase';
const ELSEWHERE = { localAddress: '127.0.0.2' };

/** Issue 46's attacks on sign-in: guesses sent at once, one address flooding, a member locked out by a stranger. */
describe('sign-in under a flood', () => {
  let sql: Sql;
  let team: Awaited<ReturnType<typeof startOn>>;
  let invited = 0;
  /** A member who has set their password; their email. */
  const member = async () => {
    invited += 1;
    const email = `flooded${invited}@team.test`;
    const accounts = accountStore(sql);
    const { token } = await accounts.invite({ name: `Flo Oded${invited}`, email, role: 'recruiter' });
    await accounts.acceptInvite(token, PASSWORD);
    return email;
  };
  const signIn = (email: string, password: string, options?: Parameters<typeof postSignInFrom>[2]) =>
    postSignInFrom(team.port, { email, password, next: '/' }, options);
  /** Counts the hashes `work` makes. */
  const hashesOf = async <T>(work: () => Promise<T>) => {
    const spy = vi.spyOn(hashQueue, 'run');
    try {
      const answers = await work();
      return { answers, hashed: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  };

  beforeAll(async () => {
    sql = await seededPglite();
    team = await startOn(sql, {
      timeouts: { keepAliveMs: 65_000, headersMs: 1_000, requestMs: 2_000, checkEveryMs: 250 },
    });
  }, 120_000);
  // Each test's attempts are its own: the address's count would otherwise carry over.
  afterEach(() => sql.query('DELETE FROM sign_in_attempts'));
  afterAll(async () => {
    await team.close();
    await sql.close();
  });

  it('counts guesses sent at once before hashing any: at most ten for an email, the right one last refused', async () => {
    const email = await member();
    const accounts = accountStore(sql);
    const { answers, hashed } = await hashesOf(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, guess) =>
          accounts
            .signIn(email, guess === 39 ? PASSWORD : `guess ${guess}`, { address: '10.0.0.9' })
            .catch((error: unknown) => error),
        ),
      ),
    );
    expect(hashed).toBe(SIGN_IN_LOCK.failures);
    expect(answers.filter((answer) => answer instanceof SignInLockedError)).toHaveLength(40 - SIGN_IN_LOCK.failures);
    expect(answers[39]).toBeInstanceOf(SignInLockedError);
  });

  it('stops an address past its fill of failures, whatever the emails, but not a member’s own browser there', async () => {
    const accounts = accountStore(sql);
    const from = { address: '10.0.0.7' };
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.addressFailures; attempt++) {
      await accounts.claimAttempt(`someone${attempt}@team.test`, from);
    }
    const refused = await accounts.claimAttempt('one.more@team.test', from).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SignInLockedError);
    expect((refused as SignInLockedError).message).toBe(ACCOUNT_MESSAGES.addressLimited(SIGN_IN_LOCK.minutes));
    await expect(accounts.claimAttempt('one.more@team.test', { ...from, device: 'a-known-browser' })).resolves.toBe(
      undefined,
    );
  });

  it('answers an address past its share 429 at once, without a hash', async () => {
    const email = await member();
    const { answers, hashed } = await hashesOf(() =>
      Promise.all(Array.from({ length: 40 }, (_, guess) => signIn(email, guess === 39 ? PASSWORD : `guess ${guess}`))),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(hashed).toBeLessThanOrEqual(SIGN_IN_LOCK.failures);
    expect(refused.length).toBeGreaterThanOrEqual(40 - SIGN_IN_LOCK.failures);
    expect(answers.filter((answer) => answer.status === 401 || answer.status === 303).length).toBe(hashed);
    expect(refused.every((answer) => Number(answer.headers['retry-after']) >= 1)).toBe(true);
  });

  it('lets a member in from another address while one address floods sign-in', async () => {
    const email = await member();
    const flood = Array.from({ length: 150 }, (_, guess) => signIn(`nobody${guess}@team.test`, 'wrong guess'));
    const own = await signIn(email, PASSWORD, ELSEWHERE);
    expect(own.status).toBe(303);
    const statuses = (await Promise.all(flood)).map((answer) => answer.status);
    // However slowly they arrive, the address's count stops it after its fill of failures.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      150 - SIGN_IN_LIMITS.addressFailures,
    );
    expect(statuses.every((status) => status === 429 || status === 401)).toBe(true);
  });

  it('locks the pair, slows the email elsewhere, lets the member’s own browser in, and logs both for admins', async () => {
    const email = await member();
    const first = await signIn(email, PASSWORD);
    expect(first.status).toBe(303);
    const device = cookiesOf(first.headers).find((cookie) => cookie.startsWith('talentflow_device_'))!;
    expect(device).toMatch(/^talentflow_device_[0-9a-f]{8}=[\w-]+\.[\w-]+$/);
    for (let guess = 0; guess < SIGN_IN_LOCK.failures; guess += 1) {
      expect((await signIn(email, `stranger's guess ${guess}`)).status).toBe(401);
    }
    const locked = await signIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain(ACCOUNT_MESSAGES.locked(SIGN_IN_LOCK.minutes));
    const slowed = await signIn(email, PASSWORD, ELSEWHERE);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatch(
      /Many sign-ins for this email have failed, so it takes one try at a time\. Try again in \d+ seconds?\./,
    );
    // The browser the member signed in from before is not stopped, from the attacker's address itself.
    expect((await signIn(email, PASSWORD, { cookie: device })).status).toBe(303);
    // A device cookie given for another email counts for nothing.
    expect((await signIn(`x${email}`, PASSWORD, { cookie: device })).status).toBe(401);

    const logged = await sql.query<{ after: { limit: string; address: string; failures: number } }>(
      "SELECT after FROM activity WHERE kind = 'signIn' AND subject_id = $1 ORDER BY id",
      [email],
    );
    expect(logged.map(({ after }) => after.limit)).toEqual(['locked', 'slowed']);
    expect(logged[0].after).toMatchObject({ address: '127.0.0.1', failures: SIGN_IN_LOCK.failures });
  });

  it('makes an invited account and signs it in even when sign-ins for its email are locked', async () => {
    const email = 'locked.invitee@team.test';
    for (let guess = 0; guess < SIGN_IN_LOCK.failures; guess += 1) await signIn(email, `guess ${guess}`);
    expect((await signIn(email, 'whatever it is')).status).toBe(429);
    const { token } = await accountStore(sql).invite({ name: 'Lock Dinvitee', email, role: 'interviewer' });
    const form = (password: string) =>
      fetch(`${team.origin}/invite/${token}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: team.origin },
        body: new URLSearchParams({ password, repeat: password }),
      });
    const spaces = await form(' '.repeat(12));
    expect(spaces.status).toBe(400);
    expect(await spaces.text()).toContain(PASSWORD_MESSAGES.blank);
    const own = await form('Lock Dinvitee');
    expect(await own.text()).toContain(PASSWORD_MESSAGES.personal);
    const joined = await form('keys under the mat');
    expect(joined.status).toBe(303);
    expect(joined.headers.getSetCookie()[0]).toMatch(/^talentflow_session_/);
  });

  it('refuses a NUL in a form field 400, and a declared body over the limit 413 before reading it', async () => {
    const nul = await postSignInFrom(team.port, { email: 'a\u0000b', password: 'x', next: '/' });
    expect(nul.status).toBe(400);
    expect(nul.body).toContain('NUL');
    for (const path of ['/signin', '/api/jobs', '/api/careers/jobs/x/applications']) {
      const answer = await sendRaw(
        team.port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1:${team.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000000\r\n\r\nemail=a`,
        { waitMs: 1500 },
      );
      expect(statusOf(answer), path).toBe(413);
    }
  });

  it('cuts 300 slow header senders on time and serves others meanwhile', async () => {
    const { connect } = await import('node:net');
    const closedAfter: number[] = [];
    const started = Date.now();
    const sockets = Array.from({ length: 300 }, () => {
      const socket = connect(team.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('close', () => closedAfter.push(Date.now() - started));
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      return socket;
    });
    const drip = setInterval(() => sockets.forEach((socket) => socket.writable && socket.write('X-Drip: 1\r\n')), 200);
    try {
      expect((await fetch(`${team.origin}/api/health`)).status).toBe(200);
      await expect.poll(() => closedAfter.length, { timeout: 10_000 }).toBe(300);
    } finally {
      clearInterval(drip);
      sockets.forEach((socket) => socket.destroy());
    }
  });

  it('sends Strict-Transport-Security when the team’s address is https, and refuses the name API', async () => {
    const secure = await startOn(sql, { setUp: false, publicUrl: 'https://talentflow.example.com' });
    try {
      const answer = await sendRaw(
        secure.port,
        'GET /signin HTTP/1.1\r\nHost: talentflow.example.com\r\nConnection: close\r\n\r\n',
      );
      expect(answer).toMatch(/\r\nStrict-Transport-Security: max-age=31536000\r\n/i);
    } finally {
      await secure.close();
    }
    expect(await fetch(`${team.origin}/signin`).then((answer) => answer.headers.has('strict-transport-security'))).toBe(
      false,
    );
    const named = await fetch(`${team.origin}/api/accounts`, {
      method: 'POST',
      headers: { Cookie: team.session, Origin: team.origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Api', email: 'api@team.test', role: 'admin' }),
    });
    expect(named.status).toBe(400);
    expect((await named.json()).message).toBe(ACCOUNT_MESSAGES.reservedName);
  });
});
