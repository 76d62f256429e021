import { CHANGED_ELSEWHERE, JOB_NOT_FOUND } from '@/lib/shared/constants';
import { responseTo, UNSAVED_ASSESSMENT, withVersion } from '@/lib/assessments/storedAssessments';
import { ConflictError, RecordNotFoundError } from '@/lib/shared/errors';
import type { AssessmentStore, StoreOptions } from '@/lib/store/store';
import type { Assessment, AssessmentResponse } from '@/lib/shared/types';
import type { Sql } from '../sql';

interface ResponseRow {
  id: string;
  job_id: string;
  assessment_id: string;
  candidate_id: string;
  answers: AssessmentResponse['answers'];
  submitted_at: Date;
}

const toResponse = (row: ResponseRow): AssessmentResponse => ({
  id: row.id,
  jobId: row.job_id,
  assessmentId: row.assessment_id,
  candidateId: row.candidate_id,
  answers: row.answers,
  submittedAt: new Date(row.submitted_at).toISOString(),
});

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

export async function insertAssessments(sql: Sql, assessments: Assessment[]): Promise<void> {
  await sql.query(
    `INSERT INTO assessments (job_id, assessment, version)
     SELECT value->>'jobId', value - 'version', coalesce((value->>'version')::int, 1)
     FROM jsonb_array_elements($1::jsonb)`,
    [JSON.stringify(assessments)],
  );
}

export function sqlAssessmentStore(sql: Sql, { now = () => new Date() }: StoreOptions = {}): AssessmentStore {
  return {
    get: async (jobId) => (await assessmentFor(sql, jobId)).assessment,
    save: async ({ version: startedFrom, ...assessment }) => {
      // One statement: the first save of a job's assessment inserts (when it started from 0),
      // a later one updates the version it started from; two at once cannot both land.
      const [row] = await sql.query<{ version: number }>(
        `INSERT INTO assessments (job_id, assessment)
         SELECT id, $2::jsonb FROM jobs
         WHERE id = $1 AND (coalesce($3::int, 0) = 0 OR EXISTS (SELECT FROM assessments WHERE job_id = $1))
         ON CONFLICT (job_id) DO UPDATE SET assessment = EXCLUDED.assessment, version = assessments.version + 1
           WHERE $3::int IS NULL OR assessments.version = $3::int
         RETURNING version`,
        [assessment.jobId, JSON.stringify(assessment), startedFrom ?? null],
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
        await tx.query(
          `INSERT INTO assessment_responses (id, job_id, assessment_id, candidate_id, answers, submitted_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
          [
            response.id,
            jobId,
            response.assessmentId,
            response.candidateId,
            JSON.stringify(response.answers),
            response.submittedAt,
          ],
        );
        return response;
      }),
    responses: async (jobId) => {
      const { assessment } = await assessmentFor(sql, jobId);
      const rows = await sql.query<ResponseRow>(
        'SELECT * FROM assessment_responses WHERE assessment_id = $1 ORDER BY submitted_at DESC',
        [assessment.id],
      );
      return rows.map(toResponse);
    },
  };
}
