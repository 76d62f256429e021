import { useDeferredValue, useMemo, useState } from 'react';
import type { inferParserType } from 'nuqs';
import { useCandidateScores } from '@/lib/client/assessmentSummaryQueries';
import { useCandidateIndex } from '@/lib/client/candidateQueries';
import {
  type CandidateIndex,
  normalizeSearch,
  type SearchResult,
  searchCandidates,
} from '@/lib/candidates/candidateSearch';
import { byScore, scorePercents } from '@/lib/candidates/scoreOrder';
import { useReachedIds } from '@/lib/client/insightQueries';
import type { candidateListView } from '@/lib/client/viewParams';
import type { Stage } from '@/lib/shared/types';
import { useSignedInMember } from '@/components/ui/useSignedInMember';
import { can } from '@/lib/people/roleRules';
import { useAssignedIds } from '@/lib/client/peopleQueries';

/**
 * The search result, kept from render to render so that a search that only grows filters the
 * previous matches (searchCandidates) rather than everyone. Updated during render, as React
 * advises for state derived from earlier renders.
 */
function useNarrowingSearch(index: CandidateIndex | undefined, search: string, stage: Stage | '') {
  const [result, setResult] = useState<SearchResult>();
  const current =
    result && result.index === index && result.stage === stage && result.search === normalizeSearch(search);
  if (index && !current) setResult(searchCandidates(index, search, stage, result));
  return current ? result.matches : undefined;
}

/**
 * Up to this many candidates a search runs with the keystroke: one pass takes a few
 * milliseconds, less than a deferred render's second pass costs. Above it, typing stays
 * responsive while the list catches up.
 */
const SEARCH_WITH_THE_KEYSTROKE = 20_000;

/**
 * The candidates the list view asks for, in its order (undefined while any of it loads), the
 * latest scores, and whether the rows still answer an older search.
 */
export function useCandidateMatches(view: inferParserType<typeof candidateListView>) {
  const index = useCandidateIndex();
  const searchNow = index !== undefined && index.entries.length <= SEARCH_WITH_THE_KEYSTROKE;
  // Deferred only when it is used: a deferred value that follows every key renders the results
  // a second time after each one, for nothing when the search already ran with the key.
  const deferredSearch = useDeferredValue(searchNow ? '' : view.search);
  const search = searchNow ? view.search : deferredSearch;
  const searched = useNarrowingSearch(index, search, view.stage ?? '');
  const reached = useReachedIds(view.reached);
  const scores = useCandidateScores();
  // The demo's index holds everyone: an interviewer is shown only whom they interview.
  const [member] = useSignedInMember();
  const assigned = useAssignedIds(member && !can(member, 'seeAllCandidates') ? member.id : undefined);
  const needsScores = view.sort !== null || view.minScore !== null;
  const inView = useMemo(() => {
    if (!searched || (view.reached && !reached) || assigned === undefined) return undefined;
    if (!view.job && !view.source && !view.reached && !assigned) return searched;
    return searched.filter(
      ({ candidate }) =>
        (!view.job || candidate.jobId === view.job) &&
        (!view.source || candidate.source === view.source) &&
        (!reached || reached.has(candidate.id)) &&
        (!assigned || assigned.has(candidate.id)),
    );
  }, [searched, reached, assigned, view.job, view.source, view.reached]);
  const matches = useMemo(() => {
    if (!inView || !index || !needsScores) return inView;
    return scores && byScore(inView, scorePercents(index, scores), { min: view.minScore, sort: view.sort });
  }, [inView, index, scores, needsScores, view.minScore, view.sort]);
  return { matches, scores, busy: search !== view.search };
}
