import 'fake-indexeddb/auto';
import { migrate } from '../server/migrate';
import { openPglite } from '../server/pglite';
import { startThrowawayPostgres } from '../server/postgresCluster';
import { openPostgres } from '../server/sql';
import { sqlStore } from '../server/store';
import { insertCandidates } from '../server/store/candidates';
import { insertJobs } from '../server/store/jobs';
import { NOT_ACTIVITY } from '../server/store/acting';
import { putCandidates, pipelineStores } from '../lib/dexie/pipelineFacts';
import { dexieStore } from '../lib/dexie/localStore';
import { TalentFlowDB } from '../lib/dexie/db';
import { testJobs } from '../lib/test/jobs';
import { summarize, round } from './stats.mjs';

/**
 * `npm run bench:privacy`: issue 30's figures on this machine. Merging 1 000 pairs of duplicates
 * one after the other, and erasing 1 000 candidates one request after the other, through each
 * back end's store as an admin (the API's work without HTTP): Dexie over fake-indexeddb in Node
 * (not a browser's IndexedDB), PGlite, and PostgreSQL when one is installed. Each candidate has a
 * note, so every merge and erasure moves or removes rows besides the candidate's own.
 */
const PAIRS = 1000;
const ERASED = 1000;
/** @type {import('../lib/people/members').Actor} */
const ADMIN = { id: 'bench-admin', name: 'Bench Admin', handle: '@bench' };

/** @typedef {import('../lib/shared/types').Candidate} Candidate */
/** @typedef {import('../lib/store/store').Store} Store */
/** @typedef {import('../server/sql').Sql} Sql */

/** @param {string} prefix @param {number} count @returns {Candidate[]} */
const people = (prefix, count) =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    name: `Person ${index}`,
    email: `${prefix}${index}@bench.test`,
    stage: 'applied',
    jobId: 'job-1',
  }));

/**
 * Times each call of `work` over `items`, one after the other.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => Promise<unknown>} work
 */
async function timed(items, work) {
  const samples = [];
  const start = performance.now();
  for (const item of items) {
    const begun = performance.now();
    await work(item);
    samples.push(performance.now() - begun);
  }
  const { median, p95 } = summarize(samples);
  return { totalMs: Math.round(performance.now() - start), medianMs: round(median), p95Ms: round(p95) };
}

/** @param {string} name @param {{ store: Store, addCandidates: (candidates: Candidate[]) => Promise<unknown> }} backEnd */
async function run(name, { store, addCandidates }) {
  const candidates = [...people('kept', PAIRS), ...people('other', PAIRS), ...people('erased', ERASED)];
  await addCandidates(candidates);
  for (const { id } of candidates) await store.candidates.addNote(id, `A note on ${id}`);
  const merge = await timed(
    Array.from({ length: PAIRS }, (_, index) => index),
    (index) => store.candidates.merge(`kept-${index}`, { otherId: `other-${index}`, choose: { name: 'other' } }),
  );
  const erase = await timed(people('erased', ERASED), ({ id, name }) => store.privacy.erase(id, name));
  const left = (await store.candidates.all()).length;
  if (left !== PAIRS) throw new Error(`${name}: ${left} candidates left, ${PAIRS} expected`);
  console.log(JSON.stringify({ backEnd: name, mergePairs: PAIRS, merge, eraseCandidates: ERASED, erase }));
}

/** @param {string} name @param {Sql} sql */
async function overSql(name, sql) {
  await migrate(sql);
  /** @param {(tx: Sql) => Promise<unknown>} write */
  const quietly = (write) =>
    sql.transaction(async (tx) => {
      await tx.query(NOT_ACTIVITY);
      await write(tx);
    });
  await quietly((tx) => insertJobs(tx, testJobs(['job-1'])));
  await run(name, {
    store: sqlStore(sql, { actor: ADMIN }),
    addCandidates: (candidates) => quietly((tx) => insertCandidates(tx, candidates)),
  });
  await sql.close();
}

const db = new TalentFlowDB('talentflow-bench-privacy');
await db.jobs.bulkAdd(testJobs(['job-1']));
await run('Dexie (fake-indexeddb, Node)', {
  store: dexieStore(db, { actor: ADMIN }),
  addCandidates: (candidates) => db.transaction('rw', pipelineStores(db), () => putCandidates(db, candidates, [])),
});
db.close();
await overSql('PGlite', await openPglite());
const cluster = await startThrowawayPostgres();
if (cluster) {
  await overSql('PostgreSQL', await openPostgres(cluster.url));
  await cluster.stop();
}
