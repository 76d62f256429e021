import { readInterviewPlan } from '@/lib/interviews/interviewPlans';
import { type ApiRoute, readJson, respond } from './http';
import { ENDPOINTS } from './endpoints';

/** Interview plans and scorecards (lib/interviews/). */
export function interviewRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: ENDPOINTS.interviewPlan,
      handle: ({ params, store: { interviews } }) => respond(() => interviews.plan(params.id)),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.interviewPlan,
      calls: 'interviews.savePlan',
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () => interviews.savePlan(params.id, readInterviewPlan(await readJson(request)))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateScorecards,
      handle: ({ params, store: { interviews } }) => respond(() => interviews.scorecards(params.id)),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.candidateScorecard,
      calls: 'interviews.saveScorecard',
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () => interviews.saveScorecard(params.id, params.assignmentId, await readJson(request))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.scorecardTallies,
      handle: ({ store: { interviews } }) => respond(() => interviews.tallies()),
    },
  ];
}
