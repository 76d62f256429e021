import { v4 as uuidv4 } from 'uuid';
import { readCompanyName } from './companyRepository';
import type { Actor } from '@/lib/people/members';
import {
  type Message,
  type MessageInput,
  MESSAGE_NOT_FOUND,
  MESSAGES_PER_HOUR,
  ONLY_FAILED_RETRIED,
  outgoingMessage,
  senderOf,
  TOO_MANY_MESSAGES,
} from '@/lib/messages/messages';
import {
  templateMessageFor,
  AUTOMATIC_SENDER,
  type JobMailSettings,
  NO_AUTOMATIC_MAIL,
} from '@/lib/messages/automatic';
import { sampleTemplate } from '@/lib/messages/sampleTemplates';
import {
  isTemplateKind,
  type MessageTemplate,
  NO_SUCH_TEMPLATE,
  TEMPLATE_KINDS,
  type TemplateInput,
} from '@/lib/messages/templates';
import { CANDIDATE_NOT_FOUND, CHANGED_ELSEWHERE, JOB_NOT_FOUND } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError, TooManyRequestsError } from '@/lib/shared/errors';
import type { TalentFlowDB } from './db';
import { applicationIdsOfPerson } from './personRows';
import { reasonTemplates } from './rejectionReasons';
import { reasonOfTemplateId } from '@/lib/messages/rejections';

const HOUR_MS = 60 * 60 * 1000;

/** Every kind's template (the one the team saved, or its sample), then each rejection reason's. */
export async function listTemplates(db: TalentFlowDB): Promise<MessageTemplate[]> {
  return db.transaction('r', [db.templates, db.settings], async () => {
    const saved = new Map((await db.templates.toArray()).map((template) => [template.id, template]));
    return [...TEMPLATE_KINDS.map((kind) => saved.get(kind) ?? sampleTemplate(kind)), ...(await reasonTemplates(db))];
  });
}

/** The template saved under `id` before this save: a kind's, or a rejection reason's on the list. */
async function templateBefore(db: TalentFlowDB, id: string): Promise<MessageTemplate> {
  if (isTemplateKind(id)) return (await db.templates.get(id)) ?? sampleTemplate(id);
  const reasonId = reasonOfTemplateId(id);
  const template = (await reasonTemplates(db)).find((each) => reasonOfTemplateId(each.id) === reasonId);
  if (!reasonId || !template) throw new RecordNotFoundError(NO_SUCH_TEMPLATE);
  return template;
}

/** Saves a kind's template over the version the editor started from; a save made since refuses it. */
export async function saveTemplate(
  db: TalentFlowDB,
  id: string,
  input: TemplateInput,
  now: Date,
  actor: Actor | undefined,
): Promise<MessageTemplate> {
  return db.transaction('rw', [db.templates, db.settings], async () => {
    const current = await templateBefore(db, id);
    if (current.version !== input.version) throw new ConflictError(CHANGED_ELSEWHERE);
    const saved: MessageTemplate = {
      id,
      kind: current.kind,
      name: input.name,
      subject: input.subject,
      body: input.body,
      version: current.version + 1,
      updatedAt: now.toISOString(),
      ...(actor ? { updatedBy: actor.name } : {}),
    };
    await db.templates.put(saved);
    return saved;
  });
}

/**
 * Writes a message to the candidate's own address into the outbox: nothing leaves the browser, so
 * it stays "not sent" for the user to open in their mail app. A member's messages of the last
 * hour are counted first: past MESSAGES_PER_HOUR the message is refused.
 */
export async function sendMessage(
  db: TalentFlowDB,
  candidateId: string,
  input: MessageInput,
  now: Date,
  actor: Actor | undefined,
): Promise<Message> {
  return db.transaction('rw', [db.candidates, db.messages], async () => {
    const candidate = await db.candidates.get(candidateId);
    if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    const senderId = actor?.id ?? '';
    if ((await messagesInTheHourBefore(db, senderId, now)) >= MESSAGES_PER_HOUR) {
      throw new TooManyRequestsError(TOO_MANY_MESSAGES);
    }
    const message = outgoingMessage(
      input,
      { id: uuidv4(), candidateId, to: candidate.email, createdAt: now.toISOString(), ...senderOf(actor) },
      false,
    );
    await db.messages.add(message);
    return message;
  });
}

/** How many messages the member wrote in the hour before `now`, which MESSAGES_PER_HOUR limits. */
export function messagesInTheHourBefore(db: TalentFlowDB, senderId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  return db.messages.where('[senderId+createdAt]').between([senderId, since], [senderId, '\uffff'], false).count();
}

/** The messages to the candidate's person, written from any application of theirs, newest first. */
export async function listMessages(db: TalentFlowDB, candidateId: string): Promise<Message[]> {
  return db.transaction('r', [db.candidates, db.messages], async () => {
    const ids = await applicationIdsOfPerson(db, candidateId);
    const messages = await db.messages.where('candidateId').anyOf(ids).toArray();
    return messages.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  });
}

/** Queues a failed message again: in the browser none fails (none is sent), so every other is refused alike. */
export async function retryMessage(db: TalentFlowDB, candidateId: string, messageId: string): Promise<Message> {
  return db.transaction('rw', db.messages, async () => {
    const message = await db.messages.get(messageId);
    if (!message || message.candidateId !== candidateId) throw new RecordNotFoundError(MESSAGE_NOT_FOUND);
    if (message.state !== 'failed') throw new InvalidInputError(ONLY_FAILED_RETRIED);
    const { stateReason: _reason, ...rest } = message;
    const queued: Message = { ...rest, state: 'queued' };
    await db.messages.put(queued);
    return queued;
  });
}

export async function readJobMailSettings(db: TalentFlowDB, jobId: string): Promise<JobMailSettings> {
  const row = await db.jobMailSettings.get(jobId);
  // A row from before offers has no approveOffers: none was asked for then.
  return row ? { acknowledge: row.acknowledge, approveOffers: row.approveOffers ?? false } : NO_AUTOMATIC_MAIL;
}

export async function saveJobMailSettings(
  db: TalentFlowDB,
  jobId: string,
  settings: JobMailSettings,
): Promise<JobMailSettings> {
  return db.transaction('rw', [db.jobs, db.jobMailSettings], async () => {
    if (!(await db.jobs.get(jobId))) throw new RecordNotFoundError(JOB_NOT_FOUND);
    await db.jobMailSettings.put({ jobId, acknowledge: settings.acknowledge, approveOffers: settings.approveOffers });
    return settings;
  });
}

/** The stores writeAcknowledgement writes, for the application's transaction to take. */
export const acknowledgementStores = (db: TalentFlowDB) => [db.jobMailSettings, db.templates, db.messages, db.settings];

/**
 * Within an application's transaction: its acknowledgement, when the job sends one, to the
 * candidate's own address. Not a member's message, so no member's hourly limit counts it.
 */
export async function writeAcknowledgement(
  db: TalentFlowDB,
  candidate: { id: string; name: string; email: string },
  job: { id: string; title: string },
  now: Date,
): Promise<void> {
  if (!(await readJobMailSettings(db, job.id)).acknowledge) return;
  const template = (await db.templates.get('acknowledgement')) ?? sampleTemplate('acknowledgement');
  const input = templateMessageFor(template, candidate, job.title, { companyName: await readCompanyName(db) });
  await db.messages.add(
    outgoingMessage(
      input,
      {
        id: uuidv4(),
        candidateId: candidate.id,
        to: candidate.email,
        senderName: AUTOMATIC_SENDER,
        senderId: '',
        createdAt: now.toISOString(),
      },
      false,
    ),
  );
}
