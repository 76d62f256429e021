import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from './sql';
import { seededPglite, sendRaw, startOn, statusOf } from './test/teamServerFixture';
import { seededRandom } from '@/lib/test/random';

const REQUESTS = 5200;
const AT_ONCE = 16;
const TOKEN = 'the fuzzed server token, long enough to be kept';

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

interface Probe {
  kind: string;
  bytes: Buffer;
  /** A body cut off on purpose: the server has nothing to answer, but must not fail. */
  cutOff?: boolean;
  /** A sign-in: each costs a password hash (about 0.2 s, four at a time), so many at once queue. */
  hashes?: boolean;
}

/**
 * Writes to every kind of endpoint, each with a body that is valid until a mutation breaks it:
 * `text` are its text fields, `required` one field every body of it must have right.
 */
const WRITES: { method: string; path: string; body: Record<string, unknown>; text: string[]; required: string }[] = [
  {
    method: 'POST',
    path: '/candidates',
    body: { name: 'Fuzz Person', email: 'fuzz@example.org', jobId: 'job-1' },
    text: ['name', 'email', 'jobId'],
    required: 'name',
  },
  { method: 'PATCH', path: '/candidates/{candidate}', body: { name: 'Fuzz Person' }, text: ['name'], required: 'name' },
  {
    method: 'POST',
    path: '/candidates/stage',
    body: { ids: ['{candidate}'], stage: 'tech' },
    text: ['stage'],
    required: 'ids',
  },
  { method: 'POST', path: '/candidates/delete', body: { ids: ['{candidate}'] }, text: [], required: 'ids' },
  {
    method: 'POST',
    path: '/candidates/{candidate}/notes',
    body: { text: 'A fuzzed note' },
    text: ['text'],
    required: 'text',
  },
  {
    method: 'POST',
    path: '/api/jobs',
    body: { id: 'fuzz-job', title: 'Fuzz Job', type: 'Contract', tags: [], skills: [] },
    text: ['title', 'id'],
    required: 'title',
  },
  {
    method: 'PATCH',
    path: '/api/jobs/job-1',
    body: { id: 'job-1', title: 'Fuzz Job', type: 'Contract' },
    text: ['title'],
    required: 'title',
  },
  {
    method: 'PATCH',
    path: '/api/jobs/job-1/reorder',
    body: { fromOrder: 0, toOrder: 3 },
    text: [],
    required: 'fromOrder',
  },
  {
    method: 'PUT',
    path: '/assessments/job-1',
    body: { jobId: 'job-1', title: 'Fuzz', sections: [] },
    text: ['title'],
    required: 'sections',
  },
  {
    method: 'POST',
    path: '/assessments/job-1/submit',
    body: { answers: { q: 'x' } },
    text: [],
    required: 'answers',
  },
];

type BreakBody = (body: Record<string, unknown>, text: string[], random: Random, required: string) => string;
const textOrRequired = (text: string[], random: Random, required: string) =>
  text.length ? pick(random, text) : required;

