import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { pipelineStores, putCandidates } from '@/lib/dexie/pipelineFacts';
import { httpStore } from '@/lib/client/httpStore';
import { dexieStore } from '@/lib/dexie/localStore';
import type { Store } from '@/lib/store/store';
import type { Actor, Member } from '@/lib/people/members';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { TalentFlowDB } from '@/lib/dexie/db';
import { createTestDb } from '@/lib/dexie/testDb';
import { seedIfEmpty } from '@/lib/dexie/seed';
import type { SeedPack } from '@/lib/seed/seedPack';
import { createApiClient } from '@/lib/client/apiClient';
import { NO_SIMULATION } from '@/lib/shared/networkSettings.mjs';
import type { Candidate, Job } from '@/lib/shared/types';
import { apiApp } from '../api';
import { migrate } from '../migrate';
import { openTestPglite } from './testPglite';
import { openFreshSchema } from '../postgresCluster';
import type { Sql } from '../sql';
import { seedIfEmpty as seedSqlIfEmpty } from '../seed';
import { sqlStore } from '../store';
import { insertCandidates } from '../store/candidates';
import { insertJobs } from '../store/jobs';
import { NOT_ACTIVITY } from '../store/acting';

/** One database behind the API, as the API tests see it: call it, and put rows in place first. */
export interface TestBackend {
  /** Calls the API as `as` (an admin of the tests' own unless given). */
  call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options?: { as?: Member },
  ): Promise<{ status: number; body: T }>;
  addJobs(jobs: Job[]): Promise<void>;
  addCandidates(candidates: Candidate[]): Promise<void>;
  /** Writes the sample data into the empty database, as the back end's first start does. */
  seed(pack: SeedPack, now: Date): Promise<void>;
  /** Every stored job, in order. */
  jobs(): Promise<Job[]>;
  job(id: string): Promise<Job | undefined>;
  /** The API as `as` (the tests' admin unless given; null: nobody) sees it, for calls `call` does not make (forms, files). */
  app(options?: { as?: Member | null }): ReturnType<typeof apiApp>;
  /** The store behind the API, to look at what it keeps (acting as nobody: no rules). */
  store(): Store;
  /** Fixes the time the store gives the changes it writes from now on. */
  setNow(date: Date): void;
  /** Every row of every store or table, as text: what a search of the whole database finds. */
  everything(): Promise<string>;
}

/** Who the API tests call as unless they say otherwise: an admin may do everything. */
export const TEST_ADMIN: Member = { id: 'test-admin', name: 'Ada Admin', handle: '@ada', role: 'admin' };

/** The team the API tests' stores know: their admin and the demo's five. */
const TEST_TEAM = [TEST_ADMIN, ...DEMO_TEAM];

/** The stores' clock: real time unless a test fixes it. */
let fixedNow: Date | undefined;
const now = () => fixedNow ?? new Date();

interface Backend {
  start(): Promise<void>;
  reset(): Promise<{
    storeOf: (actor?: Actor) => Store;
    addJobs(jobs: Job[]): Promise<void>;
    addCandidates(c: Candidate[]): Promise<void>;
    seed(pack: SeedPack, now: Date): Promise<void>;
    everything(): Promise<string>;
  }>;
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
        storeOf: (actor) => dexieStore(fresh, { now, actor, team: TEST_TEAM }),
        addJobs: async (jobs) => void (await fresh.jobs.bulkAdd(jobs)),
        // With their insights rows, as every way the app adds candidates writes them.
        addCandidates: (candidates) =>
          fresh.transaction('rw', pipelineStores(fresh), () => putCandidates(fresh, candidates, [])),
        // As the page's first start writes it, from the pack the build puts in seed.json.
        seed: async (pack, now) => {
          const { seeded, histories } = await seedIfEmpty(fresh, now, async () => pack);
          if (!seeded) throw new Error('The database was not empty');
          await histories;
        },
        everything: async () =>
          (await Promise.all(fresh.tables.map(async (table) => JSON.stringify(await table.toArray())))).join('\n'),
      };
    },
    stop: async () => db?.close(),
  };
}

