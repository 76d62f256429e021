import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { writesInFlight } from './writesInFlight';
import { getStore } from './appStore';
import { withBasePath } from '@/lib/shared/paths';
import { useStoreRead } from './storeRead';
import type { InterviewPlan } from '@/lib/interviews/interviewPlans';
import type { CalendarFilter, InterviewInput } from '@/lib/interviews/interviews';
import type { SlotOfferInput } from '@/lib/interviews/slots';
import type { RatingCounts } from '@/lib/interviews/scorecards';

/** The job's interview plan: the attributes each interview stage judges. */
export function useInterviewPlan(jobId: string | undefined) {
  return useStoreRead(['jobs'], ['interviewPlan', jobId], (store) =>
    jobId ? store.interviews.plan(jobId) : Promise.resolve(undefined),
  );
}

/** The candidate's scorecards as the signed-in member may see them, with their summary. */
export function useScorecards(candidateId: string) {
  return useStoreRead(['candidates'], ['scorecards', candidateId], (store) => store.interviews.scorecards(candidateId));
}

/** Each candidate's submitted recommendations (for the board's cards), by candidate id. */
export function useScorecardTallies(): ReadonlyMap<string, RatingCounts> | undefined {
  const tallies = useStoreRead(['candidates'], ['scorecardTallies'], (store) => store.interviews.tallies());
  return useMemo(
    () => tallies && new Map(tallies.map((tally) => [tally.candidateId, tally.recommendations])),
    [tallies],
  );
}

/** The application's interviews as the signed-in member may see them, soonest first. */
export function useInterviews(candidateId: string) {
  return useStoreRead(['candidates'], ['interviews', candidateId], (store) => store.interviews.interviews(candidateId));
}

const linkBase = () => `${window.location.origin}${withBasePath('')}`;

export const interviewStore = {
  // Over the API, whose host writes the links from the address it was reached at; this one is the store's own.
  schedule: (candidateId: string, input: InterviewInput) =>
    writesInFlight.track(getStore().interviews.schedule(candidateId, input, linkBase())),
  reschedule: (candidateId: string, interviewId: string, sequence: number, input: InterviewInput) =>
    writesInFlight.track(getStore().interviews.reschedule(candidateId, interviewId, sequence, input, linkBase())),
  cancel: (candidateId: string, interviewId: string, sequence: number) =>
    writesInFlight.track(getStore().interviews.cancelInterview(candidateId, interviewId, sequence, linkBase())),
  renewCalendarFeed: () => writesInFlight.track(getStore().interviews.renewCalendarFeed(linkBase())),
  revokeCalendarFeed: () => writesInFlight.track(getStore().interviews.revokeCalendarFeed()),
  /** The member's interviews of the coming three months and the past month, read once, for a download. */
  myCalendar: (from: string, to: string) => getStore().interviews.calendar({ from, to, mine: true }),
  saveReminderHours: (hours: number) => writesInFlight.track(getStore().interviews.saveReminderHours(hours)),
  offerSlots: (candidateId: string, input: SlotOfferInput) =>
    writesInFlight.track(getStore().interviews.offerSlots(candidateId, input, linkBase())),
  savePlan: (jobId: string, plan: InterviewPlan) => writesInFlight.track(getStore().interviews.savePlan(jobId, plan)),
  saveScorecard: (candidateId: string, assignmentId: string, body: unknown) =>
    writesInFlight.track(getStore().interviews.saveScorecard(candidateId, assignmentId, body)),
};

/** The times offered to the candidate, newest first. */
export function useSlotOffers(candidateId: string) {
  return useStoreRead(['candidates'], ['slotOffers', candidateId], (store) => store.interviews.slotOffers(candidateId));
}

/** The chosen interviewers' scheduled times in a week, for the grid the recruiter offers times on. */
export function useBusyTimes(interviewerIds: readonly string[], from: string, to: string) {
  return useStoreRead(['candidates'], ['busy', interviewerIds.join(','), from, to], (store) =>
    interviewerIds.length ? store.interviews.busy([...interviewerIds], from, to) : Promise.resolve([]),
  );
}

/** The candidate's side of a scheduling link goes through the API, as a visitor's browser would. */
export const scheduleLinkQueries = {
  toBook: (token: string) =>
    queryOptions({ queryKey: ['schedule', token] as const, queryFn: () => getStore().interviews.toBook(token) }),
};

export const scheduleLinkMutations = {
  book: () =>
    mutationOptions({
      mutationFn: ({ token, startsAt }: { token: string; startsAt: string }) =>
        getStore().interviews.book(token, startsAt, linkBase()),
    }),
};

/** Interviews starting in a window, the member's own or all they may see, soonest first. */
export function useCalendar(filter: CalendarFilter) {
  return useStoreRead(['candidates'], ['calendar', filter.from, filter.to, filter.mine], (store) =>
    store.interviews.calendar(filter),
  );
}

/** Scorecards overdue now, of one job's candidates (every job's when empty): an interviewer's own only. */
export function useOverdueScorecards(jobId: string) {
  return useStoreRead(['candidates'], ['overdueScorecards', jobId], (store) =>
    store.interviews.overdueScorecards(jobId),
  );
}

/** The candidates with an overdue scorecard, for the board's cards. */
export function useOverdueCandidates(): ReadonlySet<string> | undefined {
  const overdue = useOverdueScorecards('');
  return useMemo(() => overdue && new Set(overdue.map((each) => each.candidateId)), [overdue]);
}

/** Hours after an interview's end that a missing scorecard is overdue. */
export function useReminderHours() {
  return useStoreRead(['candidates'], ['reminderHours'], (store) => store.interviews.reminderHours());
}

/** Whether the signed-in member has a calendar feed. */
export function useCalendarFeed() {
  return useStoreRead(['candidates'], ['calendarFeed'], (store) => store.interviews.calendarFeed());
}