/** Each turns a valid body into one no endpoint may take; the write must be refused whole. */
const BREAK_BODY: BreakBody[] = [
  (body) => JSON.stringify(body).slice(0, -2),
  (body, _text, _random, required) => JSON.stringify({ ...body, [required]: 42 }),
  (body, text, random, required) =>
    JSON.stringify({ ...body, [textOrRequired(text, random, required)]: 'Fuzz\u0000Person' }),
  (body, text, random, required) =>
    JSON.stringify({ ...body, [textOrRequired(text, random, required)]: 'Fuzz \uFFFF' }).replace('\uffff', '\\udc00'),
  (body, text, random, required) =>
    JSON.stringify({
      ...body,
      [textOrRequired(text, random, required)]: 'x'.repeat(10_001 + Math.floor(random() * 5000)),
    }),
  () => JSON.stringify([1, 2, 3]),
  () => 'null',
  () => `${'['.repeat(5000)}${']'.repeat(5000)}`,
  () => `{"name": "${'y'.repeat(1024 * 1024 + 10)}"}`,
  () => '{"\u0000": 1}',
  () => '\u00ff\u00fe{}',
];

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
  'application/jsonx',
  'application/json; charset=utf-8',
];
const COOKIES = [
  'talentflow_session=%E0%A4%A',
  'talentflow_session=1.2.3',
  'talentflow_session=====',
  'a',
  '=;=;=',
  `talentflow_session=${'9'.repeat(4000)}.x.y`,
  'talentflow_access=%',
  'talentflow_session=\u00ff\u00fe',
];
const HOSTS = [
  'attacker.example',
  '',
  'a b',
  '[::1',
  'localhost:99999',
  `${'h'.repeat(300)}.example`,
  'evil.example:80@127.0.0.1',
  '127.0.0.1.evil.example',
];
const ORIGINS = [
  'https://evil.example',
  'null',
  'http://[',
  'http://127.0.0.1:1',
  'http://localhost.evil.example',
  'file://',
  '',
];
const TARGETS = [
  'http://[',
  '*',
  '/%',
  '/%E0%A4%A',
  '/candidates/%00',
  `/${'a'.repeat(9000)}`,
  '/api/jobs?page=-1',
  '/api/jobs?pageSize=abc&page=%00',
  '/api/jobs?sort=%00',
  '//evil.com',
  '/../../etc/passwd',
  `/candidates/${'x'.repeat(200)}`,
  '/api/insights/reached?stage=<script>',
  '/candidates?stage=nope',
  '/api/events?%',
  '/signin?next=/x%0D%0ALocation:%20//evil',
  '/signin?next=/%09/evil.com',
  '/api/jobs/%ff%fe',
  '/assessments/%00/responses',
  '/api/assessments/job-1/responses/%00',
  '/candidates?search=%00',
  // Every GET route's query parameters (issue 46): days that do not exist, NUL bytes.
  '/api/activity?from=2026-02-31',
  '/api/activity?from=0000-01-01&to=9999-99-99',
  '/api/activity?member=%00&job=%00&candidate=%00',
  '/candidates?jobId=%00&stage=%00',
  '/api/jobs?search=%00&status=%00',
  '/api/careers/jobs/%00',
  '/api/careers/jobs?search=%00',
  '/api/take/%00',
  '/candidates/kanban?job=%00',
];
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'BREW', 'G\u0000T', ''];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', 'HTTP/1.1 extra', '', 'HTTP/1.1\u0000'];

function request(method: string, target: string, headers: [string, string][], body = '', version = 'HTTP/1.1') {
  const head = [`${method} ${target} ${version}`, ...headers.map(([name, value]) => `${name}: ${value}`)].join('\r\n');
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), Buffer.from(body, 'utf8')]);
}

/** A probe of `port`, signed in as the admin's `session` where it is no probe of the sign-in itself. */
function probe(random: Random, port: number, candidate: string, session: string): Probe {
  const own = `127.0.0.1:${port}`;
  const signedIn: [string, string] = ['Cookie', session];
  const write = pick(random, WRITES);
  const path = write.path.replace('{candidate}', candidate);
  const bodyOf = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll('{candidate}', candidate);
  const kind = pick(random, ['line', 'headers', 'foreign write', 'broken body', 'cut off', 'signin', 'query'] as const);
  switch (kind) {
    case 'line':
      return {
        kind,
        bytes: request(
          pick(random, METHODS),
          pick(random, TARGETS),
          [
            ['Host', own],
            ['Connection', 'close'],
          ],
          '',
          pick(random, VERSIONS),
        ),
      };
    case 'headers': {
      const headers: [string, string][] = [
        ['Host', random() < 0.5 ? own : pick(random, HOSTS)],
        ['Connection', 'close'],
      ];
      if (random() < 0.7) headers.push(['Cookie', pick(random, COOKIES)]);
      if (random() < 0.3)
        headers.push([
          'Authorization',
          pick(random, ['Bearer ', 'Bearer %', 'Basic xx', `Bearer ${'t'.repeat(5000)}`]),
        ]);
      if (random() < 0.3) headers.push(['Content-Length', pick(random, ['-1', 'abc', '1e3', '99999999999999999999'])]);
      if (random() < 0.2) headers.push(['Transfer-Encoding', pick(random, ['chunked', 'gzip, chunked', 'identity'])]);
      if (random() < 0.2) headers.push(['X-Long', 'v'.repeat(20_000)]);
      return {
        kind,
        bytes: request(
          pick(random, ['GET', 'POST']),
          pick(random, ['/api/jobs', '/candidates', '/jobs', path]),
          headers,
          'zz',
        ),
      };
    }
    case 'foreign write': {
      const origin = pick(random, ORIGINS);
      const headers: [string, string][] = [
        ['Host', own],
        ['Content-Type', pick(random, CONTENT_TYPES)],
        ['Connection', 'close'],
        signedIn,
      ];
      if (origin) headers.push(['Origin', origin]);
      else headers.push(['Sec-Fetch-Site', pick(random, ['cross-site', 'same-site', 'none'])]);
      const body = bodyOf(write.body);
      return {
        kind,
        bytes: request(write.method, path, [...headers, ['Content-Length', String(Buffer.byteLength(body))]], body),
      };
    }
    case 'broken body': {
      const body = pick(random, BREAK_BODY)(JSON.parse(bodyOf(write.body)), write.text, random, write.required);
      const headers: [string, string][] = [
        ['Host', own],
        ['Origin', `http://${own}`],
        ['Content-Type', 'application/json'],
        ['Content-Length', String(Buffer.byteLength(body))],
        ['Connection', 'close'],
        signedIn,
      ];
      return { kind, bytes: request(write.method, path, headers, body) };
    }
    case 'cut off': {
      const body = bodyOf(write.body);
      const headers: [string, string][] = [
        ['Host', own],
        ['Origin', `http://${own}`],
        ['Content-Type', 'application/json'],
        ['Content-Length', String(Buffer.byteLength(body) + 100)],
        signedIn,
      ];
      return {
        kind,
        bytes: request(write.method, path, headers, body.slice(0, Math.floor(random() * body.length))),
        cutOff: true,
      };
    }
    case 'signin': {
      const body = pick(random, [
        'email=ada%40team.test&password=x&next=/x%0D%0Aa:b',
        'next=%2F%09%2Fevil.com&email=y&password=y',
        'email=%E0%A4%A',
        '%%%',
        'password='.padEnd(6000, 'z'),
        `email=${'@'.repeat(3000)}&password=p`,
        'email=a%00b&password=x',
        'email=a%40b.c&password=%00',
      ]);
      const headers: [string, string][] = [
        ['Host', own],
        ['Origin', pick(random, [`http://${own}`, 'https://evil.example'])],
        ['Content-Type', 'application/x-www-form-urlencoded'],
        ['Content-Length', String(Buffer.byteLength(body))],
        ['Connection', 'close'],
      ];
      // The sign-in form, and the setup and invite forms with links nobody was given.
      const form = pick(random, ['/signin', '/signin', `/setup/${'A'.repeat(22)}`, '/invite/%00', '/invite/x']);
      return { kind, bytes: request('POST', form, headers, body), hashes: true };
    }
    case 'query':
      return {
        kind,
        bytes: request('GET', pick(random, TARGETS), [['Host', own], ['Connection', 'close'], signedIn]),
      };
  }
}

