import type { Message } from '@/lib/messages/messages';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { Sql } from '../sql';

/**
 * Writes a message to a candidate as outgoingMessage made it, in the caller's transaction, to the
 * candidate's own address as it is then (a request never names one). Nothing for one gone.
 */
export async function insertCandidateMessage(tx: Sql, message: Message, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO messages (id, candidate_id, to_address, subject, body, sender_name, sender_id, template_id,
       created_at, state, state_reason)
     SELECT $1, id, email, $3, $4, $5, $6, $7, $8, $9, $10 FROM candidates WHERE id = $2`,
    [
      message.id,
      message.candidateId,
      message.subject,
      message.body,
      message.senderName,
      message.senderId,
      message.templateId ?? null,
      at,
      message.state,
      message.stateReason ?? null,
    ],
  );
}

/** Whom a message to a candidate is written to and about: their name, address and job's title; refused for one gone. */
export async function recipientOf(sql: Sql, candidateId: string) {
  const [candidate] = await sql.query<{ name: string; email: string; job_id: string | null; title: string | null }>(
    'SELECT c.name, c.email, c.job_id, j.title FROM candidates c LEFT JOIN jobs j ON j.id = c.job_id WHERE c.id = $1',
    [candidateId],
  );
  if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
  return candidate;
}
