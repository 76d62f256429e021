import { Notice } from '@/components/ui/Notice';
import type { Message } from '@/lib/messages/messages';

/** What became of a message just written: sent on, queued, or kept in the outbox for the user to send. */
export function MessageWritten({ message, onDismiss }: { message: Message; onDismiss: () => void }) {
  return (
    <Notice onDismiss={onDismiss}>
      {message.state === 'notSent'
        ? `“${message.subject}” is in the outbox, not sent (${message.stateReason}): open it in your mail app from Messages to send it.`
        : `“${message.subject}” is on its way to ${message.to}.`}
    </Notice>
  );
}
