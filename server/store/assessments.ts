import { JOB_NOT_FOUND } from '@/lib/constants';
import { emptyAssessment } from '@/lib/assessmentDraft';
import { responseTo, UNSAVED_ASSESSMENT } from '@/lib/data/assessments';
import { ConflictError, RecordNotFoundError } from '@/lib/data/errors';
import type { AssessmentStore, StoreOptions } from '@/lib/data/store';
import type { Assessment, AssessmentResponse } from '@/lib/types';
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

/** The job's stored assessment, or an empty one; a job that does not exist is refused. */
async function assessmentFor(sql: Sql, jobId: string): Promise<{ assessment: Assessment; stored: boolean }> {
  const [row] = await sql.query<{ assessment: Assessment | null }>(
    'SELECT assessments.assessment FROM jobs LEFT JOIN assessments ON assessments.job_id = jobs.id WHERE jobs.id = $1',
    [jobId],
  );
  if (!row) throw new RecordNotFoundError(JOB_NOT_FOUND);
  return { assessment: row.assessment ?? emptyAssessment(jobId), stored: row.assessment !== null };
}

export async function insertAssessments(sql: Sql, assessments: Assessment[]): Promise<void> {
  await sql.query(
    `INSERT INTO assessments (job_id, assessment)
     SELECT value->>'jobId', value FROM jsonb_array_elements($1::jsonb)`,
    [JSON.stringify(assessments)],
  );
}

export function sqlAssessmentStore(sql: Sql, { now = () => new Date() }: StoreOptions = {}): AssessmentStore {
  return {
    get: async (jobId) => (await assessmentFor(sql, jobId)).assessment,
    save: (assessment) =>
      sql.transaction(async (tx) => {
        await assessmentFor(tx, assessment.jobId);
        await tx.query(
          `INSERT INTO assessments (job_id, assessment) VALUES ($1, $2::jsonb)
           ON CONFLICT (job_id) DO UPDATE SET assessment = EXCLUDED.assessment, version = assessments.version + 1`,
          [assessment.jobId, JSON.stringify(assessment)],
        );
        return assessment;
      }),
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
