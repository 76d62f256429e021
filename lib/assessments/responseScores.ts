import { scoreResponse, type ResponseScore } from './scoring';
import { LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import type { Assessment, AssessmentResponse } from '@/lib/shared/types';

/**
 * A candidate's response reduced to its score, kept beside the response when it is written or
 * hand-scored: lists and summaries read these few fields instead of every response's answers
 * and its copy of the questions, which is most of what a response weighs.
 */
export interface ResponseScoreRow {
  responseId: string;
  jobId: string;
  assessmentId: string;
  candidateId: string;
  submittedAt: string;
  score: ResponseScore;
  /**
   * Kept before responses kept the version they answered: scored over the job's current
   * assessment, so scored again whenever that is saved.
   */
  followsCurrent?: true;
}

/**
 * The score row of a candidate's response, over the version it answered (or, for one kept before
 * versions, the job's current assessment). None for a recruiter's test response, which no list
 * counts, nor for an unversioned response whose job has no assessment left.
 */
export function scoreRowOf(response: AssessmentResponse, current?: Assessment): ResponseScoreRow | undefined {
  if (response.candidateId === LOCAL_CANDIDATE_ID) return undefined;
  const answered = response.answered ?? current;
  if (!answered) return undefined;
  return {
    responseId: response.id,
    jobId: response.jobId,
    assessmentId: response.assessmentId,
    candidateId: response.candidateId,
    submittedAt: response.submittedAt,
    score: scoreResponse(answered, response.answers, response.handScores),
    ...(response.answered ? {} : { followsCurrent: true as const }),
  };
}

/** Score rows of many responses, each unversioned one read by its job's current assessment. */
export function scoreRowsOf(responses: AssessmentResponse[], assessments: Assessment[]): ResponseScoreRow[] {
  const byJob = new Map(assessments.map((assessment) => [assessment.jobId, assessment]));
  return responses.flatMap((response) => scoreRowOf(response, byJob.get(response.jobId)) ?? []);
}
