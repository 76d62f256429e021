import type { Candidate } from '@/lib/types';
import type { Sql } from '../sql';

/** Adds candidates as they are, in one statement (sample data, tests). */
export async function insertCandidates(sql: Sql, candidates: Candidate[]): Promise<void> {
  await sql.query(
    `INSERT INTO candidates (id, name, email, stage, job_id)
     SELECT id, name, email, stage, "jobId"
     FROM jsonb_to_recordset($1::jsonb) AS candidate(id text, name text, email text, stage text, "jobId" text)`,
    [JSON.stringify(candidates)],
  );
}
