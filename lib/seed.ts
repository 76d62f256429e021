import { newCandidateRow } from './candidateRows';
import { SEED_PACK_PATH } from './constants';
import { pipelineStores, rebuildPipelineFacts } from './data/pipelineFacts';
import type { TalentFlowDB } from './db';
import { withBasePath } from './paths';
import { type SeedPack, unpackHistories, unpackSeed } from './seedPack';

/** The benchmark reads these measures. */
const SEED_MEASURE = 'talentflow:seed';
const HISTORY_MEASURE = 'talentflow:seed-histories';
const CANDIDATES_MEASURE = 'talentflow:seed-candidates';

/** The sample data the build wrote beside the pages. */
export async function fetchSeedPack(): Promise<SeedPack> {
  const response = await fetch(withBasePath(SEED_PACK_PATH));
  if (!response.ok) throw new Error(`The sample data could not be loaded (HTTP ${response.status}).`);
  return response.json();
}

/** Records per write: big writes in slices leave the page room to answer input between them. */
const WRITE_SLICE = 100;

/** Adds the records in slices, within the caller's transaction. */
async function addInSlices<T>(table: { bulkAdd(items: readonly T[]): Promise<unknown> }, items: readonly T[]) {
  for (let start = 0; start < items.length; start += WRITE_SLICE) {
    await table.bulkAdd(items.slice(start, start + WRITE_SLICE));
  }
}

/** Waits until the page is idle (the first screen is up), or a second at most. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in globalThis) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

export interface SeedResult {
  /** False when the database already had data (or another tab seeded it first). */
  seeded: boolean;
  /** Settles once the seeded candidates are written. */
  candidates: Promise<void>;
  /** Settles once the seeded candidates' stage histories are written too. */
  histories: Promise<void>;
}

const NOTHING_TO_WRITE: Omit<SeedResult, 'seeded'> = { candidates: Promise.resolve(), histories: Promise.resolve() };

/**
 * Fills an empty database with the sample data, in three transactions, so the jobs table
 * can show before the larger stores are written:
 * 1. jobs and assessments, in a read-write transaction over every seeded store that checks
 *    the job count again first. IndexedDB runs such transactions one at a time, so when
 *    several tabs start on an empty database only the first writes.
 * 2. candidates. This transaction is created right after the first, before any screen can
 *    read candidates, and IndexedDB runs every later transaction on the candidates store
 *    (in any tab) after it: no read ever sees the jobs without their candidates.
 * 3. the stage histories (two thirds of the records), which no first screen needs, once the
 *    page is idle, with the rows the insights are counted from.
 * The promise resolves when the first has committed.
 */
export async function seedIfEmpty(db: TalentFlowDB, now = new Date()): Promise<SeedResult> {
  if ((await db.jobs.count()) > 0) return { seeded: false, ...NOTHING_TO_WRITE };
  const started = performance.now();
  const pack = await fetchSeedPack();
  const data = unpackSeed(pack, now);
  let ours = false;
  const jobsWritten = db.transaction('rw', [db.jobs, db.candidates, db.assessments], async () => {
    if ((await db.jobs.count()) > 0) return;
    await db.jobs.bulkAdd(data.jobs);
    await db.assessments.bulkAdd(data.assessments);
    ours = true;
  });
  const candidates = db.transaction('rw', db.candidates, async () => {
    // Dexie runs this function at once; the first request waits until IndexedDB starts the
    // transaction, which is after the first one has committed and `ours` is settled.
    await db.candidates.count();
    if (!ours) return;
    await addInSlices(db.candidates, data.candidates.map(newCandidateRow));
  });
  await jobsWritten;
  if (!ours) return { seeded: false, ...NOTHING_TO_WRITE };
  // Read by the benchmark: loading the sample data, unpacking and writing the jobs, as the user waits for it.
  performance.measure(SEED_MEASURE, { start: started });
  void candidates.then(() => performance.measure(CANDIDATES_MEASURE, { start: started }));
  const histories = candidates.then(whenIdle).then(async () => {
    const historiesStarted = performance.now();
    const entries = unpackHistories(pack, data.candidates, now);
    await db.transaction('rw', pipelineStores(db), async () => {
      await addInSlices(db.timelines, entries);
      // The insights' pipeline and stays, from what is stored, not from the sample alone:
      // someone may have moved a candidate already.
      await rebuildPipelineFacts(db);
    });
    performance.measure(HISTORY_MEASURE, { start: historiesStarted });
  });
  return { seeded: true, candidates, histories };
}
