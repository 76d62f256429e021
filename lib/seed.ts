import type { TalentFlowDB } from './db';

/** The benchmark reads this measure. */
const SEED_MEASURE = 'talentflow:seed';

/**
 * Fills an empty database with the sample data. Several tabs may start on an empty
 * database together: the count is checked again inside one read-write transaction over
 * every seeded store, which IndexedDB runs one at a time, so only the first tab writes.
 * Faker is loaded only here, so it stays out of every page's first-load JavaScript.
 */
export async function seedIfEmpty(db: TalentFlowDB, now = new Date()): Promise<boolean> {
  if ((await db.jobs.count()) > 0) return false;
  const started = performance.now();
  const { generateSeedData } = await import('./seedData');
  const data = generateSeedData(now);
  const seeded = await db.transaction('rw', [db.jobs, db.candidates, db.timelines, db.assessments], async () => {
    if ((await db.jobs.count()) > 0) return false;
    await db.jobs.bulkAdd(data.jobs);
    await db.candidates.bulkAdd(data.candidates);
    await db.timelines.bulkAdd(data.timelines);
    await db.assessments.bulkAdd(data.assessments);
    return true;
  });
  // Read by the benchmark: loading faker, generating and writing, as the user waits for it.
  if (seeded) performance.measure(SEED_MEASURE, { start: started });
  return seeded;
}
