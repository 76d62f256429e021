import { http } from 'msw';
import { v4 as uuidv4 } from 'uuid';
import { emptyAssessment } from '@/lib/assessmentDraft';
import { checkSubmission } from '@/lib/assessmentRules';
import { validateAssessment } from '@/lib/assessmentValidation';
import { LOCAL_CANDIDATE_ID } from '@/lib/constants';
import type { TalentFlowDB } from '@/lib/db';
import type { AnswerValue, Assessment, AssessmentResponse } from '@/lib/types';
import {
  addAssessmentResponse,
  getAssessment,
  listAssessmentResponses,
  saveAssessment,
} from './repository/assessments';
import { RepositoryError } from './repository/errors';
import { apiPath, isFrameworkRequest, passthrough, readJson, respond } from './respond';

async function assessmentFor(db: TalentFlowDB, jobId: string): Promise<{ assessment: Assessment; stored: boolean }> {
  if (!(await db.jobs.get(jobId))) throw new RepositoryError(404, 'Job not found');
  const stored = await getAssessment(db, jobId);
  return { assessment: stored ?? emptyAssessment(jobId), stored: Boolean(stored) };
}

export function assessmentHandlers(db: TalentFlowDB) {
  return [
    http.get(apiPath('/assessments/:jobId'), ({ request, params }) => {
      if (isFrameworkRequest(request)) return passthrough();
      return respond(async () => (await assessmentFor(db, String(params.jobId))).assessment);
    }),
    http.put(apiPath('/assessments/:jobId'), ({ request, params }) =>
      respond(async () => {
        const jobId = String(params.jobId);
        await assessmentFor(db, jobId);
        const result = validateAssessment(await readJson(request), jobId);
        if ('error' in result) throw new RepositoryError(400, result.error);
        return saveAssessment(db, result.assessment);
      }),
    ),
    http.post(apiPath('/assessments/:jobId/submit'), ({ request, params }) =>
      respond(async () => {
        const jobId = String(params.jobId);
        const { assessment, stored } = await assessmentFor(db, jobId);
        if (!stored) throw new RepositoryError(409, 'Save the assessment before submitting responses to it');
        const body = (await readJson(request)) as { answers?: unknown } | null;
        if (typeof body?.answers !== 'object' || body.answers === null || Array.isArray(body.answers)) {
          throw new RepositoryError(400, 'answers must be an object of question ids to values');
        }
        for (const [questionId, value] of Object.entries(body.answers)) {
          const valid =
            typeof value === 'string' ||
            (typeof value === 'number' && Number.isFinite(value)) ||
            (Array.isArray(value) && value.every((entry) => typeof entry === 'string'));
          if (!valid) throw new RepositoryError(400, `The answer to ${questionId} must be text, a number or a list of text`);
        }
        const check = checkSubmission(assessment, body.answers as Record<string, AnswerValue>);
        if (!check.ok) {
          const detail = check.alert ?? Object.values(check.fieldErrors).join('; ');
          throw new RepositoryError(400, detail);
        }
        const response: AssessmentResponse = {
          id: uuidv4(),
          jobId,
          assessmentId: assessment.id,
          candidateId: LOCAL_CANDIDATE_ID,
          answers: check.answers as AssessmentResponse['answers'],
          submittedAt: new Date().toISOString(),
        };
        return addAssessmentResponse(db, response);
      }),
    ),
    http.get(apiPath('/assessments/:jobId/responses'), ({ params }) =>
      respond(async () => {
        const { assessment } = await assessmentFor(db, String(params.jobId));
        return listAssessmentResponses(db, assessment.id);
      }),
    ),
  ];
}
