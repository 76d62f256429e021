import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildExport } from '../scripts/build.mjs';
import { startThrowawayPostgres } from '../server/postgresCluster';
import { untilAnswering } from '../server/untilAnswering';
import { applicationForm } from '../lib/careers/applicationForm';
import { SMTPServer } from 'smtp-server';
import { summarize } from './stats.mjs';
import { scaleScenarios } from './team-scale.mjs';

/**
 * `npm run bench:team`: 20 signed-in members of mixed roles (2 admins, 12 recruiters,
 * 6 interviewers) make 2 000 mixed operations against one team server (`npm run team` on
 * PGlite), after 400 more to warm it up: the admins and recruiters create, edit, move, reorder,
 * note and delete; the interviewers read their candidates and write notes on them. Then every
 * answer is checked against what the database holds. A second run kills the server process
 * halfway through the 2 000 (SIGKILL) and starts it again on the same data, cold; the members
 * retry until it is back. Each run's team is made as a team makes it: the setup link from the
 * server's log, then invites, then each member's sign-in (timed: the password hash's cost).
 * The last run (`BENCH_TEAM_ONLY=workers` alone) is 100 members and a stream of applicants
 * against four processes on PostgreSQL (workersScenario).
 */
/** The roles of the 20 members, in order: the first is the admin the setup link makes. */
const ROLES = [
  ...Array.from({ length: 2 }, () => 'admin'),
  ...Array.from({ length: 12 }, () => 'recruiter'),
  ...Array.from({ length: 6 }, () => 'interviewer'),
];
/** Seeded candidates each interviewer is assigned to interview. */
const INTERVIEWS_EACH = 10;
const PASSWORD = 'the bench team passphrase';
const OPERATIONS = 2000;
/**
 * Operations of the same mix before the timed ones, on the same data: the figures are those of
 * a server that has been up a while, its JavaScript compiled and PGlite's WebAssembly tiered up.
 * The first seconds after a start are reported apart ("cold p95").
 */
const WARM_UP_OPERATIONS = 400;
const PORT = Number(process.env.BENCH_TEAM_PORT ?? 3410);
const origin = `http://127.0.0.1:${PORT}`;
const root = fileURLToPath(new URL('..', import.meta.url));
const STAGES = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'];

