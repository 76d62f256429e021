import { randomUUID } from 'node:crypto';
import {
  type Message,
  MESSAGE_NOT_FOUND,
  MESSAGES_PER_HOUR,
  ONLY_FAILED_RETRIED,
  ALREADY_SENT,
  outgoingMessage,
  senderOf,
  type MessageState,
} from '@/lib/messages/messages';
import { type JobMailSettings, NO_AUTOMATIC_MAIL } from '@/lib/messages/automatic';
import { REJECTION_SEND_DELAY_MS, reasonOfTemplateId } from '@/lib/messages/rejections';
import { sampleTemplate } from '@/lib/messages/sampleTemplates';
import { isTemplateKind, NO_SUCH_TEMPLATE, TEMPLATE_KINDS } from '@/lib/messages/templates';
import { CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { MessageStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { ON_AN_APPLICATION_OF_THE_PERSON } from './candidates';
import { actingStatement } from './acting';
import { refusing } from './errors';
import { readRejectionReasons, reasonTemplates, type TemplateRow, toTemplate } from './templates';

export interface MessageRow {
  id: string;
  candidate_id: string;
  to_address: string;
  subject: string;
  body: string;
  sender_name: string;
  sender_id: string;
  template_id: string | null;
  created_at: Date;
  state: MessageState;
  state_reason: string | null;
  sent_at: Date | null;
}

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  candidateId: row.candidate_id,
  to: row.to_address,
  subject: row.subject,
  body: row.body,
  senderName: row.sender_name,
  senderId: row.sender_id,
  ...(row.template_id ? { templateId: row.template_id } : {}),
  createdAt: new Date(row.created_at).toISOString(),
  state: row.state,
  ...(row.state_reason ? { stateReason: row.state_reason } : {}),
  ...(row.sent_at ? { sentAt: new Date(row.sent_at).toISOString() } : {}),
});

/** Templates and messages over PostgreSQL: the rules of lib/messages, the limit in migrations/033. */
export function sqlMessageStore(
  sql: Sql,
  { now = () => new Date(), actor, sendsMail = false }: StoreOptions = {},
): MessageStore {
  return {
    templates: async () => {
      const rows = await sql.query<TemplateRow>('SELECT * FROM message_templates');
      const saved = new Map(rows.map((row) => [row.id, toTemplate(row)]));
      const kinds = TEMPLATE_KINDS.map((kind) => saved.get(kind) ?? sampleTemplate(kind));
      return [...kinds, ...(await reasonTemplates(sql, await readRejectionReasons(sql)))];
    },
    saveTemplate: async (id, input) => {
      const reasonId = reasonOfTemplateId(id);
      const known = isTemplateKind(id) || (await readRejectionReasons(sql)).some((reason) => reason.id === reasonId);
      if (!known) throw new RecordNotFoundError(NO_SUCH_TEMPLATE);
      const kind = reasonId ? 'rejection' : id;
      const values = [id, input.name, input.subject, input.body, input.version, now(), actor?.name ?? null, kind];
      // A sample (version 0) is saved by the first insert only; a saved one by an update of its version.
      const [row] = await sql.query<TemplateRow>(
        input.version === 0
          ? `INSERT INTO message_templates (id, kind, name, subject, body, version, updated_at, updated_by)
             VALUES ($1, $8, $2, $3, $4, $5 + 1, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING *`
          : `UPDATE message_templates SET name = $2, subject = $3, body = $4, version = $5 + 1,
               updated_at = $6, updated_by = $7
             WHERE id = $1 AND version = $5 AND kind = $8 RETURNING *`,
        values,
      );
      if (!row) throw new ConflictError(CHANGED_ELSEWHERE);
      return toTemplate(row);
    },
    send: async (candidateId, input) => {
      // A sender delivers what is queued (server/mail/outbox.ts); without one it waits to be sent by hand.
      const message = outgoingMessage(
        input,
        { id: randomUUID(), candidateId, to: '', createdAt: '', ...senderOf(actor) },
        sendsMail,
      );
      const [{ sent }] = await refusing(() =>
        sql.query<{ sent: MessageRow }>('SELECT to_jsonb(send_message($1::jsonb, $2, $3)) AS sent', [
          JSON.stringify(message),
          now(),
          MESSAGES_PER_HOUR,
        ]),
      );
      return toMessage(sent);
    },
    messages: async (candidateId) => {
      const rows = await sql.query<MessageRow>(
        `SELECT * FROM messages WHERE ${ON_AN_APPLICATION_OF_THE_PERSON} ORDER BY created_at DESC, id`,
        [candidateId],
      );
      return rows.map(toMessage);
    },
    jobSettings: async (jobId) => {
      const [row] = await sql.query<JobMailSettings>(
        'SELECT acknowledge, approve_offers AS "approveOffers" FROM job_mail_settings WHERE job_id = $1',
        [jobId],
      );
      return row ?? NO_AUTOMATIC_MAIL;
    },
    saveJobSettings: async (jobId, settings) => {
      await refusing(() =>
        sql.query(
          `INSERT INTO job_mail_settings (job_id, acknowledge, approve_offers) VALUES ($1, $2, $3)
           ON CONFLICT (job_id) DO UPDATE SET acknowledge = excluded.acknowledge, approve_offers = excluded.approve_offers`,
          [jobId, settings.acknowledge, settings.approveOffers],
        ),
      );
      return settings;
    },
    retry: async (candidateId, messageId) => {
      const [row] = await sql.query<MessageRow>(
        `UPDATE messages SET state = 'queued', attempts = 0, next_attempt_at = NULL, claimed_until = NULL,
           state_reason = NULL
         WHERE id = $1 AND candidate_id = $2 AND state = 'failed' RETURNING *`,
        [messageId, candidateId],
      );
      if (row) return toMessage(row);
      const [known] = await sql.query('SELECT 1 FROM messages WHERE id = $1 AND candidate_id = $2', [
        messageId,
        candidateId,
      ]);
      throw known ? new InvalidInputError(ONLY_FAILED_RETRIED) : new RecordNotFoundError(MESSAGE_NOT_FOUND);
    },
    cancel: async (candidateId, messageId) => {
      const [row] = await sql.query<MessageRow>('SELECT * FROM cancel_message($1, $2, $3, $4)', [
        candidateId,
        messageId,
        now(),
        REJECTION_SEND_DELAY_MS,
      ]);
      if (row) return toMessage(row);
      const [known] = await sql.query<MessageRow>('SELECT * FROM messages WHERE id = $1 AND candidate_id = $2', [
        messageId,
        candidateId,
      ]);
      if (!known) throw new RecordNotFoundError(MESSAGE_NOT_FOUND);
      if (known.state === 'cancelled') return toMessage(known);
      throw new ConflictError(ALREADY_SENT);
    },
    rejectionReasons: () => readRejectionReasons(sql),
    saveRejectionReasons: async (reasons) => {
      await sql.query(
        ...actingStatement(actor, (acting) => `UPDATE team SET rejection_reasons = $1::jsonb FROM ${acting}`, [
          JSON.stringify(reasons),
        ]),
      );
      return reasons;
    },
  };
}
