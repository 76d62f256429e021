import { v4 as uuidv4 } from 'uuid';
import { emptyAssessment } from './assessmentDraft';
import { answeredVersion } from './answeredVersion';
import { checkSubmission, visibleQuestions } from './assessmentRules';
import { isHandScored, markAnswer, pointsOf } from './scoring';
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
  candidateId: string = LOCAL_CANDIDATE_ID,
): AssessmentResponse {
  const check = checkSubmission(assessment, answers);
  if (!check.ok) {
    // Each problem names its question, as the form's summary does.
    const labels = new Map(assessment.questions.map((question) => [question.id, question.label]));
    const problems = Object.entries(check.fieldErrors).map(([id, problem]) => `${labels.get(id) ?? id}: ${problem}`);
    throw new InvalidInputError(check.alert ?? problems.join('; '));
  }
  return {
    id: uuidv4(),
    jobId: assessment.jobId,
    assessmentId: assessment.id,
    candidateId,
    answers: check.answers as AssessmentResponse['answers'],
    submittedAt: now.toISOString(),
    answered: answeredVersion(assessment),
  };
}

export const RESPONSE_NOT_FOUND = 'Response not found';

/**
 * A reviewer's points checked against the version the response answered: only written answers
 * the applicant gave, each a whole number from 0 to the question's points. Answers the points
 * kept so far with these laid over them.
 */
export function reviewedScores(
  response: AssessmentResponse,
  current: Assessment,
  scores: Record<string, unknown>,
): Record<string, number> {
  const answered = response.answered ?? current;
  const shown = new Map(visibleQuestions(answered, response.answers).map((question) => [question.id, question]));
  const kept = { ...response.handScores };
  for (const [questionId, points] of Object.entries(scores)) {
    const question = shown.get(questionId);
    if (
      !question ||
      !isHandScored(question) ||
      markAnswer(question, response.answers[questionId], {}).kind !== 'review'
    ) {
      throw new InvalidInputError(`Question ${questionId} has no written answer to score in this response`);
    }
    const possible = pointsOf(question);
    if (typeof points !== 'number' || !Number.isInteger(points) || points < 0 || points > possible) {
      throw new InvalidInputError(`Give "${question.label}" a whole number of points from 0 to ${possible}`);
    }
    kept[questionId] = points;
  }
  return kept;
}

export const UNSAVED_ASSESSMENT = 'Save the assessment before submitting responses to it';