const SMTP_PORT = PORT + 1;
/** When the bench's SMTP server took each message, by its Message-ID, and how many times. */
const mailbox = /** @type {Map<string, { at: number, times: number }>} */ (new Map());
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 4096) head += String(chunk);
    });
    stream.on('end', () => {
      const id = /^Message-ID:\s*<([^@>]+)@/im.exec(head)?.[1] ?? '';
      const seen = mailbox.get(id);
      mailbox.set(id, { at: seen?.at ?? Date.now(), times: (seen?.times ?? 0) + 1 });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', () => resolve(undefined)));

/** @param {string} dataDir @param {string} [databaseUrl] @param {number} [workers] its processes (TALENTFLOW_WORKERS) */
function startServer(dataDir, databaseUrl, workers = 1) {
  const database = databaseUrl ? { DATABASE_URL: databaseUrl } : { TALENTFLOW_DATA_DIR: dataDir };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      TALENTFLOW_ACCESS_TOKEN: '',
      TALENTFLOW_SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      TALENTFLOW_MAIL_FROM: 'bench@talentflow.test',
      TALENTFLOW_WORKERS: String(workers),
      ...database,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** The server's log, kept for its setup link. */
  const server = Object.assign(child, { log: '' });
  child.stdout.on('data', (chunk) => (server.log += String(chunk)));
  return server;
}

/**
 * The recruiters' HTTP client: node:http over kept-alive connections. fetch (undici) took twice
 * the CPU a request, and on this two-core machine the load generator's CPU is taken from the
 * server it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });

/**
 * @param {string} method @param {string} path @param {unknown} [body] @param {string} [cookie] the member's session
 * @returns {Promise<{ status: number, body: any }>}
 */
function send(method, path, body, cookie = '') {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers =
      payload === undefined
        ? { Cookie: cookie }
        : // As the server's own pages write: JSON, from its origin (it refuses other writes).
          {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
            Origin: origin,
            Cookie: cookie,
          };
    const request = http.request(`${origin}${path}`, { method, agent, headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Posts a form as the server's own page does; the session cookie it sets, and how long it took.
 * @param {string} url @param {Record<string, string>} fields
 */
async function postForm(url, fields) {
  const started = performance.now();
  const answer = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields),
  });
  const ms = performance.now() - started;
  if (answer.status !== 303) throw new Error(`${url} answered ${answer.status}`);
  return { cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0], ms };
}

/** @typedef {{ cookie: string, role: string, id: string, candidates: string[] }} BenchMember */

/**
 * The team, made as a team makes it: the first admin by the setup link in the server's log,
 * the others by invites; then each member signs in, one after another (timed).
 * @param {{ log: string }} server @param {string[]} [roles] each member's, the first an admin
 * @returns {Promise<{ members: BenchMember[], signIns: number[] }>}
 */
async function setUpTeam(server, roles = ROLES) {
  let link;
  while (!(link = /open (http\S+\/setup\/[\w-]+) /.exec(server.log)?.[1])) await delay(50);
  const email = (/** @type {number} */ member) => `member${member}@bench.example`;
  const admin = await postForm(link, { name: 'Member 0', email: email(0), password: PASSWORD, repeat: PASSWORD });
  for (let member = 1; member < roles.length; member++) {
    const invited = await send(
      'POST',
      '/api/accounts',
      { name: `Member ${member}`, email: email(member), role: roles[member] },
      admin.cookie,
    );
    await postForm(invited.body.inviteUrl, { password: PASSWORD, repeat: PASSWORD });
  }
  const signIns = /** @type {number[]} */ ([]);
  const cookies = /** @type {string[]} */ ([]);
  for (let member = 0; member < roles.length; member++) {
    const { cookie, ms } = await postForm(`${origin}/signin`, { email: email(member), password: PASSWORD, next: '/' });
    signIns.push(ms);
    cookies.push(cookie);
  }
  /** @type {{ id: string, name: string }[]} */
  const listed = (await send('GET', '/api/members', undefined, admin.cookie)).body;
  const interviewers = roles.filter((role) => role === 'interviewer').length;
  const seeded = (await send('GET', `/candidates?pageSize=${interviewers * INTERVIEWS_EACH}`, undefined, admin.cookie))
    .body.items;
  const members = roles.map((role, member) => ({
    cookie: cookies[member],
    role,
    id: listed.find((person) => person.name === `Member ${member}`)?.id ?? '',
    candidates: /** @type {string[]} */ ([]),
  }));
  for (const [index, interviewer] of members.filter((member) => member.role === 'interviewer').entries()) {
    for (const candidate of seeded.slice(index * INTERVIEWS_EACH, (index + 1) * INTERVIEWS_EACH)) {
      const body = { memberId: interviewer.id, stage: 'screen' };
      await send('POST', `/candidates/${candidate.id}/assignments`, body, admin.cookie);
      interviewer.candidates.push(candidate.id);
    }
  }
  return { members, signIns };
}

/** @param {number} seed */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** @typedef {{ id: string, title: string, order: number }} BenchJob */
/** @typedef {{ id: string, email: string, stage: string }} BenchCandidate */

/** What the recruiters were told: every acknowledged write, to compare with the database after. */
function newAcked() {
  return {
    attemptedJobs: /** @type {Set<string>} */ (new Set()),
    jobs: /** @type {Set<string>} */ (new Set()),
    candidates: /** @type {Map<string, BenchCandidate>} */ (new Map()),
    deleted: /** @type {Set<string>} */ (new Set()),
    /** Deletes that got no answer: the candidate may be gone or not. */
    maybeDeleted: /** @type {Set<string>} */ (new Set()),
    /** Successful moves per candidate; undefined once one had no answer. */
    moves: /** @type {Map<string, number | undefined>} */ (new Map()),
    /** Note id → candidate id. */
    notes: /** @type {Map<string, string>} */ (new Map()),
    /** Message id → when its write was answered (Date.now()) and to which candidate. */
    emails: /** @type {Map<string, { at: number, candidateId: string }>} */ (new Map()),
    refused: 0,
  };
}
/** @typedef {ReturnType<typeof newAcked>} Acked */

/**
 * Each member works through their share of `operations`, waiting `thinkMs` on average (0 to
 * twice it) before each, or none: a member reading a screen before the next click.
 * @param {{ operations: number, acked: Acked, members: BenchMember[], kill?: () => Promise<void>, thinkMs?: number }} options
 */
async function runLoad({ operations, acked, members, kill, thinkMs = 0 }) {
  const latencies = /** @type {number[]} */ ([]);
  let done = 0;
  let killed = false;
  let recovered = 0;

  /**
   * Sends one request; a read without an answer (the server is down) is tried again until it
   * is back, a write is reported as unanswered (status 0).
   * @param {string} method @param {string} path @param {unknown} body @param {string} cookie
   * @returns {Promise<{ status: number, body: any }>}
   */
  async function callAs(method, path, body, cookie) {
    for (;;) {
      const started = performance.now();
      try {
        const answer = await send(method, path, body, cookie);
        latencies.push(performance.now() - started);
        return answer;
      } catch {
        // The write may or may not have happened: only an answer counts as acknowledged.
        recovered++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (method !== 'GET') return { status: 0, body: undefined };
      }
    }
  }

  /** @param {number} recruiter */
  async function recruiterWork(recruiter) {
    const next = random(recruiter + 1);
    /** @template T @param {T[]} list @returns {T} */
    const pick = (list) => list[Math.floor(next() * list.length)];
    const member = members[recruiter];
    /** @type {(method: string, path: string, body?: unknown) => ReturnType<typeof callAs>} */
    const call = (method, path, body) => callAs(method, path, body, member.cookie);
    /** @type {BenchCandidate[]} */
    const mine = [];
    for (let step = 0; step < operations / members.length; step++) {
      if (thinkMs > 0) await delay(thinkMs * 2 * next());
      if (kill && !killed && done >= operations / 2) {
        killed = true;
        await kill();
      }
      if (member.role === 'interviewer') {
        // An interviewer's day: their candidates, the notes on one, a note of their own.
        const candidateId = pick(member.candidates);
        const kind = pick(['list', 'notes', 'note', 'note']);
        if (kind === 'list') await call('GET', '/candidates');
        else if (kind === 'notes') await call('GET', `/candidates/${candidateId}/notes`);
        else {
          const answer = await call('POST', `/candidates/${candidateId}/notes`, {
            text: `Interview note r${recruiter}s${step}`,
          });
          if (answer.status === 200) acked.notes.set(answer.body.id, candidateId);
        }
        done++;
        continue;
      }
      const kind = pick([
        'job',
        'edit',
        'reorder',
        'candidate',
        'candidate',
        'move',
        'move',
        'note',
        'delete',
        'email',
      ]);
      const tag = `r${recruiter}s${step}of${operations}`;
      if (kind === 'job') {
        const id = crypto.randomUUID();
        const job = { id, title: `Bench ${tag}`, status: 'active', tags: [], skills: [], type: 'Contract', order: 0 };
        acked.attemptedJobs.add(id);
        const answer = await call('POST', '/api/jobs', job);
        if (answer.status === 200) acked.jobs.add(id);
      } else if (kind === 'edit' && acked.jobs.size > 0) {
        const id = pick([...acked.jobs]);
        const job = {
          id,
          title: `Bench ${tag} edited`,
          status: 'active',
          tags: ['x'],
          skills: [],
          type: 'Contract',
          order: 0,
        };
        const answer = await call('PATCH', `/api/jobs/${id}`, job);
        if (answer.status === 409) acked.refused++;
      } else if (kind === 'reorder') {
        const list = await call('GET', '/api/jobs?pageSize=all');
        /** @type {BenchJob[]} */
        const jobs = list.body?.items ?? [];
        if (jobs.length < 2) continue;
        const job = pick(jobs);
        const answer = await call('PATCH', `/api/jobs/${job.id}/reorder`, {
          fromOrder: job.order,
          toOrder: Math.floor(next() * jobs.length),
        });
        if (answer.status === 409) acked.refused++;
      } else if (kind === 'candidate' || mine.length === 0) {
        const name = `Bench Person ${tag}`;
        const answer = await call('POST', '/candidates', {
          name,
          email: `${tag}@bench.example`,
          stage: 'applied',
          jobId: 'job-1',
        });
        if (answer.status === 200) {
          acked.candidates.set(answer.body.id, answer.body);
          acked.moves.set(answer.body.id, 0);
          mine.push(answer.body);
        }
      } else if (kind === 'move') {
        const candidate = pick(mine);
        const stage = pick(STAGES.filter((item) => item !== candidate.stage));
        const answer = await call('PATCH', `/candidates/${candidate.id}`, { stage });
        if (answer.status === 200) {
          candidate.stage = stage;
          const moves = acked.moves.get(candidate.id);
          if (moves !== undefined) acked.moves.set(candidate.id, moves + 1);
        } else if (answer.status === 0) {
          // Unknown outcome: this candidate's history can no longer be counted exactly.
          acked.moves.set(candidate.id, undefined);
        }
      } else if (kind === 'note') {
        const candidate = pick(mine);
        const answer = await call('POST', `/candidates/${candidate.id}/notes`, { text: `Note ${tag}` });
        if (answer.status === 200) acked.notes.set(answer.body.id, candidate.id);
      } else if (kind === 'email') {
        const candidate = pick(mine);
        const answer = await call('POST', `/candidates/${candidate.id}/messages`, {
          subject: `Next steps ${tag}`,
          body: 'Hello,\n\nthe next step is an interview.',
        });
        if (answer.status === 200) acked.emails.set(answer.body.id, { at: Date.now(), candidateId: candidate.id });
      } else if (kind === 'delete') {
        const candidate = mine.splice(Math.floor(next() * mine.length), 1)[0];
        const answer = await call('POST', '/candidates/delete', { ids: [candidate.id] });
        if (answer.status === 200) acked.deleted.add(candidate.id);
        else if (answer.status === 0) acked.maybeDeleted.add(candidate.id);
      }
      done++;
    }
  }

  const started = Date.now();
  await Promise.all(members.map((_, recruiter) => recruiterWork(recruiter)));
  const seconds = (Date.now() - started) / 1000;
  return { latencies, seconds, recovered };
}

/**
 * Reads the database back through the API, as the admin, and compares it with every acknowledged answer.
 * @param {Acked} acked @param {string} admin the admin's session
 */
async function verify(acked, admin) {
  const fetch = (/** @type {string} */ url) => globalThis.fetch(url, { headers: { Cookie: admin } });
  /** @type {BenchJob[]} */
  const jobs = (await (await fetch(`${origin}/api/jobs?pageSize=all`)).json()).items;
  const jobIds = new Set(jobs.map((job) => job.id));
  const lostJobs = [...acked.jobs].filter((id) => !jobIds.has(id)).length;
  // A job no recruiter sent (its id is the client's): a replayed request written twice.
  const duplicatedJobs = jobs.filter(
    (job) => job.title.startsWith('Bench ') && !acked.attemptedJobs.has(job.id),
  ).length;
  const ordersOk = jobs.every((job, index) => job.order === index);
  /** @type {BenchCandidate[]} */
  const candidates = (await (await fetch(`${origin}/candidates`)).json()).items;
  const stored = new Set(candidates.map((candidate) => candidate.id));
  const emails = candidates.map((candidate) => candidate.email.toLowerCase());
  const duplicatedCandidates = emails.length - new Set(emails).size;
  let lostCandidates = 0;
  let undeleted = 0;
  let timelineMismatches = 0;
  let lostNotes = 0;
  for (const id of acked.candidates.keys()) {
    if (acked.deleted.has(id)) {
      if (stored.has(id)) undeleted++;
      continue;
    }
    if (!stored.has(id)) {
      if (!acked.maybeDeleted.has(id)) lostCandidates++;
      continue;
    }
    const moves = acked.moves.get(id);
    if (moves !== undefined) {
      const timeline = await (await fetch(`${origin}/candidates/${id}/timeline`)).json();
      if (timeline.length !== moves) timelineMismatches++;
    }
  }
  /** @type {Map<string, Set<string>>} */
  const notesByCandidate = new Map();
  for (const [noteId, candidateId] of acked.notes) {
    if (acked.deleted.has(candidateId) || !stored.has(candidateId)) continue;
    if (!notesByCandidate.has(candidateId)) {
      /** @type {{ id: string }[]} */
      const notes = await (await fetch(`${origin}/candidates/${candidateId}/notes`)).json();
      notesByCandidate.set(candidateId, new Set(notes.map((note) => note.id)));
    }
    if (!notesByCandidate.get(candidateId)?.has(noteId)) lostNotes++;
  }
  return {
    lost: lostJobs + lostCandidates + lostNotes,
    duplicated: duplicatedJobs + duplicatedCandidates,
    undeleted,
    ordersOk,
    timelineMismatches,
    jobs: jobs.length,
  };
}

/** @param {string} label @param {{ kill?: boolean, databaseUrl?: string }} options */
async function scenario(label, { kill: withKill = false, databaseUrl } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'talentflow-bench-team-'));
  let server = startServer(dataDir, databaseUrl);
  await untilAnswering(origin);
  const { members, signIns } = await setUpTeam(server);
  const kill = withKill
    ? async () => {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGKILL');
        await exited;
        server = startServer(dataDir, databaseUrl);
        await untilAnswering(origin);
      }
    : undefined;
  const acked = newAcked();
  const warmUp = await runLoad({ operations: WARM_UP_OPERATIONS, acked, members });
  const { latencies, seconds, recovered } = await runLoad({ operations: OPERATIONS, acked, members, kill });
  const checks = await verify(acked, members[0].cookie);
  // A candidate deleted before their message went takes it along (it is theirs): those are not counted.
  const kept = [...acked.emails].filter(
    ([, { candidateId }]) => !acked.deleted.has(candidateId) && !acked.maybeDeleted.has(candidateId),
  );
  const mail = await mailFigures(new Map(kept.map(([id, { at }]) => [id, at])));
  const burst = withKill ? undefined : await mailBurst(members);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  const { median, p95 } = summarize(latencies);
  return {
    scenario: label,
    requests: latencies.length,
    seconds: Math.round(seconds * 10) / 10,
    'median ms': Math.round(median * 10) / 10,
    'p95 ms': Math.round(p95 * 10) / 10,
    'cold p95 ms': Math.round(summarize(warmUp.latencies).p95 * 10) / 10,
    lost: checks.lost,
    duplicated: checks.duplicated,
    'deleted but there': checks.undeleted,
    'orders 0..n-1': checks.ordersOk,
    'timeline ≠ moves': checks.timelineMismatches,
    'refused (409)': acked.refused,
    'retried after no answer': recovered,
    'sign-in median ms': Math.round(summarize(signIns).median),
    'emails sent': acked.emails.size,
    'emails to candidates kept': kept.length,
    'outbox delay median ms': mail.median,
    'outbox delay p95 ms': mail.p95,
    'emails not delivered': mail.lost,
    'emails delivered twice': mail.twice,
    'outbox messages/s (burst)': burst ?? '',
  };
}