/**
 * The browser's store in team mode (lib/client/httpStore.ts), calling the server's API as `actor`
 * (with an admin's role: the API in front of it has checked the caller's own).
 */
function throughHttp(storeOf: (actor?: Actor) => Store, actor: Actor | undefined): Store {
  const app = apiApp(() => ({ member: { ...TEST_ADMIN, ...actor }, storeOf }));
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

/** Writes rows as sample data is written: not activity (migrations/019). */
const quietly = (sql: Sql, write: (tx: Sql) => Promise<unknown>) =>
  sql.transaction(async (tx) => {
    await tx.query(NOT_ACTIVITY);
    await write(tx);
  });

function sqlBackend(open: () => Promise<Sql>, { viaHttp = false } = {}): Backend {
  let sql: Sql;
  return {
    start: async () => {
      sql = await open();
      await migrate(sql);
    },
    reset: async () => {
      // Each test's own empty log: the tests own the schema, and lift the log's guard to empty it.
      await sql.exec(`TRUNCATE jobs, candidates, people, message_templates CASCADE;
        UPDATE team SET rejected_retention_months = NULL, rejection_reasons = NULL, company = '{}';
        ALTER TABLE activity DISABLE TRIGGER activity_never_truncated;
        TRUNCATE activity;
        ALTER TABLE activity ENABLE TRIGGER activity_never_truncated`);
      return {
        storeOf: (actor) => {
          const storeOf = (as?: Actor) => sqlStore(sql, { now, actor: as, team: TEST_TEAM });
          return viaHttp ? throughHttp(storeOf, actor) : storeOf(actor);
        },
        // Rows put in place, as the Dexie back end's are, outside the activity log.
        addJobs: (jobs) => quietly(sql, (tx) => insertJobs(tx, jobs)),
        addCandidates: (candidates) => quietly(sql, (tx) => insertCandidates(tx, candidates)),
        seed: async (pack, now) => {
          if (!(await seedSqlIfEmpty(sql, pack, now))) throw new Error('The database was not empty');
        },
        everything: async () => {
          const tables = await sql.query<{ name: string }>(
            `SELECT table_name AS name FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
          );
          const rows = await Promise.all(
            tables.map(({ name }) => sql.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${name}" t`)),
          );
          return rows
            .flat()
            .map(({ row }) => row)
            .join('\n');
        },
      };
    },
    stop: () => sql.close(),
  };
}

/** A fresh schema of its own in the PostgreSQL server the tests were given, if any. */
const openTestPostgres = async (url: string): Promise<Sql> => (await openFreshSchema(url)).sql;

/** A PostgreSQL server when one is installed or given (server/test/postgresCluster.ts). */
const POSTGRES_URL = inject('postgresUrl');

/** The back ends every API test runs over: the browser's Dexie, PGlite, and PostgreSQL where one is given. */
export const BACKENDS: [string, () => Backend][] = [
  ['Dexie', dexieBackend],
  ['PGlite', () => sqlBackend(() => openTestPglite())],
  ["PGlite through the browser's HTTP store", () => sqlBackend(() => openTestPglite(), { viaHttp: true })],
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
  const app = ({ as = TEST_ADMIN }: { as?: Member | null } = {}) =>
    apiApp(() => ({ member: as ?? undefined, storeOf: current.storeOf }));
  return {
    app,
    call: async <T>(method: string, path: string, body?: unknown, options: { as?: Member } = {}) => {
      const response = await app(options).request(`http://localhost${path}`, {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      // JSON, or the text of what is not (a calendar feed).
      const json = (response.headers.get('Content-Type') ?? '').includes('json');
      const read = response.status === 204 ? null : json ? await response.json() : await response.text();
      return { status: response.status, body: read as T };
    },
    addJobs: (jobs) => current.addJobs(jobs),
    addCandidates: (candidates) => current.addCandidates(candidates),
    seed: (pack, now) => current.seed(pack, now),
    jobs: () => current.storeOf().jobs.listAll(),
    job: async (id) => (await current.storeOf().jobs.listAll()).find((job) => job.id === id),
    store: () => current.storeOf(),
    setNow: (date) => {
      fixedNow = date;
    },
    everything: () => current.everything(),
  };
}
