import type { Rejection } from '@/lib/messages/rejections';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { watchCandidateIndex } from '@/lib/dexie/candidateIndexRead';
import { getDb } from '@/lib/dexie/db';
import { sharedTableRead } from '@/lib/dexie/sharedTableRead';
import { buildCandidateIndex, type CandidateIndex } from '@/lib/candidates/candidateSearch';
import { createKeyedQueue } from './keyedQueue';
import { getStore } from './appStore';
import { useStoreRead } from './storeRead';
import {
  duplicatesById,
  type DuplicateMatch,
  type DuplicatePair,
  type MergeRequest,
} from '@/lib/candidates/duplicates';
import type { CandidateChanges, CandidateFilters, CandidateInput } from '@/lib/candidates/candidateRules';
import type { NewApplication } from '@/lib/candidates/personApplications';
import { writesInFlight } from './writesInFlight';
import { refusalOf } from './apiClient';
import { ConflictError } from '@/lib/shared/errors';
import type { Candidate, PersonApplication, Stage } from '@/lib/shared/types';

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
      queryFn: () => getStore().candidates.list(filters),
    }),
};

export interface MoveStageVariables {
  candidateId: string;
  /** The stage the card was in when it was moved: refused if someone else moved it since. */
  from: Stage;
  to: Stage;
}

/** Moves of one candidate reach the API one after another, in the order they were made. */
const candidateMoves = createKeyedQueue();
interface RejectVariables {
  ids: string[];
  rejection: Rejection;
  /** The stage each was in when chosen: one someone else moved since is left where it is. */
  fromStages: Record<string, Stage>;
}

/** Where the last settled move of a card left it on the server, while more moves of it are queued. */
const storedBeforeNextMove = new Map<string, Stage>();

export interface MoveManyVariables {
  ids: string[];
  to: Stage;
  /** The stage each was in when chosen: one someone else moved since is left where it is. */
  fromStages: Record<string, Stage>;
}

export const candidateMutations = {
  /** Moves many candidates to one stage at once, but none someone else moved meanwhile. */
  moveMany: () =>
    mutationOptions({
      mutationFn: ({ ids, to, fromStages }: MoveManyVariables) => getStore().candidates.move(ids, to, fromStages),
      // Lists, the board and the jobs' stage counts all change.
      onSuccess: (_answer, _variables, _result, { client }) => client.invalidateQueries(),
    }),
  /** Moves candidates to rejected with a reason, and maybe its email to each (lib/messages/rejections.ts). */
  reject: () =>
    mutationOptions({
      mutationFn: ({ ids, rejection, fromStages }: RejectVariables) =>
        getStore().candidates.reject(ids, rejection, fromStages),
      // Not awaited: the dialog closes, and Undo shows, once the rejection is written, while every
      // screen reads again (awaited, a busy server kept the dialog open past Undo's time).
      onSuccess: (_answer, _variables, _result, { client }) => {
        void client.invalidateQueries();
      },
    }),
  /**
   * Saves a stage move. The screen shows the move at once as a pending move of its own (see
   * lib/client/pendingMoves.ts); the cached lists change only when the server has answered.
   */
  moveStage: () =>
    mutationOptions({
      mutationFn: ({ candidateId, from, to }: MoveStageVariables) =>
        candidateMoves.enqueue(candidateId, async () => {
          // Queued behind this tab's own move of the card, a move starts where that one left
          // the card (or where it found it, when it failed), not where the screen showed it.
          const fromStage = storedBeforeNextMove.get(candidateId) ?? from;
          try {
            const saved = await getStore().candidates.update(candidateId, { stage: to, fromStage });
            storedBeforeNextMove.set(candidateId, saved.stage);
            return saved;
          } catch (error) {
            storedBeforeNextMove.set(candidateId, fromStage);
            throw error;
          } finally {
            if (candidateMoves.count(candidateId) === 1) storedBeforeNextMove.delete(candidateId);
          }
        }),
      onSuccess: (saved, _variables, _result, { client }) => {
        client.setQueriesData<Candidate[]>({ queryKey: candidateQueries.lists() }, (list) =>
          list?.map((item) => (item.id === saved.id ? saved : item)),
        );
        void client.invalidateQueries({ queryKey: candidateQueries.lists() });
      },
      // Refused because someone else moved the card first: read where it is now.
      onError: (error, _variables, _result, { client }) => {
        if (refusalOf(error) instanceof ConflictError) {
          void client.invalidateQueries({ queryKey: candidateQueries.lists() });
        }
      },
    }),
};

