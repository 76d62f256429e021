'use client';

import { useRef, useState } from 'react';
import { addMove, type PendingMove, removeMove } from '@/lib/client/pendingMoves';

export interface MoveFailure {
  moveId: number;
  itemId: string;
  message: string;
}

/**
 * Moves that show at once and are saved in the background (lib/client/pendingMoves.ts). When a save
 * settles, its move, and only its move, leaves the pending list. Every failure keeps its own
 * message until it is dismissed or a later move of the same item succeeds.
 */
export function useOptimisticMoves<V>() {
  const [moves, setMoves] = useState<PendingMove<V>[]>([]);
  const [failures, setFailures] = useState<MoveFailure[]>([]);
  // The pending moves as of the latest event: a save that settles must not drop moves made since.
  const movesNow = useRef<PendingMove<V>[]>([]);
  const updateMoves = (next: PendingMove<V>[]) => {
    movesNow.current = next;
    setMoves(next);
  };

  function track(
    itemId: string,
    value: V,
    save: () => Promise<unknown>,
    describeFailure: (error: unknown, remaining: PendingMove<V>[]) => string,
  ) {
    const [next, move] = addMove(movesNow.current, itemId, value);
    updateMoves(next);
    save().then(
      () => {
        updateMoves(removeMove(movesNow.current, move.id));
        setFailures((current) => current.filter((failure) => failure.itemId !== itemId));
      },
      (error: unknown) => {
        const remaining = removeMove(movesNow.current, move.id);
        updateMoves(remaining);
        const message = describeFailure(error, remaining);
        setFailures((current) => [...current, { moveId: move.id, itemId, message }]);
      },
    );
  }

  const dismiss = (moveId: number) => setFailures((current) => current.filter((failure) => failure.moveId !== moveId));

  return { moves, failures, track, dismiss };
}
