import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { applicationForm } from '../lib/careers/applicationForm';
import { buildExport } from '../scripts/build.mjs';
import { untilAnswering } from '../server/untilAnswering';

/**
 * `npm run bench:signin` (issue 46): sign-in under a flood, against `npm run team` on PGlite in
 * a data folder of its own. Loopback addresses stand for clients: 127.0.0.1 is the attacker,
 * 127.0.0.2 and on are members.
 *   1. 40 guesses for one member's email sent at once (the right password last): how many were
 *      hashed (answered 401 or 303), how many refused 429 at once.
 *   2. 150 failing sign-ins sent at once from one address while a member signs in from another:
 *      how long the member's sign-in took.
 *   3. A member's email under attack from two addresses (locked there, slowed elsewhere): a
 *      browser the member signed in from before still signs in, and how long it took.
 *   4. An applicant erased, the server stopped: which files of the data folder still hold their
 *      email, name or phone.
 */
const PORT = Number(process.env.BENCH_SIGNIN_PORT ?? 3420);
const origin = `http://127.0.0.1:${PORT}`;
const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'the bench sign-in passphrase';
const ATTACKER = '127.0.0.1';

/**
 * Posts a form from `localAddress` on a connection of its own, as a browser holding `cookie`.
 * @param {string} path @param {Record<string, string>} fields
 * @param {{ localAddress?: string, cookie?: string }} [from]
 * @returns {Promise<{ status: number, cookies: string[], ms: number }>}
 */
function postForm(path, fields, { localAddress = ATTACKER, cookie = '' } = {}) {
  const body = new URLSearchParams(fields).toString();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${path}`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Origin: origin,
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: (response.headers['set-cookie'] ?? []).map((set) => set.split(';')[0]),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** @param {string} method @param {string} path @param {string} cookie @param {unknown} [body] */
async function api(method, path, cookie, body) {
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: origin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json().catch(() => undefined) };
}

/** "38×429, 2×401": how many of each status. @param {number[]} statuses */
function tally(statuses) {
  /** @type {Map<number, number>} */
  const counts = new Map();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}×${status}`).join(', ');
}

/** Every file under `dir` holding `text`. @param {string} dir @param {string} text */
function filesHolding(dir, text) {
  const needle = Buffer.from(text, 'utf8');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => {
    const path = join(dir, name);
    return statSync(path).isFile() && readFileSync(path).includes(needle);
  });
}

buildExport({ ifStale: true });
const dataDir = mkdtempSync(join(tmpdir(), 'talentflow-bench-signin-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), TALENTFLOW_DATA_DIR: dataDir, TALENTFLOW_ACCESS_TOKEN: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
server.stdout.on('data', (chunk) => (log += String(chunk)));
const stopped = new Promise((resolve) => server.once('exit', resolve));
try {
  await untilAnswering(origin);
  let link;
  while (!(link = /open (http\S+(\/setup\/[\w-]+)) /.exec(log)?.[2])) await delay(50);
  const admin = await postForm(link, {
    name: 'Bench Admin',
    email: 'admin@bench.example',
    password: PASSWORD,
    repeat: PASSWORD,
  });
  const adminCookie = admin.cookies[0];
  /** A member who has set their password; their email. @param {string} name */
  const member = async (name) => {
    const email = `${name.toLowerCase().replace(' ', '.')}@bench.example`;
    const invited = await api('POST', '/api/accounts', adminCookie, { name, email, role: 'recruiter' });
    await postForm(new URL(invited.body.inviteUrl).pathname, { password: PASSWORD, repeat: PASSWORD });
    return email;
  };

  const guessed = await member('Gus Guessed');
  const guesses = await Promise.all(
    Array.from({ length: 40 }, (_, guess) =>
      postForm('/signin', { email: guessed, password: guess === 39 ? PASSWORD : `guess number ${guess}`, next: '/' }),
    ),
  );
  const statuses = guesses.map((answer) => answer.status);
  const hashed = statuses.filter((status) => status === 401 || status === 303).length;
  console.log(
    `1. 40 guesses at once for one email: ${hashed} hashed; ${tally(statuses)}; the right one last: ${statuses[39]}`,
  );

  const busy = await member('Bea Busy');
  const flood = Array.from({ length: 150 }, (_, guess) =>
    postForm('/signin', { email: `nobody${guess}@bench.example`, password: 'wrong guess', next: '/' }),
  );
  const during = await postForm(
    '/signin',
    { email: busy, password: PASSWORD, next: '/' },
    { localAddress: '127.0.0.2' },
  );
  const flooded = (await Promise.all(flood)).map((answer) => answer.status);
  console.log(
    `2. 150 failing sign-ins at once from one address (${tally(flooded)}): a member from another signed in (${during.status}) in ${Math.round(during.ms)} ms`,
  );

  const known = await member('Dee Vice');
  const before = await postForm(
    '/signin',
    { email: known, password: PASSWORD, next: '/' },
    { localAddress: '127.0.0.3' },
  );
  const device = before.cookies.find((cookie) => cookie.startsWith('talentflow_device_')) ?? '';
  for (const address of [ATTACKER, '127.0.0.4']) {
    for (let guess = 0; guess < 10; guess++) {
      await postForm('/signin', { email: known, password: `guess ${guess}`, next: '/' }, { localAddress: address });
    }
  }
  const stranger = await postForm(
    '/signin',
    { email: known, password: PASSWORD, next: '/' },
    { localAddress: '127.0.0.5' },
  );
  const own = await postForm(
    '/signin',
    { email: known, password: PASSWORD, next: '/' },
    { localAddress: '127.0.0.3', cookie: device },
  );
  console.log(
    `3. Email under attack from two addresses: a new browser is answered ${stranger.status}; the member's own browser ${own.status} in ${Math.round(own.ms)} ms`,
  );

  const person = { name: 'Quintessa Bench-Erased', email: 'quintessa.erased@bench.example', phone: '+44 20 7946 0777' };
  const jobs = await (await fetch(`${origin}/api/careers/jobs`)).json();
  const applied = await fetch(`${origin}/api/careers/jobs/${jobs[0].slug}/applications`, {
    method: 'POST',
    headers: { Origin: origin },
    body: applicationForm(person, undefined),
  });
  if (applied.status !== 201) throw new Error(`The application answered ${applied.status}`);
  const found = await api('GET', `/candidates?search=${encodeURIComponent(person.email)}`, adminCookie);
  const erased = await api('POST', `/candidates/${found.body.items[0].id}/erase`, adminCookie, { name: person.name });
  server.kill('SIGTERM');
  await stopped;
  const traces = Object.values(person).flatMap((trace) =>
    filesHolding(dataDir, trace).map((file) => `${trace} in ${file}`),
  );
  console.log(
    `4. Erased (${erased.status}) and stopped: ${traces.length === 0 ? 'no file of the data folder holds their email, name or phone' : traces.join('; ')}`,
  );
} finally {
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
