import { v4 as uuidv4 } from 'uuid';
import type { MoveOutcome } from '@/lib/candidates/candidateRules';
import { InvalidInputError } from '@/lib/shared/errors';
import { assertId, assertText, fieldsOf } from '@/lib/shared/storableInput';
import { sampleTemplate } from './sampleTemplates';
import type { MessageTemplate } from './templates';

/** Why a candidate was rejected: a list the admins keep, each reason with its own rejection email. */
export interface RejectionReason {
  id: string;
  label: string;
}

export const SAMPLE_REJECTION_REASONS: readonly RejectionReason[] = [
  { id: 'skills', label: 'Skills do not match the role' },
  { id: 'another-candidate', label: 'Another candidate was chosen' },
  { id: 'position-filled', label: 'The position was filled' },
  { id: 'no-response', label: 'No response from the candidate' },
];

/** A new reason's id: short, as it rides in its template's id. */
export const newReasonId = () => uuidv4().slice(0, 8);

export const REJECTION_REASON_LIMITS = { label: 80, count: 30 } as const;
export const NO_SUCH_REASON = 'There is no such rejection reason';

/**
 * How long a rejection email waits before it goes, so that Undo can still stop it. The team
 * server's sender takes it after this; the screen offers Undo for as long.
 */
export const REJECTION_SEND_DELAY_MS = 10_000;

/** A reason's rejection template is saved under this id; until then it reads as the general one. */
export const rejectionTemplateId = (reasonId: string) => `rejection.${reasonId}`;
export const reasonOfTemplateId = (templateId: string) =>
  templateId.startsWith('rejection.') ? templateId.slice('rejection.'.length) : undefined;

/** The template a reason's rejections are written from: its own, once saved, else the general one as its start. */
export function reasonTemplate(
  reason: RejectionReason,
  saved: MessageTemplate | undefined,
  general: MessageTemplate = sampleTemplate('rejection'),
): MessageTemplate {
  if (saved) return saved;
  return { ...general, id: rejectionTemplateId(reason.id), version: 0 };
}

/** The kept list from a request body: each label once (whatever its case), ids kept or made from `newId`. */
export function readRejectionReasons(body: unknown, newId: () => string = newReasonId): RejectionReason[] {
  const { reasons } = fieldsOf(body);
  if (!Array.isArray(reasons)) throw new InvalidInputError('reasons must be a list of rejection reasons');
  if (reasons.length > REJECTION_REASON_LIMITS.count) {
    throw new InvalidInputError(`Keep at most ${REJECTION_REASON_LIMITS.count} rejection reasons`);
  }
  const seen = new Set<string>();
  return reasons.map((each: unknown) => {
    const { id, label } = fieldsOf(each);
    if (typeof label !== 'string' || !label.trim()) throw new InvalidInputError('Each rejection reason needs a label');
    const trimmed = label.trim();
    assertText(trimmed, 'A rejection reason', REJECTION_REASON_LIMITS.label);
    if (/[\r\n]/.test(trimmed)) throw new InvalidInputError('A rejection reason is one line');
    const key = trimmed.toLocaleLowerCase('en-US');
    if (seen.has(key)) throw new InvalidInputError(`"${trimmed}" is in the list twice`);
    seen.add(key);
    if (id !== undefined && (typeof id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(id))) {
      throw new InvalidInputError('A rejection reason id is lower-case letters, digits and dashes');
    }
    return { id: (id as string | undefined) ?? newId(), label: trimmed };
  });
}

/** A rejection as a move asks for it: why, and whether each candidate gets the reason's email. */
export interface Rejection {
  reasonId: string;
  sendEmail: boolean;
}

export function readRejection(body: unknown): Rejection {
  const { reasonId, sendEmail } = fieldsOf(body);
  if (typeof reasonId !== 'string' || !reasonId) throw new InvalidInputError('Choose a rejection reason');
  assertId(reasonId, 'A rejection reason');
  if (typeof sendEmail !== 'boolean') throw new InvalidInputError('Say whether the candidates get an email');
  return { reasonId, sendEmail };
}

/** A move to rejected with a reason: how many moved, who was left, and the emails Undo can still stop. */
export interface RejectOutcome extends MoveOutcome {
  emails: RejectionEmail[];
}

/** A rejection email written by a move, which Undo can stop for REJECTION_SEND_DELAY_MS. */
export interface RejectionEmail {
  candidateId: string;
  messageId: string;
}

/** Rejections by their reason, most first, as the insights count them. */
export interface ReasonCount {
  reason: string;
  count: number;
}

export const byCountThenReason = (a: ReasonCount, b: ReasonCount) =>
  b.count - a.count || a.reason.localeCompare(b.reason);
