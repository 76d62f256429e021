import { CHANGED_ELSEWHERE, JOB_NOT_FOUND, LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import { latestCandidateScores, summarizeAssessments } from '@/lib/assessments/assessmentSummaries';
import {
  RESPONSE_NOT_FOUND,
  responseTo,
  reviewedScores,
  UNSAVED_ASSESSMENT,
  withVersion,
} from '@/lib/assessments/storedAssessments';
import { ConflictError, RecordNotFoundError } from '@/lib/shared/errors';
import { responseListItem } from '@/lib/assessments/responseRows';
import type { AssessmentStore, StoreOptions } from '@/lib/store/store';
import type { Assessment, Job } from '@/lib/shared/types';
import type { Sql } from '../sql';
import { actingStatement } from './acting';
import { sqlAssessmentLinks } from './assessmentLinks';
import {
  insertResponse,
  type ResponseRow,
  SCORE_COLUMNS,
  scoreRowsFrom,
  storedScore,
  toResponse,
} from './responseRows';

/** The job's stored assessment with its version (kept in its own column), or an empty one; a job that does not exist is refused. */
async function assessmentFor(sql: Sql, jobId: string): Promise<{ assessment: Assessment; stored: boolean }> {
  const [row] = await sql.query<{ assessment: Assessment | null }>(
    `SELECT assessments.assessment || jsonb_build_object('version', assessments.version) AS assessment
     FROM jobs LEFT JOIN assessments ON assessments.job_id = jobs.id WHERE jobs.id = $1`,
    [jobId],
  );
  if (!row) throw new RecordNotFoundError(JOB_NOT_FOUND);
  return { assessment: withVersion(row.assessment ?? undefined, jobId), stored: row.assessment !== null };
}

/** Every saved assessment, each with its version. */
async function storedAssessments(sql: Sql): Promise<Assessment[]> {
  const rows = await sql.query<{ assessment: Assessment }>(
    `SELECT assessment || jsonb_build_object('version', version) AS assessment FROM assessments`,
  );
  return rows.map((row) => row.assessment);
}

export async function insertAssessments(sql: Sql, assessments: Assessment[]): Promise<void> {
  await sql.query(
    `INSERT INTO assessments (job_id, assessment, version)
     SELECT value->>'jobId', value - 'version', coalesce((value->>'version')::int, 1)
     FROM jsonb_array_elements($1::jsonb)`,
    [JSON.stringify(assessments)],
  );
}

export function sqlAssessmentStore(sql: Sql, { now = () => new Date(), actor }: StoreOptions = {}): AssessmentStore {
  return {
    ...sqlAssessmentLinks(sql, now),
    get: async (jobId) => (await assessmentFor(sql, jobId)).assessment,
    save: async ({ version: startedFrom, ...assessment }) => {
      // One statement: the first save of a job's assessment inserts (when it started from 0),
      // a later one updates the version it started from; two at once cannot both land.
      const [row] = await sql.query<{ version: number }>(
        ...actingStatement(
          actor,
          (acting) => `INSERT INTO assessments (job_id, assessment)
           SELECT id, $2::jsonb FROM jobs, ${acting}
           WHERE id = $1 AND (coalesce($3::int, 0) = 0 OR EXISTS (SELECT FROM assessments WHERE job_id = $1))
           ON CONFLICT (job_id) DO UPDATE SET assessment = EXCLUDED.assessment, version = assessments.version + 1
             WHERE $3::int IS NULL OR assessments.version = $3::int
           RETURNING version`,
          [assessment.jobId, JSON.stringify(assessment), startedFrom ?? null],
        ),
      );
      if (row) return { ...assessment, version: row.version };
      await assessmentFor(sql, assessment.jobId);
      throw new ConflictError(CHANGED_ELSEWHERE);
    },
    submit: (jobId, answers) =>
      sql.transaction(async (tx) => {
        const { assessment, stored } = await assessmentFor(tx, jobId);
        if (!stored) throw new ConflictError(UNSAVED_ASSESSMENT);
        const response = responseTo(assessment, answers, now());
        await insertResponse(tx, response);
        return response;
      }),
    responses: async (jobId) => {
      const { assessment } = await assessmentFor(sql, jobId);
      const rows = await sql.query<ResponseRow>(
        `SELECT listed.*, candidates.name AS candidate_name
         FROM (SELECT ${SCORE_COLUMNS} FROM assessment_responses WHERE assessment_id = $1) AS listed
         LEFT JOIN candidates ON candidates.id = listed.candidate_id
         ORDER BY listed.submitted_at DESC`,
        [assessment.id],
      );
      return rows.map((row) => responseListItem(toResponse(row), assessment, row.score ?? undefined));
    },
    response: async (jobId, responseId) => {
      const [row] = await sql.query<ResponseRow>(
        `SELECT assessment_responses.*, candidates.name AS candidate_name
         FROM assessment_responses LEFT JOIN candidates ON candidates.id = assessment_responses.candidate_id
         WHERE assessment_responses.id = $1 AND assessment_responses.job_id = $2`,
        [responseId, jobId],
      );
      if (!row) throw new RecordNotFoundError(RESPONSE_NOT_FOUND);
      return toResponse(row);
    },
    summaries: () =>
      sql.transaction(async (tx) =>
        summarizeAssessments(
          await tx.query<Pick<Job, 'id' | 'title' | 'status'>>(
            'SELECT id, title, status FROM jobs ORDER BY sort_order',
          ),
          await storedAssessments(tx),
          await scoreRowsFrom(
            await tx.query<ResponseRow>(`SELECT ${SCORE_COLUMNS} FROM assessment_responses WHERE candidate_id <> $1`, [
              LOCAL_CANDIDATE_ID,
            ]),
            () => storedAssessments(tx),
          ),
        ),
      ),
    candidateScores: () =>
      sql.transaction(async (tx) =>
        latestCandidateScores(
          await scoreRowsFrom(
            await tx.query<ResponseRow>(
              `SELECT DISTINCT ON (candidate_id) ${SCORE_COLUMNS} FROM assessment_responses WHERE candidate_id <> $1
               ORDER BY candidate_id, submitted_at DESC`,
              [LOCAL_CANDIDATE_ID],
            ),
            () => storedAssessments(tx),
          ),
        ),
      ),
    scoreByHand: (jobId, responseId, scores) =>
      sql.transaction(async (tx) => {
        const { assessment } = await assessmentFor(tx, jobId);
        const [row] = await tx.query<ResponseRow>(
          'SELECT * FROM assessment_responses WHERE id = $1 AND job_id = $2 FOR UPDATE',
          [responseId, jobId],
        );
        if (!row) throw new RecordNotFoundError(RESPONSE_NOT_FOUND);
        const handScores = reviewedScores(toResponse(row), assessment, scores);
        const scored = toResponse({ ...row, hand_scores: handScores });
        await tx.query('UPDATE assessment_responses SET hand_scores = $2::jsonb, score = $3::jsonb WHERE id = $1', [
          responseId,
          JSON.stringify(handScores),
          storedScore(scored),
        ]);
        return scored;
      }),
  };
}
