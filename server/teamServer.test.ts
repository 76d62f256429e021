import { IMPORT_MAX_BODY_BYTES } from '@/lib/api/candidates';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from './migrate';
import { generateSeedPack } from '@/lib/seed/seedData';
import { seedIfEmpty } from './seed';
import { openTestPglite } from './test/testPglite';
import { openPostgres, type Sql } from './sql';
import { openFreshSchema } from './postgresCluster';
import { PUBLIC_CALLS_PER_MINUTE, TOO_MANY_PUBLIC_CALLS } from '@/lib/api/publicCalls';
import { insertCandidates } from './store/candidates';
import { insertJobs } from './store/jobs';
import { startTeamServer } from './teamServer';
import type { Job } from '@/lib/shared/types';
import {
  fakeExport,
  fetchWithSessions,
  postSignIn,
  seededPglite,
  sessionOf,
  setUpTeam,
  startOn,
  TEST_ADMIN_ACCOUNT,
} from './test/teamServerFixture';
import { NOT_SIGNED_IN } from './access';
import { CAREERS_READS_PER_MINUTE } from './careersPages';

/** The admin's sessions on the servers below: every call here is theirs unless it says otherwise. */
const sessions: string[] = [];
const fetch = fetchWithSessions(sessions);

/** Reads server-sent events until `count` change events came. */
async function changeEvents(origin: string, count: number, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/api/events`, { headers });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events = async () => {
    while ((text.match(/event: change/g) ?? []).length < count) text += (await reader.read()).value ?? '';
    await reader.cancel();
    return [...text.matchAll(/data: (.*)/g)].map((match) => JSON.parse(match[1]));
  };
  // The stream is open once its first line came; only then are later changes certain to reach it.
  text += (await reader.read()).value ?? '';
  return events;
}

const newJob = (title: string) => ({
  id: crypto.randomUUID(),
  title,
  status: 'active',
  tags: [],
  skills: [],
  type: 'Full-Time',
  order: 0,
});

/** A write as the server's own pages send it: JSON, from its own origin. */
const post = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the team server on PGlite', () => {
  let sql: Sql;
  let team: Awaited<ReturnType<typeof startOn>>;
  beforeAll(async () => {
    sql = await seededPglite();
    team = await startOn(sql);
    sessions.push(team.session);
  }, 120_000);
  afterAll(async () => {
    await team.close();
    await sql.close();
  });

  it('keeps an idle connection longer than its clients do, so that none reuses one it is closing', async () => {
    const response = await fetch(`${team.origin}/api/health`);
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('says it is a team server, and serves the sample jobs', async () => {
    expect(await (await fetch(`${team.origin}/api/health`)).json()).toEqual({ service: 'talentflow', mode: 'team' });
    const jobs = await (await fetch(`${team.origin}/api/jobs?pageSize=100`)).json();
    expect(jobs.total).toBe(25);
    const candidates = await (await fetch(`${team.origin}/candidates`)).json();
    expect(candidates.total).toBe(1000);
    const moved = candidates.items.find((candidate: { stage: string }) => candidate.stage === 'hired');
    const history = await (await fetch(`${team.origin}/candidates/${moved.id}/timeline`)).json();
    expect(history[0].to).toBe('hired');
    expect(await seedIfEmpty(sql, generateSeedPack())).toBe(false);
  });

  it('marks its pages as team mode and starts no mock worker', async () => {
    // As a browser navigates (fetch would send its own Sec-Fetch-Mode).
    const page = await new Promise<{ type?: string; body: string }>((resolve) =>
      get(
        `${team.origin}/candidates`,
        { headers: { 'Sec-Fetch-Mode': 'navigate', Cookie: team.session } },
        async (response) => {
          let body = '';
          for await (const chunk of response) body += String(chunk);
          resolve({ type: response.headers['content-type'], body });
        },
      ),
    );
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('<head><meta name="talentflow-mode" content="team"/>');
    const api = await fetch(`${team.origin}/candidates`);
    expect(api.headers.get('content-type')).toContain('application/json');
    const script = await (await fetch(`${team.origin}/start-worker.js`)).text();
    expect(script).toContain('unregister');
    expect(script).not.toContain('.register(');
  });

  it('tells open screens what changed after a write, and not after a refused one', async () => {
    const events = await changeEvents(team.origin, 1);
    expect((await post(team.origin, '/api/jobs', newJob('Duplicate Me'))).status).toBe(200);
    expect(await events()).toEqual([{ entity: 'jobs' }]);
    const again = await changeEvents(team.origin, 1);
    expect((await post(team.origin, '/api/jobs', newJob('duplicate me'))).status).toBe(409);
    expect((await post(team.origin, '/api/jobs', newJob('Another Job'))).status).toBe(200);
    expect(await again()).toEqual([{ entity: 'jobs' }]);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await post(team.origin, '/api/jobs', { ...newJob('Big'), package: 'x'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request is larger than 1 MB' });
  });

  it('counts a chunked body as it streams in: over 1 MB refused with 413, under it taken', async () => {
    const chunked = (text: string) =>
      fetch(`${team.origin}/api/jobs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: team.origin },
        body: new Blob([text]).stream(),
        duplex: 'half',
      } as RequestInit);
    const large = await chunked(JSON.stringify({ ...newJob('Chunked Big'), package: 'x'.repeat(1024 * 1024) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: 'The request is larger than 1 MB' });
    const small = await chunked(JSON.stringify(newJob('Chunked Small')));
    expect(small.status).toBe(200);
    expect(await small.json()).toMatchObject({ title: 'Chunked Small' });
  });

  it('takes an import of over 1 MB in one request, all or nothing, up to its own limit', async () => {
    const rows = (count: number, tag: string) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Imported ${tag} ${index} ${'x'.repeat(100)}`,
        email: `imported.${tag}.${index}@example.org`,
        jobId: 'job-1',
      }));
    const large = rows(10_000, 'large');
    expect(JSON.stringify({ candidates: large }).length).toBeGreaterThan(1024 * 1024);
    const imported = await post(team.origin, '/candidates/import', { candidates: large });
    expect(await imported.json()).toEqual({ imported: 10_000 });
    const refused = await post(team.origin, '/candidates/import', {
      candidates: [...rows(10, 'late'), { ...large[0], name: 'Again' }],
    });
    expect(refused.status).toBe(409);
    const search = await fetch(`${team.origin}/candidates?search=imported.late`);
    expect(((await search.json()) as { total: number }).total).toBe(0);
    const tooLarge = await post(team.origin, '/candidates/import', {
      candidates: [{ name: 'x'.repeat(IMPORT_MAX_BODY_BYTES), email: 'big@example.org', jobId: 'job-1' }],
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'The request is larger than 60 MB' });
  });

  it('answers API calls with a content security policy', async () => {
    const response = await fetch(`${team.origin}/api/jobs`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('the team server with an access token for scripts', () => {
  const token = 'correct horse battery staple, twice over';
  let sql: Sql;
  let team: Awaited<ReturnType<typeof startOn>>;
  beforeAll(async () => {
    sql = await openTestPglite();
    await migrate(sql);
    team = await startOn(sql, { accessToken: token });
    sessions.push(team.session);
  }, 120_000);
  afterAll(async () => {
    await team.close();
    await sql.close();
  });

  it('refuses to serve on every interface without the address the team opens', async () => {
    await expect(startTeamServer({ sql, outDir: fakeExport(), port: 0, host: '0.0.0.0' })).rejects.toThrow(
      'Set TALENTFLOW_PUBLIC_URL',
    );
  });

  it('answers API calls without a session 401 with no data, and sends pages to the sign-in form', async () => {
    const api = await globalThis.fetch(`${team.origin}/api/jobs`);
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ message: NOT_SIGNED_IN });
    expect((await globalThis.fetch(`${team.origin}/api/events`)).status).toBe(401);
    const page = await globalThis.fetch(`${team.origin}/jobs?search=x`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/signin?next=%2Fjobs%3Fsearch%3Dx');
  });

  it('keeps a random session, not the password, in an httpOnly, SameSite=Strict cookie named after the team', async () => {
    const { email, password } = TEST_ADMIN_ACCOUNT;
    const wrong = await postSignIn(team.origin, { email, password: 'wrong', next: '/jobs' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That email and password do not match an active member.');
    const right = await postSignIn(team.origin, { email, password, next: '/jobs' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/jobs');
    const cookie = right.headers.getSetCookie()[0];
    const [{ id: teamId }] = await sql.query<{ id: string }>('SELECT id FROM team');
    expect(cookie).toMatch(
      new RegExp(
        `^talentflow_session_${teamId.slice(0, 8)}=[\\w-]{43}; Path=/; Max-Age=43200; HttpOnly; SameSite=Strict$`,
      ),
    );
    const stored = await sql.query<{ token_hash: Buffer }>('SELECT token_hash FROM sessions');
    expect(JSON.stringify(stored)).not.toContain(cookie.split(';')[0].split('=')[1]);
    const me = await globalThis.fetch(`${team.origin}/api/me`, { headers: { cookie: cookie.split(';')[0] } });
    expect(await me.json()).toMatchObject({ name: 'Ada Admin', role: 'admin' });
    const bearer = await globalThis.fetch(`${team.origin}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await bearer.json()).toEqual({ id: 'api', name: 'API', handle: '@api', role: 'admin' });
  });

  it("lets anyone open an applicant's link and its API without the token, and nothing else, at a limited rate", async () => {
    const job = { ...newJob('Public'), slug: 'public' };
    await insertJobs(sql, [job as Job]);
    await insertCandidates(sql, [
      { id: 'c-public', name: 'Ada', email: 'ada@example.com', stage: 'applied', jobId: job.id },
    ]);
    // As a script does: the access token in place of a session.
    const bearer = { Authorization: `Bearer ${token}`, Cookie: '' };
    const question = {
      id: 'q1',
      label: 'Ready?',
      type: 'single',
      required: true,
      options: [{ id: 'o1', label: 'Yes' }],
      correct: ['o1'],
    };
    const saved = await fetch(`${team.origin}/assessments/${job.id}`, {
      method: 'PUT',
      headers: { ...bearer, 'Content-Type': 'application/json', Origin: team.origin },
      body: JSON.stringify({ id: 'a1', title: 'Quiz', sections: [{ id: 's1', title: 'S', questions: [question] }] }),
    });
    expect(saved.status).toBe(200);
    const sent = await post(team.origin, '/candidates/c-public/assessment-links', undefined, bearer);
    expect(sent.status).toBe(201);
    const { token: linkToken } = (await sent.json()) as { token: string };

    // No token: the applicant's page and its API answer; the recruiters' do not.
    expect((await fetch(`${team.origin}/take/${linkToken}`, { redirect: 'manual' })).status).toBe(200);
    const toTake = await fetch(`${team.origin}/api/take/${linkToken}`);
    expect(toTake.status).toBe(200);
    expect(JSON.stringify(await toTake.json())).not.toMatch(/correct|Ada|ada@/);
    const noSession = { Cookie: '' };
    expect((await post(team.origin, '/candidates/c-public/assessment-links', undefined, noSession)).status).toBe(401);
    expect((await globalThis.fetch(`${team.origin}/candidates/c-public/assessments`)).status).toBe(401);
    expect((await globalThis.fetch(`${team.origin}/take/../jobs`, { redirect: 'manual' })).status).toBe(303);
    const start = await fetch(`${team.origin}/api/take/${linkToken}/start`, {
      method: 'POST',
      headers: { Origin: team.origin },
    });
    expect(start.status).toBe(204);
    expect((await post(team.origin, `/api/take/${linkToken}`, { answers: { q1: 'Yes' } })).status).toBe(204);
    expect((await post(team.origin, `/api/take/${linkToken}`, { answers: { q1: 'Yes' } })).status).toBe(404);

    // The answers are the recruiters' to read: the list and each response ask for the token.
    const listed = await fetch(`${team.origin}/assessments/${job.id}/responses`, { headers: bearer });
    const [{ id: responseId }] = (await listed.json()) as { id: string }[];
    const whole = `${team.origin}/assessments/${job.id}/responses/${responseId}`;
    expect((await globalThis.fetch(`${team.origin}/assessments/${job.id}/responses`)).status).toBe(401);
    expect((await globalThis.fetch(whole)).status).toBe(401);
    expect(await (await fetch(whole, { headers: bearer })).json()).toMatchObject({ answers: { q1: 'Yes' } });

    // One address calling the public API past its limit is told to wait.
    const answers = [];
    for (let call = 0; call < PUBLIC_CALLS_PER_MINUTE; call++)
      answers.push((await fetch(`${team.origin}/api/take/${'0'.repeat(32)}`)).status);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = await fetch(`${team.origin}/api/take/${linkToken}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ message: TOO_MANY_PUBLIC_CALLS });
  });

  it('takes a form only where a route takes one: an application, from its own page, without the token', async () => {
    const job = { ...newJob('Formed'), slug: 'formed', order: 1 };
    await insertJobs(sql, [job as Job]);
    const form = () => {
      const data = new FormData();
      data.set('name', 'Form Sender');
      data.set('email', `form.${Math.random()}@example.org`);
      return data;
    };
    const applied = await fetch(`${team.origin}/api/careers/jobs/formed/applications`, {
      method: 'POST',
      headers: { Origin: team.origin },
      body: form(),
    });
    expect(applied.status).toBe(201);
    const elsewhere = await fetch(`${team.origin}/candidates`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Origin: team.origin },
      body: form(),
    });
    expect(elsewhere.status).toBe(415);
    const fromElsewhere = await fetch(`${team.origin}/api/careers/jobs/formed/applications`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: form(),
    });
    expect(fromElsewhere.status).toBe(403);
  });

  it('never sends a sign-in elsewhere', async () => {
    const form = await (await fetch(`${team.origin}/signin?next=//evil.example/`)).text();
    expect(form).toContain('name="next" value="/"');
  });
});

