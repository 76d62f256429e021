import { InvalidInputError } from '@/lib/shared/errors';
import { assertText, fieldsOf } from '@/lib/shared/storableInput';
import { oneLine, TEMPLATE_LIMITS } from './templates';

/**
 * Where a message is: `notSent` where nothing sends mail (the demo; a team server without SMTP),
 * `queued` for the team server's sender, then `sent`, or `failed` with the mail server's reason;
 * `cancelled` when Undo stopped it before it went.
 */
export type MessageState = 'notSent' | 'queued' | 'sent' | 'failed' | 'cancelled';

export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  notSent: 'Not sent',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const NO_MAIL_SERVER = 'no mail server';
export const MESSAGE_NOT_FOUND = 'There is no such message';
export const ONLY_FAILED_RETRIED = 'Only a message that failed is sent again';
export const ALREADY_SENT = 'It is too late to stop this message: it has gone to the mail server';

/** An email to a candidate: always to their own address, which the store fills in, never the sender. */
export interface Message {
  id: string;
  /** The application it was written from. */
  candidateId: string;
  to: string;
  subject: string;
  body: string;
  senderName: string;
  senderId?: string;
  templateId?: string;
  createdAt: string;
  state: MessageState;
  /** Why it is not sent, or the mail server's answer to a failed one. */
  stateReason?: string;
  sentAt?: string;
}

export interface MessageInput {
  subject: string;
  body: string;
  templateId?: string;
}

/** How many messages one member may send in an hour. */
export const MESSAGES_PER_HOUR = 200;
export const TOO_MANY_MESSAGES = `You can send at most ${MESSAGES_PER_HOUR} messages an hour. Try again later.`;

/**
 * A message as it is written to the outbox: queued for a sender where one delivers mail, else
 * kept as not sent, for the user to send from their mail app.
 */
export function outgoingMessage(
  input: MessageInput,
  fields: Pick<Message, 'id' | 'candidateId' | 'to' | 'senderName' | 'senderId' | 'createdAt'>,
  sendsMail: boolean,
): Message {
  return {
    ...fields,
    subject: input.subject,
    body: input.body,
    ...(input.templateId ? { templateId: input.templateId } : {}),
    ...(sendsMail ? { state: 'queued' as const } : { state: 'notSent' as const, stateReason: NO_MAIL_SERVER }),
  };
}

/** Who a message is from: the member writing it (no id for the hiring team's own). */
export const senderOf = (actor: { id: string; name: string } | undefined) => ({
  senderName: actor?.name ?? '',
  senderId: actor?.id ?? '',
});

/** A message to send from a request body: a one-line subject and a body, both required. */
export function readMessageInput(body: unknown): MessageInput {
  const input = fieldsOf(body);
  const subject = typeof input.subject === 'string' ? oneLine(input.subject) : '';
  const text = typeof input.body === 'string' ? input.body.trim() : '';
  if (!subject) throw new InvalidInputError('Write a subject');
  if (!text) throw new InvalidInputError('Write the message');
  assertText(subject, 'The subject', TEMPLATE_LIMITS.subject);
  assertText(text, 'The message', TEMPLATE_LIMITS.body);
  const templateId = typeof input.templateId === 'string' && input.templateId ? input.templateId : undefined;
  if (templateId) assertText(templateId, 'The template', 100);
  return { subject, body: text, ...(templateId ? { templateId } : {}) };
}

/** The message as a `mailto:` link: the user's mail app opens it ready to send. */
export const mailtoLink = ({ to, subject, body }: Pick<Message, 'to' | 'subject' | 'body'>) =>
  `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** The message as text to paste into another program. */
export const messageAsText = ({ to, subject, body }: Pick<Message, 'to' | 'subject' | 'body'>) =>
  `To: ${to}\nSubject: ${subject}\n\n${body}`;
