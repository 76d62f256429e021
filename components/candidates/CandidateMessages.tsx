'use client';

import { ByLine } from '@/components/ui/ByLine';
import { CopyButton } from '@/components/ui/CopyButton';
import styles from './CandidateDetailPage.module.css';
import { useCandidateMessages } from '@/lib/client/messageQueries';
import { RetryMessage } from './RetryMessage';
import { mailtoLink, MESSAGE_STATE_LABELS, messageAsText, type Message } from '@/lib/messages/messages';

const stateOf = ({ state, stateReason }: Message) =>
  `${MESSAGE_STATE_LABELS[state]}${stateReason ? `: ${stateReason}` : ''}`;

/**
 * The messages to the candidate's person, newest first. One not sent (nothing here sends mail)
 * opens in the user's mail app, ready to send, or is copied; one the mail server refused is
 * tried again on Retry.
 */
export function CandidateMessages({ candidateId }: { candidateId: string }) {
  const messages = useCandidateMessages(candidateId);
  if (!messages || messages.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="messages-heading">
      <h2 id="messages-heading">Messages</h2>
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message.id} aria-label={message.subject}>
            <strong>{message.subject}</strong>
            <p className={styles.muted}>
              To {message.to} · {stateOf(message)}
            </p>
            <p className={styles.noteText}>{message.body}</p>
            <ByLine who={message.senderName} at={message.createdAt} />
            {message.state === 'failed' && <RetryMessage message={message} />}
            {message.state === 'notSent' && (
              <p>
                <a href={mailtoLink(message)}>Open in mail app</a>{' '}
                <CopyButton text={messageAsText(message)} label="Copy" name={`Copy “${message.subject}”`} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