const postgresUrl = inject('postgresUrl');

describe.runIf(postgresUrl)('two team servers on one PostgreSQL', () => {
  let sqls: Sql[];
  let teams: Awaited<ReturnType<typeof startOn>>[];
  beforeAll(async () => {
    const first = await openFreshSchema(postgresUrl, 'team');
    sqls = [first.sql, await openPostgres(first.url)];
    // Both start at once, as two processes would: one migrates and seeds, the other waits and finds it done.
    await Promise.all(sqls.map(async (sql) => (await migrate(sql), await seedIfEmpty(sql, generateSeedPack()))));
    await setUpTeam(sqls[0]);
    teams = await Promise.all(sqls.map((sql) => startOn(sql)));
    sessions.push(teams[0].session);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(teams.map((team) => team.close()));
    await Promise.all(sqls.map((sql) => sql.close()));
  });

  it('pass a change made through one to the screens of the other', async () => {
    const events = await changeEvents(teams[1].origin, 1);
    expect((await post(teams[0].origin, '/api/jobs', newJob('Made On The First'))).status).toBe(200);
    expect(await events()).toEqual([{ entity: 'jobs' }]);
    const jobs = await (await fetch(`${teams[1].origin}/api/jobs?search=first`)).json();
    expect(jobs.items.map((job: { title: string }) => job.title)).toEqual(['Made On The First']);
    expect((await (await fetch(`${teams[1].origin}/api/jobs`)).json()).total).toBe(26);
  });

  it('keep passing changes after the database drops their listening connections', async () => {
    await sqls[0].query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const events = await changeEvents(teams[1].origin, 1);
    expect((await post(teams[0].origin, '/api/jobs', newJob('After The Drop'))).status).toBe(200);
    expect(await events()).toEqual([{ entity: 'jobs' }]);
  });

  it("count an address's public calls and careers reads together: sent at once to both, no more than the limit pass", async () => {
    const countAnswers = async (path: string, calls: number) => {
      const answers = await Promise.all(
        Array.from({ length: calls }, (_, index) => globalThis.fetch(`${teams[index % 2].origin}${path}`)),
      );
      const refused = answers.filter((answer) => answer.status === 429);
      for (const answer of refused) expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
      return { passed: answers.length - refused.length, statuses: answers.map((answer) => answer.status) };
    };
    const calls = await countAnswers('/api/take/no-such-link', PUBLIC_CALLS_PER_MINUTE + 15);
    expect(calls.passed).toBe(PUBLIC_CALLS_PER_MINUTE);
    expect(new Set(calls.statuses)).toEqual(new Set([404, 429]));
    const reads = await countAnswers('/sitemap.xml', CAREERS_READS_PER_MINUTE + 10);
    expect(reads.passed).toBe(CAREERS_READS_PER_MINUTE);
    // Nothing of the address is kept as it is: only a digest, for a minute.
    const kept = await sqls[0].query<{ key: string }>('SELECT key FROM attempts');
    expect(kept.length).toBe(PUBLIC_CALLS_PER_MINUTE + CAREERS_READS_PER_MINUTE);
    expect(kept.filter(({ key }) => key.includes('127.0.0.1') || key.includes('take'))).toEqual([]);
  });

  it('refuse on one a session that was ended on the other, at once', async () => {
    const session = await sessionOf(teams[0].origin, TEST_ADMIN_ACCOUNT.email, TEST_ADMIN_ACCOUNT.password);
    const asMember = (origin: string) => globalThis.fetch(`${origin}/api/me`, { headers: { Cookie: session } });
    // Both have checked it, so both hold it on trust for a while.
    expect((await asMember(teams[0].origin)).status).toBe(200);
    expect((await asMember(teams[1].origin)).status).toBe(200);
    const signedOut = await globalThis.fetch(`${teams[0].origin}/api/signout`, {
      method: 'POST',
      headers: { Cookie: session, Origin: teams[0].origin },
    });
    expect(signedOut.status).toBe(200);
    expect((await asMember(teams[0].origin)).status).toBe(401);
    // The other process learns of it by PostgreSQL's notification, within milliseconds.
    await expect.poll(async () => (await asMember(teams[1].origin)).status, { timeout: 1000 }).toBe(401);
  });

  it('keep orders 0..n-1 when both take reorders and creates at once', async () => {
    const jobs = (await (await fetch(`${teams[0].origin}/api/jobs?pageSize=100`)).json()).items;
    const writes = Array.from({ length: 12 }, (_, index) => {
      const origin = teams[index % 2].origin;
      if (index % 3 === 0) return post(origin, '/api/jobs', newJob(`Raced ${index}`));
      const job = jobs[index];
      return fetch(`${origin}/api/jobs/${job.id}/reorder`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ fromOrder: job.order, toOrder: 0 }),
      });
    });
    const statuses = (await Promise.all(writes)).map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const after = (await (await fetch(`${teams[1].origin}/api/jobs?pageSize=100`)).json()).items;
    expect(after.map((job: { order: number }) => job.order)).toEqual(after.map((_: unknown, index: number) => index));
    expect(after.length).toBe(jobs.length + 4);
  });
});
