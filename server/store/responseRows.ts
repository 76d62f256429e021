import { scoreRowOf, type ResponseScoreRow } from '@/lib/assessments/responseScores';
import type { ResponseScore } from '@/lib/assessments/scoring';
import type { Assessment, AssessmentResponse } from '@/lib/shared/types';
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
  score?: ResponseScore | null;
  candidate_name?: string | null;
}

/**
 * The score kept in the row, as a query parameter: only for a candidate's response that keeps
 * the version it answered, SQL NULL otherwise.
 */
export function storedScore(response: AssessmentResponse): string | null {
  const row = response.answered ? scoreRowOf(response) : undefined;
  return row ? JSON.stringify(row.score) : null;
}

/**
 * The columns a score row needs; the answers and the version only where no score is kept, as
 * those are scored on reading.
 */
export const SCORE_COLUMNS = `id, job_id, assessment_id, candidate_id, submitted_at, score, hand_scores,
  CASE WHEN score IS NULL THEN answers ELSE '{}' END AS answers,
  CASE WHEN score IS NULL THEN answered END AS answered`;

/** Score rows of rows read with SCORE_COLUMNS; the assessments are asked for only if some row has no kept score. */
export async function scoreRowsFrom(
  rows: ResponseRow[],
  currentAssessments: () => Promise<Assessment[]>,
): Promise<ResponseScoreRow[]> {
  const unscored = rows.some((row) => !row.score);
  const byJob = new Map(unscored ? (await currentAssessments()).map((a) => [a.jobId, a]) : []);
  return rows.flatMap((row) => {
    if (!row.score) return scoreRowOf(toResponse(row), byJob.get(row.job_id)) ?? [];
    return [
      {
        responseId: row.id,
        jobId: row.job_id,
        assessmentId: row.assessment_id,
        candidateId: row.candidate_id,
        submittedAt: new Date(row.submitted_at).toISOString(),
        score: row.score,
      },
    ];
  });
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
    `INSERT INTO assessment_responses (id, job_id, assessment_id, candidate_id, answers, submitted_at, answered, score)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8::jsonb)`,
    [
      response.id,
      response.jobId,
      response.assessmentId,
      response.candidateId,
      JSON.stringify(response.answers),
      response.submittedAt,
      JSON.stringify(response.answered),
      storedScore(response),
    ],
  );
}
