'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { candidateMutations } from '@/lib/client/candidateQueries';
import { errorMessage, formatCount } from '@/lib/shared/format';
import type { Candidate, Stage } from '@/lib/shared/types';
import { RejectionFlow } from './RejectionFlow';
import { StageOptions } from './StageOptions';

interface BulkMoveProps {
  /** The chosen candidates, in the stages the list shows them in. */
  chosen: Candidate[];
  onDone: (outcome: { message: string; failed: boolean }) => void;
}

/**
 * "Move to stage" for every selected candidate at once: all of them move, or none, except those
 * someone else moved since the list showed them, which stay where they were put.
 */
export function BulkMove({ chosen, onDone }: BulkMoveProps) {
  const [to, setTo] = useState<Stage>('screen');
  const moveMany = useMutation(candidateMutations.moveMany());
  const saving = useSingleFlight();
  const [rejecting, setRejecting] = useState<Candidate[]>();

  function report(moved: number, refused: number) {
    const left = refused ? `; ${refused} moved by someone else meanwhile stayed where they were put` : '';
    onDone({ message: `${formatCount(moved, 'candidate')} moved to ${to}${left}`, failed: refused > 0 });
  }

  function move() {
    // A move to rejected asks why first, and may email them (RejectionFlow).
    if (to === 'rejected') return setRejecting(chosen);
    const ids = chosen.map((candidate) => candidate.id);
    const fromStages = Object.fromEntries(chosen.map((candidate) => [candidate.id, candidate.stage]));
    void saving.run(async () => {
      try {
        const { refused } = await moveMany.mutateAsync({ ids, to, fromStages });
        report(ids.length - refused.length, refused.length);
      } catch (failure) {
        onDone({
          message: `Could not move the candidates: ${errorMessage(failure)}. None of them moved.`,
          failed: true,
        });
      }
    });
  }

  return (
    <>
      <label>
        Move to stage{' '}
        <select value={to} onChange={(event) => setTo(event.target.value as Stage)}>
          <StageOptions />
        </select>
      </label>
      <Button disabled={chosen.length === 0 || saving.busy} onClick={move}>
        {saving.busy ? 'Moving...' : 'Move'}
      </Button>
      <RejectionFlow
        chosen={rejecting}
        onClose={() => setRejecting(undefined)}
        onRejected={({ refused }) => report(chosen.length - refused.length, refused.length)}
      />
    </>
  );
}
