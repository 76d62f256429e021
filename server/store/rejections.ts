import { companyOf } from './company';
import { randomUUID } from 'node:crypto';
import { AUTOMATIC_SENDER, templateMessageFor } from '@/lib/messages/automatic';
import { MESSAGES_PER_HOUR, outgoingMessage } from '@/lib/messages/messages';
import {
  byCountThenReason,
  NO_SUCH_REASON,
  REJECTION_SEND_DELAY_MS,
  type ReasonCount,
  type RejectionReason,
  type RejectOutcome,
} from '@/lib/messages/rejections';
import { InvalidInputError } from '@/lib/shared/errors';
import type { CandidateStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { actingAs } from './acting';
import { refusing } from './errors';
import { readRejectionReasons, reasonTemplates } from './templates';

/**
 * Rejections with their reason over PostgreSQL: the emails are filled in here from the reason's
 * template (lib/messages), the move and their writing is one call (migrations/036).
 */
export function sqlReject(
  sql: Sql,
  { now = () => new Date(), actor, sendsMail = false }: StoreOptions,
): CandidateStore['reject'] {
  return async (ids, rejection, fromStages = {}) => {
    if (ids.length === 0) throw new InvalidInputError('Choose at least one candidate');
    const reasons = await readRejectionReasons(sql);
    const index = reasons.findIndex((reason) => reason.id === rejection.reasonId);
    if (index < 0) throw new InvalidInputError(NO_SUCH_REASON);
    const messages = rejection.sendEmail ? await rejectionEmails(sql, ids, reasons[index], actor, sendsMail) : [];
    const [row] = await refusing(() =>
      sql.query<{ outcome: RejectOutcome }>(
        ...actingAs(actor, 'SELECT reject_candidates($1::text[], $2, $3, $4::jsonb, $5::jsonb, $6, $7) AS outcome', [
          ids,
          reasons[index].label,
          now().toISOString(),
          JSON.stringify(fromStages),
          JSON.stringify(messages),
          MESSAGES_PER_HOUR,
          REJECTION_SEND_DELAY_MS,
        ]),
      ),
    );
    return row.outcome;
  };
}

/** The reason's email to each candidate, filled in as they read now; the function writes those it moves. */
async function rejectionEmails(
  sql: Sql,
  ids: string[],
  reason: RejectionReason,
  actor: StoreOptions['actor'],
  sendsMail: boolean,
) {
  const [template] = await reasonTemplates(sql, [reason]);
  const candidates = await sql.query<{ id: string; name: string; email: string; title: string | null }>(
    `SELECT candidates.id, candidates.name, candidates.email, jobs.title
     FROM candidates LEFT JOIN jobs ON jobs.id = candidates.job_id WHERE candidates.id = ANY($1::text[])`,
    [ids],
  );
  const senderName = actor?.name ?? AUTOMATIC_SENDER;
  const companyName = (await companyOf(sql)).name;
  return candidates.map((candidate) =>
    outgoingMessage(
      templateMessageFor(template, candidate, candidate.title ?? '', { companyName, senderName }),
      { id: randomUUID(), candidateId: candidate.id, to: '', senderName, senderId: actor?.id ?? '', createdAt: '' },
      sendsMail,
    ),
  );
}

/** Moves to rejected of the job's candidates (every job's when empty) by the reason given, most first. */
export async function countRejectionReasons(sql: Sql, jobId: string): Promise<ReasonCount[]> {
  const rows = await sql.query<{ reason: string; count: number }>(
    `SELECT reason, count(*)::int AS count FROM timeline_entries
     JOIN candidates ON candidates.id = timeline_entries.candidate_id
     WHERE reason IS NOT NULL AND ($1::text IS NULL OR candidates.job_id = $1) GROUP BY reason`,
    [jobId || null],
  );
  return rows.sort(byCountThenReason);
}
