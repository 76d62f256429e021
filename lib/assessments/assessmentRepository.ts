import { v4 as uuidv4 } from 'uuid';
import { emptyAssessment } from '@/lib/assessments/assessmentDraft';
import { checkSubmission } from '@/lib/assessments/assessmentRules';
import { CHANGED_ELSEWHERE, JOB_NOT_FOUND, LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import type { TalentFlowDB } from '@/lib/platform/db';
import type { AnswerValue, Assessment, AssessmentResponse } from '@/lib/shared/types';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';

/** Local database operations on assessments and their responses (spec section 7). */

/** An assessment as the API shows it: with its version, 1 for one saved before versions were kept. */
export function withVersion(assessment: Assessment | undefined, jobId: string): Assessment {
  return assessment ? { ...assessment, version: assessment.version ?? 1 } : { ...emptyAssessment(jobId), version: 0 };
}

async function assessmentFor(db: TalentFlowDB, jobId: string): Promise<{ assessment: Assessment; stored: boolean }> {
  if (!(await db.jobs.get(jobId))) throw new RecordNotFoundError(JOB_NOT_FOUND);
  const stored = await db.assessments.get(jobId);
  return { assessment: withVersion(stored, jobId), stored: Boolean(stored) };
}

/** The job's assessment; an empty one when none was saved yet. */
export async function getAssessment(db: TalentFlowDB, jobId: string): Promise<Assessment> {
  return (await assessmentFor(db, jobId)).assessment;
}

/**
 * Saves an assessment that has passed validateAssessment for this job, as the next version;
 * refused if it started from another version than the stored one.
 */
export function saveAssessment(db: TalentFlowDB, assessment: Assessment): Promise<Assessment> {
  return db.transaction('rw', db.jobs, db.assessments, async () => {
    const { assessment: stored } = await assessmentFor(db, assessment.jobId);
    const version = stored.version ?? 0;
    if (assessment.version !== undefined && assessment.version !== version) throw new ConflictError(CHANGED_ELSEWHERE);
    const saved = { ...assessment, version: version + 1 };
    await db.assessments.put(saved);
    return saved;
  });
}

/** The response these answers make, once they pass the assessment's rules; refused otherwise. */
export function responseTo(
  assessment: Assessment,
  answers: Record<string, AnswerValue>,
  now: Date,
): AssessmentResponse {
  const check = checkSubmission(assessment, answers);
  if (!check.ok) throw new InvalidInputError(check.alert ?? Object.values(check.fieldErrors).join('; '));
  return {
    id: uuidv4(),
    jobId: assessment.jobId,
    assessmentId: assessment.id,
    candidateId: LOCAL_CANDIDATE_ID,
    answers: check.answers as AssessmentResponse['answers'],
    submittedAt: now.toISOString(),
  };
}

export const UNSAVED_ASSESSMENT = 'Save the assessment before submitting responses to it';

/** Checks the answers against the stored assessment's rules and stores them as a response. */
export async function submitAssessmentResponse(
  db: TalentFlowDB,
  jobId: string,
  answers: Record<string, AnswerValue>,
  now: () => Date = () => new Date(),
): Promise<AssessmentResponse> {
  const { assessment, stored } = await assessmentFor(db, jobId);
  if (!stored) throw new ConflictError(UNSAVED_ASSESSMENT);
  const response = responseTo(assessment, answers, now());
  await db.assessmentResponses.add(response);
  return response;
}

/** Responses to the job's assessment, newest first. */
export async function listAssessmentResponses(db: TalentFlowDB, jobId: string): Promise<AssessmentResponse[]> {
  const { assessment } = await assessmentFor(db, jobId);
  const responses = await db.assessmentResponses.where('assessmentId').equals(assessment.id).toArray();
  return responses.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}
