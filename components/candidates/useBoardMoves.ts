'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { ConflictError } from '@/lib/shared/errors';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useOptimisticMoves } from '@/components/ui/useOptimisticMoves';
import { candidateMutations } from '@/lib/client/candidateQueries';
import { errorMessage } from '@/lib/shared/format';
import { latestValue } from '@/lib/client/pendingMoves';
import type { Candidate, Stage } from '@/lib/shared/types';

/** The board's cards with their pending moves applied, and how to move one. */
export function useBoardMoves(saved: Candidate[]) {
  const moveStage = useMutation(candidateMutations.moveStage());
  const { moves, failures, track, dismiss } = useOptimisticMoves<Stage>();
  const savedNow = useRef(saved);
  useEffect(() => {
    savedNow.current = saved;
  }, [saved]);
  // The lifted card and where the server had it at the lift; this tab's own moves of it answered since.
  const held = useRef<{ id: string; stage: Stage | undefined }>(undefined);
  const answeredWhileHeld = useRef(new Map<string, Stage>());
  const serverStage = (id: string) => savedNow.current.find((item) => item.id === id)?.stage;

  const shown = useMemo(
    () =>
      saved.map((candidate) => {
        const stage = latestValue(moves, candidate.id);
        return stage && stage !== candidate.stage ? { ...candidate, stage } : candidate;
      }),
    [saved, moves],
  );

  function lift(candidateId: string) {
    held.current = { id: candidateId, stage: serverStage(candidateId) };
    answeredWhileHeld.current.delete(candidateId);
  }

  /**
   * Where a dropped card's move starts: where the server last said the card is (a card shown
   * elsewhere while its own move is pending or failing is not someone else's move), unless
   * someone else moved it while it was held; then from where it was lifted, which the server
   * refuses, saying where it went.
   */
  function stageAtDrop(candidate: Candidate): Stage {
    const now = serverStage(candidate.id) ?? candidate.stage;
    const lifted = held.current?.id === candidate.id ? held.current.stage : undefined;
    held.current = undefined;
    if (!lifted || lifted === now || answeredWhileHeld.current.get(candidate.id) === now) return now;
    return lifted;
  }

  function move(candidate: Candidate, to: Stage) {
    const from = stageAtDrop(candidate);
    track(
      candidate.id,
      to,
      () =>
        moveStage.mutateAsync({ candidateId: candidate.id, from, to }).then((answer) => {
          answeredWhileHeld.current.set(candidate.id, answer.stage);
          return answer;
        }),
      (error, remaining) => {
        // Someone else moved the card first: the refusal says where to, and the board, read
        // again, shows it there.
        const refusal = refusalOf(error);
        if (refusal instanceof ConflictError) {
          return `Could not move ${candidate.name} to ${to}: ${refusal.message}.`;
        }
        const back =
          latestValue(remaining, candidate.id) ??
          savedNow.current.find((item) => item.id === candidate.id)?.stage ??
          candidate.stage;
        return `Could not move ${candidate.name} to ${to}: ${errorMessage(error)}. The card is back in ${back}.`;
      },
    );
  }

  return { shown, lift, move, failures, dismiss };
}
