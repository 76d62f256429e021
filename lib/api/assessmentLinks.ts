import { readAnswers } from './assessments';
import { type ApiRoute, respond } from './http';
import { ENDPOINTS } from './endpoints';

const noContent = async (run: () => Promise<void>) => {
  const answer = await respond(async () => {
    await run();
    return null;
  });
  return answer.ok ? new Response(null, { status: 204 }) : answer;
};

/** Links that let a candidate answer their job's assessment: sent by recruiters, opened by applicants. */
export function assessmentLinkRoutes(): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: ENDPOINTS.candidateAssessmentLinks,
      calls: 'assessments.sendLink',
      handle: async ({ params, store: { assessments } }) => {
        const answer = await respond(() => assessments.sendLink(params.id));
        return answer.ok ? new Response(answer.body, { status: 201, headers: answer.headers }) : answer;
      },
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateAssessments,
      handle: ({ params, store: { assessments } }) => respond(() => assessments.candidateAssessments(params.id)),
    },
    {
      method: 'GET',
      path: ENDPOINTS.take,
      public: true,
      handle: ({ params, store: { assessments } }) => respond(() => assessments.toTake(params.token)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.takeStart,
      public: true,
      handle: ({ params, store: { assessments } }) => noContent(() => assessments.start(params.token)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.take,
      public: true,
      handle: async ({ request, params, store: { assessments } }) =>
        noContent(async () => assessments.submitByLink(params.token, await readAnswers(request))),
    },
  ];
}
