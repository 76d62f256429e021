import { ForbiddenError } from '@/lib/shared/errors';
import type { CandidateFilters } from '@/lib/candidates/candidateRules';
import type { Store } from './store';
import type { Member } from '@/lib/people/members';

export const NOT_ASSIGNED = 'Interviewers see only the candidates they are assigned to.';

/**
 * The store as a member who sees only the candidates assigned to them (an interviewer): lists
 * and scores keep those candidates only, a candidate of someone else's reads as none (not found),
 * and any other read or note about them is refused (ForbiddenError). Counts across the pipeline
 * (the insights, an assessment's summary) name nobody and stay whole.
 */
export function assignedOnly(store: Store, member: Member): Store {
  const { candidates, assessments, careers } = store;
  const assigned = async () => new Set(await candidates.assignedTo(member.id));
  const ifAssigned =
    <Args extends unknown[], Result>(read: (candidateId: string, ...args: Args) => Promise<Result>) =>
    async (candidateId: string, ...args: Args): Promise<Result> => {
      if (!(await assigned()).has(candidateId)) throw new ForbiddenError(NOT_ASSIGNED);
      return read(candidateId, ...args);
    };
  const onlyAssigned = async (filters: CandidateFilters): Promise<CandidateFilters> => {
    const ids = await assigned();
    return { ...filters, ids: [...ids].filter((id) => !filters.ids || filters.ids.includes(id)) };
  };
  const keep = async <Item>(items: Promise<Item[]>, idOf: (item: Item) => string) => {
    const [all, ids] = await Promise.all([items, assigned()]);
    return all.filter((item) => ids.has(idOf(item)));
  };
  return {
    ...store,
    candidates: {
      ...candidates,
      all: () => keep(candidates.all(), (candidate) => candidate.id),
      list: async (filters) => candidates.list(await onlyAssigned(filters)),
      page: async (filters, page, pageSize) => candidates.page(await onlyAssigned(filters), page, pageSize),
      get: async (id) => ((await assigned()).has(id) ? candidates.get(id) : undefined),
      timeline: ifAssigned(candidates.timeline),
      jobChanges: ifAssigned(candidates.jobChanges),
      // The person's other applications only where the interviewer is assigned to them too.
      applications: async (id) => {
        const ids = await assigned();
        if (!ids.has(id)) throw new ForbiddenError(NOT_ASSIGNED);
        return (await candidates.applications(id)).filter((application) => ids.has(application.candidateId));
      },
      // Likewise the person's notes written from applications the interviewer is assigned to.
      notes: async (id) => {
        const ids = await assigned();
        if (!ids.has(id)) throw new ForbiddenError(NOT_ASSIGNED);
        return (await candidates.notes(id)).filter((note) => ids.has(note.candidateId));
      },
      addNote: ifAssigned(candidates.addNote),
      assignments: ifAssigned(candidates.assignments),
      reached: (stage) => keep(candidates.reached(stage), (id) => id),
      assignedTo: async (memberId) => {
        if (memberId !== member.id) throw new ForbiddenError(NOT_ASSIGNED);
        return candidates.assignedTo(memberId);
      },
    },
    assessments: {
      ...assessments,
      responses: (jobId) => keep(assessments.responses(jobId), (item) => item.candidateId),
      response: async (jobId, responseId) => {
        const response = await assessments.response(jobId, responseId);
        if (!(await assigned()).has(response.candidateId)) throw new ForbiddenError(NOT_ASSIGNED);
        return response;
      },
      candidateAssessments: ifAssigned(assessments.candidateAssessments),
      candidateScores: () => keep(assessments.candidateScores(), (item) => item.candidateId),
    },
    careers: {
      ...careers,
      application: ifAssigned(careers.application),
      applications: () => keep(careers.applications(), (application) => application.candidateId),
      resume: ifAssigned(careers.resume),
    },
    messages: {
      ...store.messages,
      messages: async (candidateId) => {
        const ids = await assigned();
        if (!ids.has(candidateId)) throw new ForbiddenError(NOT_ASSIGNED);
        return (await store.messages.messages(candidateId)).filter((message) => ids.has(message.candidateId));
      },
    },
    // An interviewer reads the offers of those they interview (no role that may not see every
    // candidate may change one).
    offers: { ...store.offers, offers: ifAssigned(store.offers.offers) },
    interviews: {
      ...store.interviews,
      // An interviewer's own interviews of those assigned to them.
      interviews: async (candidateId) =>
        (await ifAssigned(store.interviews.interviews)(candidateId)).filter((interview) =>
          interview.interviewerIds.includes(member.id),
        ),
      calendar: (filter) => store.interviews.calendar({ ...filter, mine: true }),
      overdueScorecards: async (jobId) =>
        (await store.interviews.overdueScorecards(jobId)).filter((overdue) => overdue.memberId === member.id),
      slotOffers: async (candidateId) =>
        (await ifAssigned(store.interviews.slotOffers)(candidateId)).filter((offer) =>
          offer.interviewerIds.includes(member.id),
        ),
      scorecards: ifAssigned(store.interviews.scorecards),
      saveScorecard: ifAssigned(store.interviews.saveScorecard),
      tallies: () => keep(store.interviews.tallies(), (tally) => tally.candidateId),
    },
    people: {
      ...store.people,
      mentions: async () => {
        const [{ notes, unread }, ids] = await Promise.all([store.people.mentions(), assigned()]);
        const kept = notes.filter(({ note }) => ids.has(note.candidateId));
        // Unread ones come first (newest first), so those of others' candidates are taken from the count in order.
        const unreadKept = notes.slice(0, unread).filter(({ note }) => ids.has(note.candidateId)).length;
        return { notes: kept, unread: unreadKept };
      },
    },
  };
}
