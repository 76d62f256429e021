import { v4 as uuidv4 } from 'uuid';
import { emptyAssessment } from './assessmentDraft';
import { checkSubmission } from './assessmentRules';
import { LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import { InvalidInputError } from '@/lib/shared/errors';
import type { AnswerValue, Assessment, AssessmentResponse } from '@/lib/shared/types';

/**
 * Stored assessments and their responses as both back ends keep them: the browser's
 * (assessmentRepository.ts) and the team server's (server/store/assessments.ts).
 */

/** An assessment as the API shows it: with its version, 1 for one saved before versions were kept. */
export function withVersion(assessment: Assessment | undefined, jobId: string): Assessment {
  return assessment ? { ...assessment, version: assessment.version ?? 1 } : { ...emptyAssessment(jobId), version: 0 };
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