/**
 * How long each acknowledged email took from its answer to the SMTP server (waiting up to 90 s
 * for the last), and how many never came or came twice.
 * @param {Map<string, number>} emails
 */
async function mailFigures(emails) {
  // A killed sender's claim lasts 60 s: its messages go out after it.
  const until = Date.now() + 90_000;
  while ([...emails.keys()].some((id) => !mailbox.has(id)) && Date.now() < until) await delay(100);
  const delays = [...emails].flatMap(([id, answered]) => {
    const received = mailbox.get(id);
    return received ? [Math.max(0, received.at - answered)] : [];
  });
  const { median, p95 } = delays.length > 0 ? summarize(delays) : { median: 0, p95: 0 };
  return {
    median: Math.round(median),
    p95: Math.round(p95),
    lost: emails.size - delays.length,
    twice: [...emails.keys()].filter((id) => (mailbox.get(id)?.times ?? 0) > 1).length,
  };
}

/**
 * The outbox's pace: every admin and recruiter writes 20 emails at once to a new candidate of
 * theirs; messages a second from the first write to the last message the SMTP server took.
 * @param {BenchMember[]} members
 */
async function mailBurst(members) {
  const writers = members.filter((member) => member.role !== 'interviewer');
  const started = Date.now();
  const ids = (
    await Promise.all(
      writers.map(async (member, index) => {
        const added = await send(
          'POST',
          '/candidates',
          { name: `Burst ${index}`, email: `burst${index}.${started}@bench.example`, stage: 'applied', jobId: 'job-1' },
          member.cookie,
        );
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            send(
              'POST',
              `/candidates/${added.body.id}/messages`,
              { subject: `Burst ${n}`, body: 'Hello' },
              member.cookie,
            ),
          ),
        );
        return answers.flatMap((answer) => (answer.status === 200 ? [answer.body.id] : []));
      }),
    )
  ).flat();
  const until = Date.now() + 120_000;
  while (ids.some((id) => !mailbox.has(id)) && Date.now() < until) await delay(50);
  const last = Math.max(...ids.map((id) => mailbox.get(id)?.at ?? Date.now()));
  return Math.round((ids.length / Math.max(1, last - started)) * 1000 * 10) / 10;
}

