import { SEED_PACK_PATH } from './constants';
import type { TalentFlowDB } from './db';
import { withBasePath } from './paths';
import { type SeedPack, unpackHistories, unpackSeed } from './seedPack';

/** The benchmark reads these measures. */
const SEED_MEASURE = 'talentflow:seed';
const HISTORY_MEASURE = 'talentflow:seed-histories';

/** The sample data the build wrote beside the pages. */
export async function fetchSeedPack(): Promise<SeedPack> {
  const response = await fetch(withBasePath(SEED_PACK_PATH));
  if (!response.ok) throw new Error(`The sample data could not be loaded (HTTP ${response.status}).`);
  return response.json();
}

export interface SeedResult {
  /** False when the database already had data (or another tab seeded it first). */
  seeded: boolean;
  /** Settles once the seeded candidates' stage histories are written too. */
  histories: Promise<void>;
}

/**
 * Fills an empty database with the sample data. Several tabs may start on an empty
 * database together: the count is checked again inside one read-write transaction over
 * every seeded store, which IndexedDB runs one at a time, so only the first tab writes.
 * That tab then writes the stage histories in a transaction of their own: they are two
 * thirds of the records, and no screen needs them before its first paint.
 */
export async function seedIfEmpty(db: TalentFlowDB, now = new Date()): Promise<SeedResult> {
  if ((await db.jobs.count()) > 0) return { seeded: false, histories: Promise.resolve() };
  const started = performance.now();
  const pack = await fetchSeedPack();
  const data = unpackSeed(pack, now);
  const seeded = await db.transaction('rw', [db.jobs, db.candidates, db.assessments], async () => {
    if ((await db.jobs.count()) > 0) return false;
    await db.jobs.bulkAdd(data.jobs);
    await db.candidates.bulkAdd(data.candidates);
    await db.assessments.bulkAdd(data.assessments);
    return true;
  });
  if (!seeded) return { seeded, histories: Promise.resolve() };
  // Read by the benchmark: loading the sample data, unpacking and writing, as the user waits for it.
  performance.measure(SEED_MEASURE, { start: started });
  const historiesStarted = performance.now();
  const histories = db.timelines.bulkAdd(unpackHistories(pack, data.candidates, now)).then(() => {
    performance.measure(HISTORY_MEASURE, { start: historiesStarted });
  });
  return { seeded, histories };
}
