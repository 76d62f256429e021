import type { Candidate } from '@/lib/types';
import type { Sql } from '../sql';

export async function insertCandidates(sql: Sql, candidates: Candidate[]): Promise<void> {
  for (const candidate of candidates) {
    await sql.query('INSERT INTO candidates (id, name, email, stage, job_id) VALUES ($1, $2, $3, $4, $5)', [
      candidate.id,
      candidate.name,
      candidate.email,
      candidate.stage,
      candidate.jobId,
    ]);
  }
}