const APPLICANTS = 20;
const APPLICATIONS_EACH = 10;
/** Between one applicant's arrival and the next's: all twenty arrive within the recruiters' first second. */
const ARRIVAL_GAP_MS = 50;

/**
 * One applicant's application, multipart as the careers page sends it, from an address of its
 * own (127.0.0.x: the server allows each address 10 applications a minute). Timed from the
 * request's start: the form is encoded before, as a browser encodes it on its own machine, where
 * here it would take turns with the recruiters' clients in this one process.
 * @param {string} slug @param {string} localAddress @param {string} email
 * @returns {Promise<{ status: number, ms: number }>}
 */
async function apply(slug, localAddress, email) {
  const resume = { name: 'cv.pdf', type: 'application/pdf', data: new TextEncoder().encode('%PDF-1.7\n%%EOF\n') };
  const encoded = new Response(applicationForm({ name: 'Bench Applicant', email }, resume));
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = {
    'Content-Type': encoded.headers.get('content-type') ?? '',
    'Content-Length': body.length,
    Origin: origin,
  };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/careers/jobs/${encodeURIComponent(slug)}/applications`,
      { method: 'POST', headers, localAddress },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * 200 applications from 20 applicants (10 each, each from its own address) while the 20
 * recruiters make their 2 000 writes; then every acknowledged application is looked for. As the
 * recruiters' first 400 writes warm the server up, so does a first application from each
 * applicant, sent alongside them from other addresses: its figure is reported apart ("cold").
 *
 * Applicants arrive one after another, ARRIVAL_GAP_MS apart, as visitors of a careers page do,
 * each on a connection of its own. Twenty connections opened in the same millisecond measured
 * Node's accept instead of TalentFlow: libuv accepts one connection per turn of the event loop
 * (libuv/libuv#3696), and a turn under the recruiters' load is 10 to 25 ms, so the twentieth
 * applicant's first request waited 230 to 340 ms for the server to pick its connection up.
 */
async function applicationsScenario() {
  const dataDir = mkdtempSync(join(tmpdir(), 'talentflow-bench-team-'));
  const server = startServer(dataDir);
  await untilAnswering(origin);
  const { members } = await setUpTeam(server);
  const acked = newAcked();
  // The sample's jobs: the recruiters rename their own as they go, which moves those jobs' addresses.
  /** @type {{ slug: string, title: string }[]} */
  const open = (await (await fetch(`${origin}/api/careers/jobs`)).json()).filter(
    (/** @type {{ title: string }} */ job) => !job.title.startsWith('Bench '),
  );
  const accepted = /** @type {string[]} */ ([]);
  /** @type {Map<number, number>} */
  const refused = new Map();
  /** @param {number} rounds @param {string} addresses @param {string} name @param {number[]} latencies */
  const applicants = (rounds, addresses, name, latencies) =>
    Array.from({ length: APPLICANTS }, async (_, applicant) => {
      await delay(applicant * ARRIVAL_GAP_MS);
      for (let sent = 0; sent < rounds; sent++) {
        const email = `${name}${applicant}.${sent}@bench.example`;
        const { status, ms } = await apply(open[sent % open.length].slug, `${addresses}.${applicant + 2}`, email);
        latencies.push(ms);
        if (status === 201) accepted.push(email);
        else refused.set(status, (refused.get(status) ?? 0) + 1);
      }
    });
  const cold = /** @type {number[]} */ ([]);
  await Promise.all([
    runLoad({ operations: WARM_UP_OPERATIONS, acked, members }),
    ...applicants(1, '127.0.1', 'early', cold),
  ]);
  const latencies = /** @type {number[]} */ ([]);
  const [load] = await Promise.all([
    runLoad({ operations: OPERATIONS, acked, members }),
    ...applicants(APPLICATIONS_EACH, '127.0.0', 'applicant', latencies),
  ]);
  const checks = await verify(acked, members[0].cookie);
  let lost = 0;
  let doubled = 0;
  for (const email of accepted) {
    const found = (await send('GET', `/candidates?search=${encodeURIComponent(email)}`, undefined, members[0].cookie))
      .body.items;
    if (found.length === 0) lost++;
    if (found.length > 1) doubled++;
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  const applications = summarize(latencies);
  const recruiters = summarize(load.latencies);
  return {
    scenario: `${APPLICANTS} applicants × ${APPLICATIONS_EACH} applications while 20 members work, PGlite`,
    requests: latencies.length + load.latencies.length,
    seconds: Math.round(load.seconds * 10) / 10,
    'median ms': Math.round(recruiters.median * 10) / 10,
    'p95 ms': Math.round(recruiters.p95 * 10) / 10,
    'applications p95 ms': Math.round(applications.p95 * 10) / 10,
    'applications cold p95 ms': Math.round(summarize(cold).p95 * 10) / 10,
    'applications refused': [...refused].map(([status, count]) => `${status}×${count}`).join(' ') || 0,
    lost: checks.lost + lost,
    duplicated: checks.duplicated + doubled,
    'deleted but there': checks.undeleted,
    'orders 0..n-1': checks.ordersOk,
    'timeline ≠ moves': checks.timelineMismatches,
  };
}

/** The several-processes run's team: 100 members in the 20's proportions. */
const MANY_ROLES = [
  ...Array.from({ length: 10 }, () => 'admin'),
  ...Array.from({ length: 60 }, () => 'recruiter'),
  ...Array.from({ length: 30 }, () => 'interviewer'),
];
const WORKERS = Number(process.env.BENCH_TEAM_WORKERS ?? 4);
/** A member's pause before each operation, on average: 100 members make about 50 requests a second. */
const THINK_MS = 2000;
const APPLICATIONS_PER_SECOND = 20;
const BURST_CONNECTIONS = 50;

/**
 * A GET on a connection of its own, timed from before the connection is opened: a new visitor.
 * @param {string} path @returns {Promise<number>}
 */
function onNewConnection(path) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    request.on('error', reject);
  });
}

/**
 * `TALENTFLOW_WORKERS=4` on PostgreSQL: 100 members (10 admins, 60 recruiters, 30 interviewers)
 * each working with a pause of THINK_MS on average, while applicants arrive at
 * APPLICATIONS_PER_SECOND, each from an address of its own (127.1.x.y: 10 applications a minute
 * each), and halfway BURST_CONNECTIONS new connections open at once. Then every acknowledged
 * write and application is looked for.
 */
async function workersScenario() {
  const cluster = await startThrowawayPostgres();
  if (!cluster) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'talentflow-bench-team-'));
  const server = startServer(dataDir, cluster.url, WORKERS);
  try {
    await untilAnswering(origin);
    const { members } = await setUpTeam(server, MANY_ROLES);
    const acked = newAcked();
    const open = (await (await fetch(`${origin}/api/careers/jobs`)).json()).filter(
      (/** @type {{ title: string }} */ job) => !job.title.startsWith('Bench '),
    );
    await runLoad({ operations: 500, acked, members, thinkMs: THINK_MS / 4 });
    const accepted = /** @type {string[]} */ ([]);
    const applications = /** @type {number[]} */ ([]);
    /** @type {Map<number, number>} */
    const refused = new Map();
    let loadDone = false;
    const arrivals = (async () => {
      const pending = [];
      const started = performance.now();
      for (let arrival = 0; !loadDone; arrival++) {
        await delay(Math.max(0, started + (arrival * 1000) / APPLICATIONS_PER_SECOND - performance.now()));
        const address = `127.1.${Math.floor(arrival / 250) % 250}.${(arrival % 250) + 2}`;
        const email = `applicant${arrival}@bench.example`;
        pending.push(
          apply(open[arrival % open.length].slug, address, email).then(({ status, ms }) => {
            applications.push(ms);
            if (status === 201) accepted.push(email);
            else refused.set(status, (refused.get(status) ?? 0) + 1);
          }),
        );
      }
      await Promise.all(pending);
    })();
    const burst = (async () => {
      await delay(20_000);
      return Promise.all(Array.from({ length: BURST_CONNECTIONS }, () => onNewConnection('/api/health')));
    })();
    const load = await runLoad({ operations: 3000, acked, members, thinkMs: THINK_MS });
    loadDone = true;
    await arrivals;
    const burstMs = await burst;
    const checks = await verify(acked, members[0].cookie);
    /** @type {{ email: string }[]} */
    const stored = (await send('GET', '/candidates', undefined, members[0].cookie)).body.items;
    const copies = new Map();
    for (const { email } of stored) copies.set(email, (copies.get(email) ?? 0) + 1);
    const recruiters = summarize(load.latencies);
    return {
      scenario: `100 members, ${APPLICATIONS_PER_SECOND} applications a second, ${WORKERS} process${WORKERS === 1 ? '' : 'es'}, PostgreSQL`,
      requests: load.latencies.length + applications.length,
      seconds: Math.round(load.seconds * 10) / 10,
      'median ms': Math.round(recruiters.median * 10) / 10,
      'p95 ms': Math.round(recruiters.p95 * 10) / 10,
      'applications p95 ms': Math.round(summarize(applications).p95 * 10) / 10,
      [`burst of ${BURST_CONNECTIONS}: slowest ms`]: Math.round(Math.max(...burstMs) * 10) / 10,
      'applications refused': [...refused].map(([status, count]) => `${status}×${count}`).join(' ') || 0,
      lost: checks.lost + accepted.filter((email) => !copies.has(email)).length,
      duplicated: checks.duplicated + accepted.filter((email) => (copies.get(email) ?? 0) > 1).length,
      'deleted but there': checks.undeleted,
      'orders 0..n-1': checks.ordersOk,
      'timeline ≠ moves': checks.timelineMismatches,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await cluster.stop();
  }
}

buildExport({ ifStale: true });
/** @type {Record<string, string | number | boolean>[]} */
const rows = [];
if (process.env.BENCH_TEAM_ONLY === 'scale') {
  rows.push(...(await scaleScenarios()));
} else if (process.env.BENCH_TEAM_ONLY === 'workers') {
  const row = await workersScenario();
  if (row) rows.push(row);
  else console.log('No PostgreSQL installed: the several-processes run is left out.');
} else if (process.env.BENCH_TEAM_ONLY === 'applications') {
  rows.push(await applicationsScenario());
} else if (process.env.BENCH_TEAM_ONLY === 'pglite') {
  rows.push(await scenario('20 members of mixed roles, 2000 operations, PGlite (the default)'));
} else {
  rows.push(await scenario('20 members of mixed roles, 2000 operations, PGlite (the default)'));
  rows.push(await applicationsScenario());
  rows.push(await scenario('same, server killed and restarted halfway', { kill: true }));
  // A PostgreSQL server of its own for each run, so that each starts from the sample data alone.
  for (const [label, kill] of /** @type {const} */ ([
    ['20 members of mixed roles, 2000 operations, PostgreSQL server', false],
    ['same, server killed and restarted halfway', true],
  ])) {
    const cluster = await startThrowawayPostgres();
    if (!cluster) {
      console.log('No PostgreSQL installed: its rows are left out.');
      break;
    }
    try {
      rows.push(await scenario(label, { databaseUrl: cluster.url, kill }));
    } finally {
      await cluster.stop();
    }
  }
  const many = await workersScenario();
  if (many) rows.push(many);
}
console.table(rows);
smtp.close();
const failed = rows.some(
  (row) =>
    row.lost ||
    row['applications refused'] ||
    row.duplicated ||
    row['deleted but there'] ||
    row['orders 0..n-1'] === false ||
    row['timeline ≠ moves'] ||
    row['emails not delivered'],
);
if (failed) {
  console.error('Data was lost, duplicated or inconsistent.');
  process.exit(1);
}
