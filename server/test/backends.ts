import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { pipelineStores, putCandidates } from '@/lib/insights/pipelineFacts';
import { httpStore } from '@/lib/store/httpStore';
import { dexieStore } from '@/lib/store/localStore';
import type { Store } from '@/lib/store/store';
import type { TalentFlowDB } from '@/lib/platform/db';
import { createTestDb } from '@/lib/test/db';
import { createApiClient } from '@/lib/platform/apiClient';
import { NO_SIMULATION } from '@/lib/shared/networkSettings.mjs';
import type { Candidate, Job } from '@/lib/shared/types';
import { apiApp } from '../api';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { openPostgres, type Sql } from '../sql';
import { sqlStore } from '../store';
import { insertCandidates } from '../store/candidates';
import { insertJobs } from '../store/jobs';

/** One database behind the API, as the API tests see it: call it, and put rows in place first. */
export interface TestBackend {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  addJobs(jobs: Job[]): Promise<void>;
  addCandidates(candidates: Candidate[]): Promise<void>;
  /** Every stored job, in order. */
  jobs(): Promise<Job[]>;
  job(id: string): Promise<Job | undefined>;
  /** The store behind the API, to look at what it keeps. */
  store(): Store;
  /** Fixes the time the store gives the changes it writes from now on. */
  setNow(date: Date): void;
}

/** The stores' clock: real time unless a test fixes it. */
let fixedNow: Date | undefined;
const now = () => fixedNow ?? new Date();

interface Backend {
  start(): Promise<void>;
  reset(): Promise<{ store: Store; addJobs(jobs: Job[]): Promise<void>; addCandidates(c: Candidate[]): Promise<void> }>;
  stop(): Promise<void>;
}

function dexieBackend(): Backend {
  let db: TalentFlowDB | undefined;
  return {
    start: async () => undefined,
    reset: async () => {
      db?.close();
      const fresh = createTestDb();
      db = fresh;
      return {
        store: dexieStore(fresh, { now }),
        addJobs: async (jobs) => void (await fresh.jobs.bulkAdd(jobs)),
        // With their insights rows, as every way the app adds candidates writes them.
        addCandidates: (candidates) =>
          fresh.transaction('rw', pipelineStores(fresh), () => putCandidates(fresh, candidates, [])),
      };
    },
    stop: async () => db?.close(),
  };
}

/** The browser's store in team mode (lib/store/httpStore.ts), calling the server's API over `store`. */
function throughHttp(store: Store): Store {
  const app = apiApp(store);
  // The app's own API client, its fetch answered by the server's routes and nothing simulated.
  return httpStore(
    createApiClient({
      ready: async () => undefined,
      fetch: async (url, init) => app.request(String(url), init),
      random: () => 1,
      sleep: async () => undefined,
      readSettings: () => NO_SIMULATION,
      resolveUrl: (path) => `http://localhost${path}`,
    }),
  );
}

function sqlBackend(open: () => Promise<Sql>, { viaHttp = false } = {}): Backend {
  let sql: Sql;
  return {
    start: async () => {
      sql = await open();
      await migrate(sql);
    },
    reset: async () => {
      await sql.exec('TRUNCATE jobs, candidates CASCADE');
      return {
        store: viaHttp ? throughHttp(sqlStore(sql, { now })) : sqlStore(sql, { now }),
        addJobs: async (jobs) => void (await insertJobs(sql, jobs)),
        addCandidates: (candidates) => insertCandidates(sql, candidates),
      };
    },
    stop: () => sql.close(),
  };
}

/** A fresh schema of its own in the PostgreSQL server the tests were given, if any. */
async function openTestPostgres(url: string): Promise<Sql> {
  const schema = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const separator = url.includes('?') ? '&' : '?';
  return openPostgres(`${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`);
}

/** A PostgreSQL server when one is installed or given (server/test/postgresCluster.ts). */
const POSTGRES_URL = inject('postgresUrl');

/** The back ends every API test runs over: the browser's Dexie, PGlite, and PostgreSQL where one is given. */
export const BACKENDS: [string, () => Backend][] = [
  ['Dexie', dexieBackend],
  ['PGlite', () => sqlBackend(() => openPglite())],
  ["PGlite through the browser's HTTP store", () => sqlBackend(() => openPglite(), { viaHttp: true })],
  ...(POSTGRES_URL
    ? [['PostgreSQL', () => sqlBackend(() => openTestPostgres(POSTGRES_URL))] as [string, () => Backend]]
    : []),
];

/** Starts the back end once for the file and gives each test an empty database behind the API. */
export function useBackend(makeBackend: () => Backend): TestBackend {
  const backend = makeBackend();
  let current: Awaited<ReturnType<Backend['reset']>>;
  beforeAll(() => backend.start(), 120_000);
  afterAll(() => backend.stop());
  beforeEach(async () => {
    fixedNow = undefined;
    current = await backend.reset();
  });
  return {
    call: async <T>(method: string, path: string, body?: unknown) => {
      const response = await apiApp(current.store).request(`http://localhost${path}`, {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (response.status === 204 ? null : await response.json()) as T };
    },
    addJobs: (jobs) => current.addJobs(jobs),
    addCandidates: (candidates) => current.addCandidates(candidates),
    jobs: () => current.store.jobs.listAll(),
    job: async (id) => (await current.store.jobs.listAll()).find((job) => job.id === id),
    store: () => current.store,
    setNow: (date) => {
      fixedNow = date;
    },
  };
}
