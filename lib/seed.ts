import { SEED_PACK_PATH } from './constants';
import type { TalentFlowDB } from './db';
import { withBasePath } from './paths';
import { type SeedPack, unpackSeed } from './seedPack';

/** The benchmark reads this measure. */
const SEED_MEASURE = 'talentflow:seed';

/** The sample data the build wrote beside the pages. */
export async function fetchSeedPack(): Promise<SeedPack> {
  const response = await fetch(withBasePath(SEED_PACK_PATH));
  if (!response.ok) throw new Error(`The sample data could not be loaded (HTTP ${response.status}).`);
  return response.json();
}

/**
 * Fills an empty database with the sample data. Several tabs may start on an empty
 * database together: the count is checked again inside one read-write transaction over
 * every seeded store, which IndexedDB runs one at a time, so only the first tab writes.
 */
export async function seedIfEmpty(db: TalentFlowDB, now = new Date()): Promise<boolean> {
  if ((await db.jobs.count()) > 0) return false;
  const started = performance.now();
  const data = unpackSeed(await fetchSeedPack(), now);
  const seeded = await db.transaction('rw', [db.jobs, db.candidates, db.timelines, db.assessments], async () => {
    if ((await db.jobs.count()) > 0) return false;
    await db.jobs.bulkAdd(data.jobs);
    await db.candidates.bulkAdd(data.candidates);
    await db.timelines.bulkAdd(data.timelines);
    await db.assessments.bulkAdd(data.assessments);
    return true;
  });
  // Read by the benchmark: loading the sample data, unpacking and writing, as the user waits for it.
  if (seeded) performance.measure(SEED_MEASURE, { start: started });
  return seeded;
}
