import type { Member } from '@/lib/people/members';
import { can } from '@/lib/people/roleRules';
import type { InterviewStore, Store } from './store';
import { scorecardsSeenBy } from '@/lib/interviews/scorecards';

/**
 * The interview store as `member` sees it: a candidate's scorecards without others' drafts, and
 * for a member who judges without seeing everyone (an interviewer) without others' scorecards
 * or tallies until their own are submitted (lib/interviews/scorecards.ts).
 */
export function scorecardsSeen(store: Store, member: Member): InterviewStore {
  const { interviews, candidates } = store;
  return {
    ...interviews,
    scorecards: async (candidateId) => {
      const [below, assignments] = await Promise.all([
        interviews.scorecards(candidateId),
        candidates.assignments(candidateId),
      ]);
      const seen = scorecardsSeenBy(member, assignments, below.scorecards);
      // A store below that already kept some back (the team server's, seen through its API) says how many.
      return { ...seen, hidden: seen.hidden + below.hidden };
    },
    tallies: async () => {
      const tallies = await interviews.tallies();
      return can(member, 'seeAllCandidates') ? tallies : tallies.filter(({ pending }) => !pending.includes(member.id));
    },
  };
}
