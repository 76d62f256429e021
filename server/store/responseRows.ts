import type { AssessmentResponse } from '@/lib/shared/types';
import type { Sql } from '../sql';

/** Responses as PostgreSQL keeps them, read and written by the assessments and their links. */
export interface ResponseRow {
  id: string;
  job_id: string;
  assessment_id: string;
  candidate_id: string;
  answers: AssessmentResponse['answers'];
  submitted_at: Date;
  answered: AssessmentResponse['answered'] | null;
  hand_scores: Record<string, number>;
  candidate_name?: string | null;
}

export const toResponse = (row: ResponseRow): AssessmentResponse => ({
  id: row.id,
  jobId: row.job_id,
  assessmentId: row.assessment_id,
  candidateId: row.candidate_id,
  answers: row.answers,
  submittedAt: new Date(row.submitted_at).toISOString(),
  ...(row.answered ? { answered: row.answered } : {}),
  ...(Object.keys(row.hand_scores).length > 0 ? { handScores: row.hand_scores } : {}),
  ...(row.candidate_name ? { candidateName: row.candidate_name } : {}),
});

export async function insertResponse(sql: Sql, response: AssessmentResponse): Promise<void> {
  await sql.query(
    `INSERT INTO assessment_responses (id, job_id, assessment_id, candidate_id, answers, submitted_at, answered)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)`,
    [
      response.id,
      response.jobId,
      response.assessmentId,
      response.candidateId,
      JSON.stringify(response.answers),
      response.submittedAt,
      JSON.stringify(response.answered),
    ],
  );
}
