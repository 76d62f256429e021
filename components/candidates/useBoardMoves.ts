'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useOptimisticMoves } from '@/components/ui/useOptimisticMoves';
import { candidateMutations } from '@/lib/candidates/candidateQueries';
import { errorMessage } from '@/lib/platform/format';
import { HttpError } from '@/lib/platform/network';
import { latestValue } from '@/lib/platform/pendingMoves';
import type { Candidate, Stage } from '@/lib/shared/types';

/** The board's cards with their pending moves applied, and how to move one. */
export function useBoardMoves(saved: Candidate[]) {
  const moveStage = useMutation(candidateMutations.moveStage());
  const { moves, failures, track, dismiss } = useOptimisticMoves<Stage>();
  const savedNow = useRef(saved);
  useEffect(() => {
    savedNow.current = saved;
  }, [saved]);

  const shown = useMemo(
    () =>
      saved.map((candidate) => {
        const stage = latestValue(moves, candidate.id);
        return stage && stage !== candidate.stage ? { ...candidate, stage } : candidate;
      }),
    [saved, moves],
  );

  function move(candidate: Candidate, to: Stage) {
    track(
      candidate.id,
      to,
      () =>
        moveStage.mutateAsync({
          candidateId: candidate.id,
          // Where the server last said the card is: a card shown elsewhere while its own move is
          // pending or failing is not someone else's move.
          from: savedNow.current.find((item) => item.id === candidate.id)?.stage ?? candidate.stage,
          to,
        }),
      (error, remaining) => {
        // Someone else moved the card first: the refusal says where to, and the board, read
        // again, shows it there.
        if (error instanceof HttpError && error.status === 409) {
          return `Could not move ${candidate.name} to ${to}: ${error.serverMessage}.`;
        }
        const back =
          latestValue(remaining, candidate.id) ??
          savedNow.current.find((item) => item.id === candidate.id)?.stage ??
          candidate.stage;
        return `Could not move ${candidate.name} to ${to}: ${errorMessage(error)}. The card is back in ${back}.`;
      },
    );
  }

  return { shown, move, failures, dismiss };
}
