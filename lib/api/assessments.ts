import { validateAssessment } from '@/lib/assessments/assessmentValidation';
import { InvalidInputError } from '@/lib/shared/errors';
import { unlessAlreadyStored } from '@/lib/store/staleEdits';
import type { AnswerValue } from '@/lib/shared/types';
import { type ApiRoute, readJson, respond } from './http';
import { ENDPOINTS } from './endpoints';

function isAnswerValue(value: unknown): value is AnswerValue {
  return (
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
  );
}

export async function readAnswers(request: Request): Promise<Record<string, AnswerValue>> {
  const body = (await readJson(request)) as { answers?: unknown } | null;
  if (typeof body?.answers !== 'object' || body.answers === null || Array.isArray(body.answers)) {
    throw new InvalidInputError('answers must be an object of question ids to values');
  }
  for (const [questionId, value] of Object.entries(body.answers)) {
    if (!isAnswerValue(value)) {
      throw new InvalidInputError(`The answer to ${questionId} must be text, a number or a list of text`);
    }
  }
  return body.answers as Record<string, AnswerValue>;
}

export function assessmentRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: ENDPOINTS.assessment,
      sharedWithPages: true,
      handle: ({ params, store: { assessments } }) => respond(() => assessments.get(params.jobId)),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.assessment,
      calls: 'assessments.save',
      handle: ({ request, params, store: { assessments } }) =>
        respond(async () => {
          const result = validateAssessment(await readJson(request), params.jobId);
          if ('error' in result) throw new InvalidInputError(result.error);
          const { assessment } = result;
          return unlessAlreadyStored(
            () => assessments.save(assessment),
            () => assessments.get(assessment.jobId),
            assessment,
            { whole: true },
          );
        }),
    },
    {
      method: 'POST',
      path: ENDPOINTS.assessmentSubmit,
      calls: 'assessments.submit',
      handle: ({ request, params, store: { assessments } }) =>
        respond(async () => assessments.submit(params.jobId, await readAnswers(request))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.assessmentSummaries,
      handle: ({ store: { assessments } }) => respond(() => assessments.summaries()),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateScores,
      handle: ({ store: { assessments } }) => respond(() => assessments.candidateScores()),
    },
    {
      method: 'GET',
      path: ENDPOINTS.assessmentResponses,
      handle: ({ params, store: { assessments } }) => respond(() => assessments.responses(params.jobId)),
    },
    {
      method: 'GET',
      path: ENDPOINTS.assessmentResponse,
      handle: ({ params, store: { assessments } }) =>
        respond(() => assessments.response(params.jobId, params.responseId)),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.assessmentResponseScores,
      calls: 'assessments.scoreByHand',
      handle: ({ request, params, store: { assessments } }) =>
        respond(async () => {
          const body = (await readJson(request)) as { scores?: unknown } | null;
          const scores = body?.scores;
          if (typeof scores !== 'object' || scores === null || Array.isArray(scores)) {
            throw new InvalidInputError('scores must be an object of question ids to points');
          }
          return assessments.scoreByHand(params.jobId, params.responseId, scores as Record<string, unknown>);
        }),
    },
  ];
}
