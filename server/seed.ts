import { type SeedPack, unpackHistories, unpackSeed } from '@/lib/seed/seedPack';
import type { Sql } from './sql';
import { insertAssessments } from './store/assessments';
import { insertCandidates, insertTimeline } from './store/candidates';
import { insertJobs } from './store/jobs';
import { NOT_ACTIVITY } from './store/acting';

/**
 * An empty database gets the demo's deterministic sample data (`pack`: the build's `seed.json`,
 * so faker, a build-time tool, never runs in the server), with the candidates' stage histories.
 * Processes starting at once take turns, so only the first one writes it.
 */
export async function seedIfEmpty(sql: Sql, pack: SeedPack, now = new Date()): Promise<boolean> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('talentflow.seed'))");
    const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM jobs');
    if (count > 0) return false;
    // Sample data is not anybody's activity (migrations/019).
    await tx.query(NOT_ACTIVITY);
    const data = unpackSeed(pack, now);
    await insertJobs(tx, data.jobs);
    await insertCandidates(tx, data.candidates);
    await insertTimeline(tx, unpackHistories(pack, data.candidates, now));
    await insertAssessments(tx, data.assessments);
    return true;
  });
}
