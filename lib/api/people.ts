import { readActivityFilter } from '@/lib/activity/activity';
import { readAssignmentInput } from '@/lib/people/assignments';
import { type ApiRoute, readJson, respond } from './http';
import { ENDPOINTS } from './endpoints';

/** The team's members and who interviews whom. */
export function peopleRoutes(): ApiRoute[] {
  return [
    { method: 'GET', path: ENDPOINTS.members, handle: ({ store: { people } }) => respond(() => people.members()) },
    { method: 'GET', path: ENDPOINTS.mentions, handle: ({ store: { people } }) => respond(() => people.mentions()) },
    {
      method: 'POST',
      path: ENDPOINTS.mentionsRead,
      calls: 'people.markMentionsRead',
      handle: ({ store: { people } }) =>
        respond(async () => {
          await people.markMentionsRead();
          return { ok: true };
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.activity,
      handle: ({ request, store: { people } }) =>
        respond(() => people.activity(readActivityFilter(new URL(request.url).searchParams))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.memberCandidates,
      handle: ({ params, store: { candidates } }) => respond(() => candidates.assignedTo(params.memberId)),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateAssignments,
      handle: ({ params, store: { candidates } }) => respond(() => candidates.assignments(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateAssignments,
      calls: 'candidates.assign',
      handle: ({ request, params, store: { candidates } }) =>
        respond(async () => candidates.assign(params.id, readAssignmentInput(await readJson(request)))),
    },
    {
      method: 'DELETE',
      path: ENDPOINTS.candidateAssignment,
      calls: 'candidates.unassign',
      handle: ({ params, store: { candidates } }) =>
        respond(async () => {
          await candidates.unassign(params.id, params.assignmentId);
          return { ok: true };
        }),
    },
  ];
}
