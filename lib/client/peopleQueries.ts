import { useMemo } from 'react';
import { getStore } from './appStore';
import { useStoreRead } from './storeRead';
import { writesInFlight } from './writesInFlight';
import type { Handles } from '@/lib/candidates/mentions';
import { useTeamMode } from './teamMode';
import { MENTION_HANDLES } from '@/lib/shared/constants';
import type { AssignmentInput } from '@/lib/people/assignments';

/** The team's members (the demo's five in the demo). */
export function useTeamMembers() {
  return useStoreRead(['candidates'], ['members'], (store) => store.people.members());
}

/** Who interviews the candidate, in which stage. */
export function useAssignments(candidateId: string) {
  return useStoreRead(['candidates'], ['assignments', candidateId], (store) =>
    store.candidates.assignments(candidateId),
  );
}

/**
 * The ids of the candidates `memberId` is asked to interview, for a screen that shows only
 * those; null when no member is named (everyone is shown), undefined while loading.
 */
export function useAssignedIds(memberId: string | undefined): ReadonlySet<string> | null | undefined {
  const assigned = useStoreRead(['candidates'], ['assigned', memberId], async (store) =>
    memberId === undefined ? null : new Set(await store.candidates.assignedTo(memberId)),
  );
  // Known at once when nobody is named: a list for everyone does not wait for a read.
  return memberId === undefined ? null : assigned;
}

/** The notes that mention the member the screens act for, newest first, and how many are unread. */
export function useMentions() {
  return useStoreRead(['candidates'], ['mentions'], (store) => store.people.mentions());
}

export const markMentionsRead = () => writesInFlight.track(getStore().people.markMentionsRead());

export const assignmentStore = {
  assign: (candidateId: string, input: AssignmentInput) =>
    writesInFlight.track(getStore().candidates.assign(candidateId, input)),
  unassign: (candidateId: string, assignmentId: string) =>
    writesInFlight.track(getStore().candidates.unassign(candidateId, assignmentId)),
};

/** The handles notes may mention: the demo's five, or the team server's members'. */
export function useMentionHandles(): Handles {
  const team = useTeamMode();
  const members = useTeamMembers();
  if (!team) return MENTION_HANDLES;
  return members?.map((member) => member.handle) ?? [];
}

/** Each member's name by their handle, for the mention suggestions to say who a handle is. */
export function useNamesByHandle(): ReadonlyMap<string, string> {
  const members = useTeamMembers();
  return useMemo(() => new Map((members ?? []).map((member) => [member.handle, member.name])), [members]);
}
