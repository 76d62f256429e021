'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { messageStore } from '@/lib/client/messageQueries';
import type { Message } from '@/lib/messages/messages';
import { errorMessage } from '@/lib/shared/format';

/** Retry: a message the mail server refused goes back to the outbox, once however often it is pressed. */
export function RetryMessage({ message }: { message: Message }) {
  const mayRetry = useCan('sendMessages');
  const retrying = useSingleFlight();
  const [error, setError] = useState<string>();
  if (!mayRetry) return null;
  const retry = () =>
    retrying.run(async () => {
      setError(undefined);
      try {
        await messageStore.retry(message.candidateId, message.id);
      } catch (failure) {
        setError(`Could not retry: ${errorMessage(failure)}`);
      }
    });
  return (
    <p>
      <Button onClick={() => void retry()} disabled={retrying.busy} aria-label={`Retry “${message.subject}”`}>
        Retry
      </Button>
      {error && <span role="alert"> {error}</span>}
    </p>
  );
}
