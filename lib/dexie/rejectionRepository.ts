import { v4 as uuidv4 } from 'uuid';
import { readCompanyName } from './companyRepository';
import type { Stage } from '@/lib/shared/types';
import type { Actor } from '@/lib/people/members';
import { AUTOMATIC_SENDER, templateMessageFor } from '@/lib/messages/automatic';
import {
  ALREADY_SENT,
  MESSAGE_NOT_FOUND,
  MESSAGES_PER_HOUR,
  outgoingMessage,
  senderOf,
  TOO_MANY_MESSAGES,
  type Message,
} from '@/lib/messages/messages';
import {
  byCountThenReason,
  NO_SUCH_REASON,
  REJECTION_SEND_DELAY_MS,
  type ReasonCount,
  type Rejection,
  type RejectOutcome,
} from '@/lib/messages/rejections';
import { ConflictError, InvalidInputError, RecordNotFoundError, TooManyRequestsError } from '@/lib/shared/errors';
import { moveWithin } from './candidateRepository';
import type { TalentFlowDB } from './db';
import { messagesInTheHourBefore } from './messageRepository';
import { pipelineStores } from './pipelineFacts';
import { readRejectionReasons, reasonTemplates } from './rejectionReasons';

/**
 * Moves the candidates to rejected with the reason on each stage change and, when asked, writes
 * each one moved the reason's email, all in one transaction: a move refused writes no email.
 */
export async function rejectCandidates(
  db: TalentFlowDB,
  ids: string[],
  rejection: Rejection,
  fromStages: Record<string, Stage>,
  now: Date,
  actor: Actor | undefined,
): Promise<RejectOutcome> {
  if (ids.length === 0) throw new InvalidInputError('Choose at least one candidate');
  const stores = [...pipelineStores(db), db.settings, db.templates, db.messages, db.jobs];
  return db.transaction('rw', stores, async () => {
    const reasons = await readRejectionReasons(db);
    const reason = reasons.find((each) => each.id === rejection.reasonId);
    if (!reason) throw new InvalidInputError(NO_SUCH_REASON);
    const senderId = actor?.id ?? '';
    if (rejection.sendEmail && (await messagesInTheHourBefore(db, senderId, now)) + ids.length > MESSAGES_PER_HOUR) {
      throw new TooManyRequestsError(TOO_MANY_MESSAGES);
    }
    const timestamp = now.toISOString();
    const { moving, refused } = await moveWithin(db, ids, 'rejected', timestamp, fromStages, actor?.name, reason.label);
    if (!rejection.sendEmail) return { moved: moving.length, refused, emails: [] };
    const [template] = await reasonTemplates(db, [reason]);
    const jobs = await db.jobs.bulkGet([...new Set(moving.map((candidate) => candidate.jobId))]);
    const titles = new Map(jobs.flatMap((job) => (job ? [[job.id, job.title] as const] : [])));
    const companyName = await readCompanyName(db);
    const senderName = actor?.name ?? AUTOMATIC_SENDER;
    const messages = moving.map((candidate) =>
      outgoingMessage(
        templateMessageFor(template, candidate, titles.get(candidate.jobId) ?? '', { companyName, senderName }),
        { id: uuidv4(), candidateId: candidate.id, to: candidate.email, createdAt: timestamp, ...senderOf(actor) },
        false,
      ),
    );
    await db.messages.bulkAdd(messages);
    return {
      moved: moving.length,
      refused,
      emails: messages.map(({ id, candidateId }) => ({ candidateId, messageId: id })),
    };
  });
}

/** Undo of a rejection email: only within REJECTION_SEND_DELAY_MS of its writing, and only one not gone. */
export async function cancelMessage(
  db: TalentFlowDB,
  candidateId: string,
  messageId: string,
  now: Date,
): Promise<Message> {
  return db.transaction('rw', db.messages, async () => {
    const message = await db.messages.get(messageId);
    if (!message || message.candidateId !== candidateId) throw new RecordNotFoundError(MESSAGE_NOT_FOUND);
    if (message.state === 'cancelled') return message;
    const late = now.getTime() - Date.parse(message.createdAt) >= REJECTION_SEND_DELAY_MS;
    if (late || (message.state !== 'notSent' && message.state !== 'queued')) throw new ConflictError(ALREADY_SENT);
    const { stateReason: _reason, ...rest } = message;
    const cancelled: Message = { ...rest, state: 'cancelled' };
    await db.messages.put(cancelled);
    return cancelled;
  });
}

/** Rejections of the job's candidates (every job's when empty) by the reason given, most first. */
export async function countRejectionReasons(db: TalentFlowDB, jobId: string): Promise<ReasonCount[]> {
  return db.transaction('r', [db.timelines, db.candidates], async () => {
    const entries = await db.timelines.where('reason').above('').toArray();
    const jobOf = jobId
      ? new Map(
          (await db.candidates.bulkGet(entries.map((entry) => entry.candidateId))).map((row, index) => [
            entries[index].candidateId,
            row?.jobId,
          ]),
        )
      : undefined;
    const counts = new Map<string, number>();
    for (const entry of entries) {
      if (jobOf && jobOf.get(entry.candidateId) !== jobId) continue;
      counts.set(entry.reason ?? '', (counts.get(entry.reason ?? '') ?? 0) + 1);
    }
    return [...counts].map(([reason, count]) => ({ reason, count })).sort(byCountThenReason);
  });
}
