import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { summarize } from './stats.mjs';

/**
 * `BENCH_TEAM_ONLY=scale npm run bench:team`: a team server (`npm run team`) over 100 000
 * candidates in 1 000 jobs, each with two or three stage changes, written straight into its
 * database before it starts (on PGlite, then on a throwaway PostgreSQL when one is installed).
 * Times each read a screen makes, at the server (the request's answer, as the browser's fetch
 * sees it, one request at a time), then a bulk move of 1 000 and an import of 100 000 through
 * the API. BENCH_ROOT runs another checkout's server and schema (before and after a change).
 */
const CANDIDATES = Number(process.env.BENCH_SCALE_CANDIDATES ?? 100_000);
const JOBS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PORT = Number(process.env.BENCH_TEAM_PORT ?? 3430);
const TOKEN = 'bench-scale-access-token-of-enough-length-0123456789';
const origin = `http://127.0.0.1:${PORT}`;
const root = resolve(process.env.BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url)));
const from = (/** @type {string} */ path) => import(pathToFileURL(join(root, path)).href);
const STAGES = /** @type {const} */ (['applied', 'screen', 'tech', 'offer', 'hired', 'rejected']);
const DAY_MS = 86_400_000;

/** The bench's candidates, jobs and histories, the same on every run. @param {import('../server/sql').Sql} sql */
export async function fill(sql) {
  const { migrate } = await from('server/migrate.ts');
  const { insertJobs } = await from('server/store/jobs.ts');
  const { insertCandidates, insertTimeline } = await from('server/store/candidates.ts');
  const { NOT_ACTIVITY } = await from('server/store/acting.ts');
  const { accountStore } = await from('server/accounts/accountStore.ts');
  await migrate(sql);
  const jobs = Array.from({ length: JOBS }, (_, order) => ({
    id: `job-${order + 1}`,
    title: `Job ${order + 1}`,
    slug: `job-${order + 1}`,
    status: 'active',
    tags: [],
    skills: [],
    type: 'Full-Time',
    order,
  }));
  await sql.transaction(async (tx) => {
    await tx.query(NOT_ACTIVITY);
    await insertJobs(tx, jobs);
  });
  const start = Date.parse('2026-01-05T09:00:00Z');
  for (let first = 0; first < CANDIDATES; first += 10_000) {
    const candidates = /** @type {import('../lib/shared/types').Candidate[]} */ ([]);
    const timeline = /** @type {import('../lib/shared/types').TimelineEntry[]} */ ([]);
    for (let index = first; index < Math.min(first + 10_000, CANDIDATES); index++) {
      const id = `c-${index}`;
      const stage = STAGES[index % 7 === 6 ? 5 : (index * 7919) % 5];
      const at = start + (index % 300) * DAY_MS;
      candidates.push({
        id,
        name: `Person ${(index * 7919) % CANDIDATES} Surname${index % 997}`,
        email: `person${index}@bench.example`,
        stage,
        jobId: `job-${(index % JOBS) + 1}`,
        ...(index % 3 === 0 ? { source: 'jobBoard', sourceDetail: ['LinkedIn', 'Indeed'][index % 2] } : {}),
      });
      timeline.push({
        id: `t-${index}-0`,
        candidateId: id,
        timestamp: new Date(at).toISOString(),
        from: 'applied',
        to: 'applied',
      });
      if (stage !== 'applied')
        timeline.push({
          id: `t-${index}-1`,
          candidateId: id,
          timestamp: new Date(at + 3 * DAY_MS).toISOString(),
          from: 'applied',
          to: stage,
        });
    }
    await sql.transaction(async (tx) => {
      await tx.query(NOT_ACTIVITY);
      await insertCandidates(tx, candidates);
      await insertTimeline(tx, timeline);
    });
  }
  const accounts = accountStore(sql);
  const link = await accounts.newSetupLink();
  if (link)
    await accounts.createFirstAdmin(
      link,
      { name: 'Bench Admin', email: 'admin@bench.example' },
      'the bench scale passphrase',
    );
}

/** @param {Record<string, string>} database */
function startServer(database) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), TALENTFLOW_ACCESS_TOKEN: TOKEN, ...database },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  return { child, log: () => log };
}

