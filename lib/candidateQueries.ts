import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { getCandidate, listNotes, listTimeline } from '@/lib/data/candidates';
import { buildCandidateIndex, type CandidateIndex } from './candidateSearch';
import { getDb } from './db';
import { useLocalRead } from './localRead';
import { apiRequest } from './network';
import type { Candidate, Page, Stage } from './types';

export interface BoardFilters {
  search: string;
  stage: Stage | '';
  jobId: string;
}

export const candidateQueries = {
  all: () => ['candidates'] as const,
  lists: () => [...candidateQueries.all(), 'list'] as const,
  /** Keyed by search and stage (spec section 7), and by job for the board's filter. */
  list: (filters: BoardFilters) =>
    queryOptions({
      queryKey: [...candidateQueries.lists(), filters] as const,
      queryFn: ({ signal }) =>
        apiRequest<Page<Candidate>>('/candidates', {
          signal,
          query: { search: filters.search, stage: filters.stage, jobId: filters.jobId },
        }),
    }),
};

export interface MoveStageVariables {
  candidate: Candidate;
  to: Stage;
  listKey: ReturnType<typeof candidateQueries.list>['queryKey'];
}

export const candidateMutations = {
  /** Moves a card at once, undoes the move if the call fails, and refreshes the lists after a success. */
  moveStage: () =>
    mutationOptions({
      mutationFn: ({ candidate, to }: MoveStageVariables) =>
        apiRequest<Candidate>(`/candidates/${encodeURIComponent(candidate.id)}`, {
          method: 'PATCH',
          body: { stage: to },
        }),
      onMutate: async ({ candidate, to, listKey }, { client }) => {
        await client.cancelQueries({ queryKey: listKey });
        client.setQueryData(listKey, (page) =>
          page
            ? { ...page, items: page.items.map((item) => (item.id === candidate.id ? { ...item, stage: to } : item)) }
            : page,
        );
      },
      onError: (_error, { candidate, to, listKey }, _result, { client }) => {
        // Put the card back only if no later move of the same card has moved it on since.
        client.setQueryData(listKey, (page) =>
          page
            ? {
                ...page,
                items: page.items.map((item) =>
                  item.id === candidate.id && item.stage === to ? { ...item, stage: candidate.stage } : item,
                ),
              }
            : page,
        );
      },
      onSuccess: (_data, _variables, _result, { client }) => {
        void client.invalidateQueries({ queryKey: candidateQueries.lists() });
      },
    }),
};

/** Every candidate, indexed for search; read again only when candidates change. */
export function useCandidateIndex(): CandidateIndex | undefined {
  return useLocalRead(async () => buildCandidateIndex(await getDb().candidates.toArray()), []);
}

/** undefined while loading, null when there is no such candidate. */
export function useCandidate(id: string): Candidate | null | undefined {
  return useLocalRead(async () => (await getCandidate(getDb(), id)) ?? null, [id]);
}

export function useCandidateTimeline(id: string) {
  return useLocalRead(() => listTimeline(getDb(), id), [id]);
}

export function useCandidateNotes(id: string) {
  return useLocalRead(() => listNotes(getDb(), id), [id]);
}
