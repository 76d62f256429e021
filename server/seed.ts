import { generateSeedPack } from '@/lib/seedData';
import { unpackSeed } from '@/lib/seedPack';
import type { Sql } from './sql';
import { insertAssessments } from './store/assessments';
import { insertCandidates } from './store/candidates';
import { insertJobs } from './store/jobs';

/**
 * An empty database gets the demo's deterministic sample data. Processes starting at once
 * take turns, so only the first one writes it.
 */
export async function seedIfEmpty(sql: Sql, now = new Date()): Promise<boolean> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('talentflow.seed'))");
    const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM jobs');
    if (count > 0) return false;
    const data = unpackSeed(generateSeedPack(), now);
    await insertJobs(tx, data.jobs);
    await insertCandidates(tx, data.candidates);
    await insertAssessments(tx, data.assessments);
    return true;
  });
}
