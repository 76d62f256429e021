import { http } from 'msw';
import { validateAssessment } from '@/lib/assessmentValidation';
import {
  getAssessment,
  listAssessmentResponses,
  saveAssessment,
  submitAssessmentResponse,
} from '@/lib/data/assessments';
import { InvalidInputError } from '@/lib/data/errors';
import type { TalentFlowDB } from '@/lib/db';
import type { AnswerValue } from '@/lib/types';
import { isFrameworkRequest, readJson, respond } from '@/lib/api/http';
import { apiPath, passthrough } from './respond';

function isAnswerValue(value: unknown): value is AnswerValue {
  return (
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
  );
}

async function readAnswers(request: Request): Promise<Record<string, AnswerValue>> {
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

export function assessmentHandlers(db: TalentFlowDB) {
  return [
    http.get(apiPath('/assessments/:jobId'), ({ request, params }) => {
      if (isFrameworkRequest(request)) return passthrough();
      return respond(() => getAssessment(db, String(params.jobId)));
    }),
    http.put(apiPath('/assessments/:jobId'), ({ request, params }) =>
      respond(async () => {
        const result = validateAssessment(await readJson(request), String(params.jobId));
        if ('error' in result) throw new InvalidInputError(result.error);
        return saveAssessment(db, result.assessment);
      }),
    ),
    http.post(apiPath('/assessments/:jobId/submit'), ({ request, params }) =>
      respond(async () => submitAssessmentResponse(db, String(params.jobId), await readAnswers(request))),
    ),
    http.get(apiPath('/assessments/:jobId/responses'), ({ params }) =>
      respond(() => listAssessmentResponses(db, String(params.jobId))),
    ),
  ];
}
