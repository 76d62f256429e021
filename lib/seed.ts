import type { TalentFlowDB } from './db';

/**
 * Fills an empty database with the sample data. Several tabs may start on an empty
 * database together: the count is checked again inside one read-write transaction over
 * every seeded store, which IndexedDB runs one at a time, so only the first tab writes.
 * Faker is loaded only here, so it stays out of every page's first-load JavaScript.
 */
export async function seedIfEmpty(db: TalentFlowDB, now = new Date()): Promise<boolean> {
  if ((await db.jobs.count()) > 0) return false;
  const { generateSeedData } = await import('./seedData');
  const data = generateSeedData(now);
  return db.transaction('rw', [db.jobs, db.candidates, db.timelines, db.assessments], async () => {
    if ((await db.jobs.count()) > 0) return false;
    await db.jobs.bulkAdd(data.jobs);
    await db.candidates.bulkAdd(data.candidates);
    await db.timelines.bulkAdd(data.timelines);
    await db.assessments.bulkAdd(data.assessments);
    return true;
  });
}