/**
 * The candidate screens' own reads and writes, which the live reads below follow: the browser's
 * database on its own, the team server in team mode (its change events refresh the reads).
 */
export const candidateStore = {
  list: (filters: CandidateFilters) => getStore().candidates.list(filters),
  get: (id: string) => getStore().candidates.get(id),
  add: (input: CandidateInput) => writesInFlight.track(getStore().candidates.add(input)),
  addApplication: (id: string, input: NewApplication) =>
    writesInFlight.track(getStore().candidates.addApplication(id, input)),
  update: (id: string, changes: CandidateChanges) => writesInFlight.track(getStore().candidates.update(id, changes)),
  remove: (ids: string[]) => writesInFlight.track(getStore().candidates.remove(ids)),
  addNote: (id: string, text: string) => writesInFlight.track(getStore().candidates.addNote(id, text)),
  merge: (id: string, request: MergeRequest) => writesInFlight.track(getStore().candidates.merge(id, request)),
};

/**
 * Every pair of possible duplicates (lib/candidates/duplicates.ts); an empty list for a member
 * who may not see every candidate, whose store would refuse the read.
 */
export function useDuplicatePairs(allowed: boolean): DuplicatePair[] | undefined {
  return useStoreRead(
    ['candidates'],
    ['duplicates', allowed],
    async (store) => (allowed ? store.candidates.duplicates() : []),
    { watchLocal: allowed ? watchLocalDuplicates : undefined },
  );
}

// The list's flags and the header's count follow one read of the browser's database, made
// again after each write of the candidates or the applications (which hold the phones).
const watchLocalDuplicates = sharedTableRead(getDb, ['candidates', 'applications'], () =>
  getStore().candidates.duplicates(),
);

/** For each candidate in a pair, the others they may be. */
export function useDuplicates(allowed: boolean): ReadonlyMap<string, DuplicateMatch[]> | undefined {
  const pairs = useDuplicatePairs(allowed);
  return useMemo(() => pairs && duplicatesById(pairs), [pairs]);
}

/** The record a merged-away candidate is now part of: undefined while asking, null when none. */
export function useMergedInto(id: string, asking: boolean): string | null | undefined {
  return useStoreRead(['candidates'], ['mergedInto', id, asking], async (store) =>
    asking ? ((await store.candidates.mergedInto(id)) ?? null) : null,
  );
}

/**
 * Every candidate, indexed for search; read again only when candidates change. The local
 * database is read in slices (lib/dexie/candidateIndexRead.ts), the team server's answer in one.
 */
export function useCandidateIndex(): CandidateIndex | undefined {
  return useStoreRead(['candidates'], ['index'], async (store) => buildCandidateIndex(await store.candidates.all()), {
    watchLocal: watchLocalCandidateIndex,
  });
}

const watchLocalCandidateIndex = (onIndex: (index: CandidateIndex) => void) => watchCandidateIndex(getDb(), onIndex);

/** undefined while loading, null when there is no such candidate. */
export function useCandidate(id: string): Candidate | null | undefined {
  return useStoreRead(['candidates'], ['detail', id], async (store) => (await store.candidates.get(id)) ?? null);
}

/** Every application of the candidate's person, oldest first; read only when `several` (else undefined). */
export function usePersonApplications(id: string, several: boolean): PersonApplication[] | undefined {
  const read = useStoreRead(['candidates'], ['applications', id, several], async (store) =>
    several ? store.candidates.applications(id) : null,
  );
  return read ?? undefined;
}

/** A candidate's history: their stage changes and job changes, each newest first. */
export function useCandidateHistory(id: string) {
  return useStoreRead(['candidates'], ['history', id], async (store) => {
    const [stageChanges, jobChanges] = await Promise.all([
      store.candidates.timeline(id),
      store.candidates.jobChanges(id),
    ]);
    return { stageChanges, jobChanges };
  });
}

export function useCandidateNotes(id: string) {
  return useStoreRead(['candidates'], ['notes', id], (store) => store.candidates.notes(id));
}