/** @param {string} path @param {{ method?: string, body?: unknown }} [options] */
async function timed(path, { method = 'GET', body } = {}) {
  const started = performance.now();
  const response = await fetch(origin + path, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) };
}

/** @param {string} label @param {(run: number) => string} path */
async function measure(label, path) {
  await timed(path(RUNS));
  const times = [];
  for (let run = 0; run < RUNS; run++) times.push((await timed(path(run))).ms);
  const { median, p95 } = summarize(times);
  return { label, median, p95 };
}

/** @param {string} name @param {Record<string, string>} database @param {import('../server/sql').Sql} sql */
async function scenario(name, database, sql) {
  const filling = performance.now();
  await fill(sql);
  await sql.close();
  console.log(
    `${name}: ${CANDIDATES} candidates in ${JOBS} jobs written in ${Math.round(performance.now() - filling)} ms`,
  );
  const server = startServer(database);
  try {
    const { untilAnswering } = await from('server/untilAnswering.ts');
    await untilAnswering(origin).catch((/** @type {Error} */ error) => {
      throw new Error(`${error}\n${server.log()}`);
    });
    const rows = [
      await measure('candidate list, first page of 50', () => '/candidates?page=1&pageSize=50'),
      await measure(
        'candidate search, a keystroke (first page of 50)',
        (run) => `/candidates?search=person ${(run + 2) * 37}&pageSize=50`,
      ),
      await measure("a job's board: its candidates", (run) => `/candidates?jobId=job-${((run * 31 + 7) % JOBS) + 1}`),
      await measure('the board: scorecard tallies', () => '/api/scorecards/tallies'),
      await measure('candidate page: the candidate', (run) => `/candidates/c-${(run * 3001 + 11) % CANDIDATES}`),
      await measure(
        "candidate page: the candidate's stage changes",
        (run) => `/candidates/c-${(run * 3001 + 11) % CANDIDATES}/timeline`,
      ),
      await measure('insights, every job', () => '/api/insights?jobId='),
      await measure('insights, one job', (run) => `/api/insights?jobId=job-${((run * 17 + 3) % JOBS) + 1}`),
      await measure('who reached offer', () => '/api/insights/reached?stage=offer'),
    ];
    const moves = [];
    for (let run = 0; run < 5; run++) {
      const ids = Array.from({ length: 1000 }, (_, index) => `c-${(run * 1000 + index * 7) % CANDIDATES}`);
      moves.push(
        (await timed('/candidates/stage', { method: 'POST', body: { ids, stage: STAGES[(run % 4) + 1] } })).ms,
      );
    }
    rows.push({ label: 'bulk move of 1 000 candidates (5 runs)', ...summarize(moves) });
    const imported = Array.from({ length: CANDIDATES }, (_, index) => ({
      name: `Imported ${index}`,
      email: `imported${index}@bench.example`,
      stage: STAGES[index % 5],
      jobId: `job-${(index % JOBS) + 1}`,
    }));
    const importing = await timed('/candidates/import', { method: 'POST', body: { candidates: imported } });
    rows.push({
      label: `import of ${CANDIDATES} candidates through the API (1 run)`,
      median: importing.ms,
      p95: importing.ms,
    });
    for (const row of rows)
      console.log(`${name} | ${row.label} | ${row.median.toFixed(1)} ms | ${row.p95.toFixed(1)} ms`);
    return rows.map((row) => ({ ...row, name }));
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((done) => server.child.once('exit', done));
  }
}

/** The rows of every back end, PGlite's first. */
export async function scaleScenarios() {
  const dataDir = mkdtempSync(join(tmpdir(), 'talentflow-scale-'));
  const results = [];
  try {
    const { openPglite } = await from('server/pglite.ts');
    results.push(...(await scenario('PGlite', { TALENTFLOW_DATA_DIR: dataDir }, await openPglite(dataDir))));
    const { startThrowawayPostgres } = await from('server/postgresCluster.ts');
    const postgres = await startThrowawayPostgres().catch(() => undefined);
    if (postgres) {
      try {
        const { openPostgres } = await from('server/sql.ts');
        const database = { DATABASE_URL: postgres.url };
        results.push(...(await scenario('PostgreSQL', database, await openPostgres(postgres.url))));
      } finally {
        await postgres.stop();
      }
    } else console.log('No PostgreSQL installed: its rows are left out.');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