/**
 * What every table holds, as one digest each: a refused request changes none of them. The gate's
 * own records (sign-in attempts, the log's entries of the locks they made, sessions' last use,
 * public calls counted against their limits) are left out: probes write them by design.
 */
async function contents(sql: Sql): Promise<Record<string, string>> {
  const tables = await sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('sign_in_attempts', 'sessions', 'attempts') ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await sql.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM "${name}" t
       ${name === 'activity' ? "WHERE kind <> 'signIn'" : ''}`,
    );
    digests[name] = row.digest;
  }
  return digests;
}

describe.each([
  ['without a token', undefined],
  ['with a token', TOKEN],
])('a team server %s, fuzzed', (_name, accessToken) => {
  let sql: Sql;
  let team: Awaited<ReturnType<typeof startOn>>;
  beforeAll(async () => {
    sql = await seededPglite();
    team = await startOn(sql, { accessToken });
  }, 120_000);
  afterAll(async () => {
    await team.close();
    await sql.close();
  });

  it(`answers ${REQUESTS} malformed and hostile requests below 500, stays up and changes nothing`, async () => {
    const before = await contents(sql);
    const [{ id: candidate }] = await sql.query<{ id: string }>('SELECT id FROM candidates ORDER BY id LIMIT 1');
    const random = seededRandom(accessToken ? 24 : 42);
    const probes = Array.from({ length: REQUESTS }, () => probe(random, team.port, candidate, team.session));
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const current = probes[next++];
        const answer = await sendRaw(team.port, current.bytes, {
          waitMs: current.cutOff ? 300 : current.hashes ? 30_000 : 5000,
          endWrite: current.cutOff,
        });
        const status = statusOf(answer);
        const key = `${current.kind} ${status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        const acceptable = current.cutOff ? status < 500 : status >= 200 && status < 500;
        if (!acceptable && failures.length < 5)
          failures.push(`${status}: ${current.bytes.toString('latin1').slice(0, 300)}`);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    console.log(
      `Fuzz (${_name}): ${[...statuses]
        .sort()
        .map(([key, count]) => `${key}×${count}`)
        .join(', ')}`,
    );
    expect(failures).toEqual([]);
    expect((await fetch(`${team.origin}/signin`)).status).toBe(200);
    expect(await contents(sql)).toEqual(before);
  }, 240_000);
});
