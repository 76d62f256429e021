'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { candidateMutations } from '@/lib/candidates/candidateQueries';
import { errorMessage, formatCount } from '@/lib/platform/format';
import type { Stage } from '@/lib/shared/types';
import { StageOptions } from './StageOptions';

interface BulkMoveProps {
  ids: string[];
  onDone: (outcome: { message: string; failed: boolean }) => void;
}

/** "Move to stage" for every selected candidate at once: all of them move, or none. */
export function BulkMove({ ids, onDone }: BulkMoveProps) {
  const [to, setTo] = useState<Stage>('screen');
  const moveMany = useMutation(candidateMutations.moveMany());
  const saving = useSingleFlight();

  function move() {
    const count = ids.length;
    void saving.run(async () => {
      try {
        await moveMany.mutateAsync({ ids, to });
        onDone({ message: `${formatCount(count, 'candidate')} moved to ${to}`, failed: false });
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
      <Button disabled={ids.length === 0 || saving.busy} onClick={move}>
        {saving.busy ? 'Moving...' : 'Move'}
      </Button>
    </>
  );
}
