'use client';

import { useCallback, useState } from 'react';
import { Notice } from '@/components/ui/Notice';
import type { RejectOutcome } from '@/lib/messages/rejections';
import { formatCount } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';
import { RejectDialog } from './RejectDialog';
import { RejectionUndo } from './RejectionUndo';

interface RejectionFlowProps {
  /** Whom a move to rejected is asked for; nobody while none is. */
  chosen: Candidate[] | undefined;
  onClose: () => void;
  /** Where the screen says what the move did itself; else this says it. Undo is offered here either way. */
  onRejected?: (outcome: RejectOutcome) => void;
}

/** A move to rejected from the board or the list: the dialog, then what it did and Undo for its emails. */
export function RejectionFlow({ chosen, onClose, onRejected }: RejectionFlowProps) {
  const [done, setDone] = useState<{ outcome: RejectOutcome; to: string }>();
  // Stable, so that Undo's countdown (RejectionUndo's effect) is not started again by a re-render.
  const finish = useCallback(() => setDone(undefined), []);
  const to = (candidates: Candidate[]) =>
    candidates.length === 1 ? candidates[0].name : formatCount(candidates.length, 'candidate');
  const refused = done?.outcome.refused.length ?? 0;
  const saysItself = done && !onRejected;
  return (
    <>
      {chosen && (
        <RejectDialog
          chosen={chosen}
          onRejected={(outcome) => {
            setDone({ outcome, to: to(chosen) });
            onRejected?.(outcome);
          }}
          onClose={onClose}
        />
      )}
      {saysItself && refused > 0 && (
        <Notice onDismiss={() => setDone(undefined)}>
          {formatCount(done.outcome.moved, 'candidate')} rejected; {refused} moved by someone else meanwhile stayed
          where they were put.
        </Notice>
      )}
      {saysItself && refused === 0 && done.outcome.emails.length === 0 && <p role="status">Rejected {done.to}.</p>}
      {done && done.outcome.emails.length > 0 && (
        <RejectionUndo
          key={done.outcome.emails[0].messageId}
          emails={done.outcome.emails}
          to={done.to}
          onFinished={finish}
        />
      )}
    </>
  );
}
