'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { messageStore } from '@/lib/client/messageQueries';
import { REJECTION_SEND_DELAY_MS, type RejectionEmail } from '@/lib/messages/rejections';
import { errorMessage, formatCount } from '@/lib/shared/format';

interface RejectionUndoProps {
  emails: RejectionEmail[];
  /** Who they go to, as the screen names them: "Ada Lovelace", "3 candidates". */
  to: string;
  onFinished: () => void;
}

/**
 * "Undo" for the rejection emails a move has just written, offered while they wait: after
 * REJECTION_SEND_DELAY_MS they are the sender's, and the offer goes.
 */
export function RejectionUndo({ emails, to, onFinished }: RejectionUndoProps) {
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();
  const undoing = useSingleFlight();
  const emailsCount = formatCount(emails.length, 'rejection email');

  useEffect(() => {
    if (outcome) return;
    const timer = setTimeout(onFinished, REJECTION_SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, onFinished]);

  function undo() {
    void undoing.run(async () => {
      const answers = await Promise.allSettled(
        emails.map(({ candidateId, messageId }) => messageStore.cancel(candidateId, messageId)),
      );
      const failure = answers.find((answer) => answer.status === 'rejected');
      setOutcome(
        failure
          ? { text: `Could not stop every email: ${errorMessage(failure.reason)}`, failed: true }
          : {
              text: `Undone: the ${emails.length === 1 ? 'rejection email' : emailsCount} will not be sent.`,
              failed: false,
            },
      );
    });
  }

  if (outcome?.failed) return <Notice onDismiss={onFinished}>{outcome.text}</Notice>;
  if (outcome) return <p role="status">{outcome.text}</p>;
  return (
    <p role="status">
      {emails.length === 1 ? 'The rejection email' : emailsCount} to {to} will be sent in{' '}
      {REJECTION_SEND_DELAY_MS / 1000} seconds.{' '}
      <Button onClick={undo} disabled={undoing.busy}>
        {undoing.busy ? 'Undoing...' : 'Undo'}
      </Button>
    </p>
  );
}
