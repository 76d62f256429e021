import { randomUUID } from 'node:crypto';
import { isLinkToken, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { templateMessageFor } from '@/lib/messages/automatic';
import { outgoingMessage, senderOf } from '@/lib/messages/messages';
import { companyOf } from './company';
import {
  notNow,
  OFFER_LINK_NOT_VALID,
  OFFER_NOT_FOUND,
  type Offer,
  type OfferCounts,
  type OfferState,
  offerToAnswer,
  signs,
  SIGNATURE_MISMATCH,
} from '@/lib/offers/offers';
import { CANDIDATE_NOT_FOUND, CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { OfferStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { actingStatement } from './acting';
import { refusing } from './errors';
import { templateOf } from './templates';
import { insertCandidateMessage, recipientOf } from './candidateMessages';
import { linkTokenHashNow } from './tokenHash';

interface OfferRow {
  id: string;
  candidate_id: string;
  job_id: string | null;
  state: OfferState;
  salary: number;
  currency: string;
  start_date: string;
  expires_on: string;
  notes: string;
  letter: string;
  version: number;
  created_at: Date;
  created_by: string;
  approved_by: string | null;
  sent_back_by: string | null;
  sent_back_comment: string | null;
  sent_at: Date | null;
  answered_at: Date | null;
  signature: string | null;
  decline_reason: string | null;
}

const iso = (date: Date) => new Date(date).toISOString();

/** Dates read as text (`::text` below), so no time zone shifts a calendar date. */
const OFFER_COLUMNS = `offers.*, offers.start_date::text AS start_date, offers.expires_on::text AS expires_on`;

const toOffer = (row: OfferRow): Offer => ({
  id: row.id,
  candidateId: row.candidate_id,
  jobId: row.job_id ?? '',
  state: row.state,
  salary: row.salary,
  currency: row.currency,
  startDate: row.start_date,
  expiresOn: row.expires_on,
  notes: row.notes,
  letter: row.letter,
  version: row.version,
  createdAt: iso(row.created_at),
  createdBy: row.created_by,
  ...(row.approved_by ? { approvedBy: row.approved_by } : {}),
  ...(row.sent_back_by ? { sentBackBy: row.sent_back_by } : {}),
  ...(row.sent_back_comment ? { sentBackComment: row.sent_back_comment } : {}),
  ...(row.sent_at ? { sentAt: iso(row.sent_at) } : {}),
  ...(row.answered_at ? { answeredAt: iso(row.answered_at) } : {}),
  ...(row.signature ? { signature: row.signature } : {}),
  ...(row.decline_reason ? { declineReason: row.decline_reason } : {}),
});

const today = (now: Date) => now.toISOString().slice(0, 10);

/** A link's token as stored; what is no token at all is refused as an unknown one. */
function storedToken(token: string): string {
  if (!isLinkToken(token)) throw new RecordNotFoundError(OFFER_LINK_NOT_VALID);
  return linkTokenHashNow(token);
}

/** Offers over PostgreSQL: the rules of lib/offers, each step one guarded UPDATE, the answer in migrations/037. */
export function sqlOfferStore(
  sql: Sql,
  { now = () => new Date(), actor, sendsMail = false }: StoreOptions,
): OfferStore {
  /** The offer as it is, for a step refused: which refusal it is. */
  async function refusal(within: Sql, candidateId: string, offerId: string, version: number, stepName: string) {
    const [row] = await within.query<OfferRow>(
      `SELECT ${OFFER_COLUMNS} FROM offers WHERE id = $1 AND candidate_id = $2`,
      [offerId, candidateId],
    );
    if (!row) return new RecordNotFoundError(OFFER_NOT_FOUND);
    if (row.version !== version) return new ConflictError(CHANGED_ELSEWHERE);
    return new InvalidInputError(notNow(stepName, row.state));
  }

  /** One step: `set` applied where the offer is in `from` at `version`, as the acting member. */
  async function step(
    candidateId: string,
    offerId: string,
    version: number,
    from: OfferState,
    stepName: string,
    set: string,
    params: unknown[] = [],
    within: Sql = sql,
  ): Promise<Offer> {
    const [row] = await within.query<OfferRow>(
      ...actingStatement(
        actor,
        (acting) =>
          `UPDATE offers SET ${set}, version = version + 1 FROM ${acting}
           WHERE id = $1 AND candidate_id = $2 AND version = $3 AND state = $4 RETURNING ${OFFER_COLUMNS}`,
        [offerId, candidateId, version, from, ...params],
      ),
    );
    if (!row) throw await refusal(within, candidateId, offerId, version, stepName);
    return toOffer(row);
  }

  async function byToken(token: string) {
    const [row] = await sql.query<OfferRow & { candidate_name: string; job_title: string | null }>(
      `SELECT ${OFFER_COLUMNS}, candidates.name AS candidate_name, jobs.title AS job_title
       FROM offers JOIN candidates ON candidates.id = offers.candidate_id LEFT JOIN jobs ON jobs.id = offers.job_id
       WHERE token_hash = $1`,
      [storedToken(token)],
    );
    if (!row) throw new RecordNotFoundError(OFFER_LINK_NOT_VALID);
    const names = {
      candidateName: row.candidate_name,
      jobTitle: row.job_title ?? '',
      companyName: (await companyOf(sql)).name,
    };
    return { offer: toOffer(row), names };
  }

  return {
    offers: async (candidateId) =>
      (
        await sql.query<OfferRow>(
          `SELECT ${OFFER_COLUMNS} FROM offers WHERE candidate_id = $1 ORDER BY created_at DESC, id`,
          [candidateId],
        )
      ).map(toOffer),
    draft: async (candidateId, input) => {
      const [row] = await sql.query<OfferRow>(
        ...actingStatement(
          actor,
          (acting) =>
            `INSERT INTO offers (id, candidate_id, job_id, state, salary, currency, start_date, expires_on, notes, letter,
               version, created_at, created_by)
             SELECT $1, id, job_id, 'draft', $3, $4, $5, $6, $7, $8, 1, $9, $10 FROM candidates, ${acting} WHERE id = $2
             RETURNING ${OFFER_COLUMNS}`,
          [
            randomUUID(),
            candidateId,
            input.salary,
            input.currency,
            input.startDate,
            input.expiresOn,
            input.notes,
            input.letter,
            now(),
            actor?.name ?? '',
          ],
        ),
      );
      if (!row) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
      return toOffer(row);
    },
    edit: (candidateId, offerId, version, input) =>
      step(
        candidateId,
        offerId,
        version,
        'draft',
        'edited',
        'salary = $5, currency = $6, start_date = $7, expires_on = $8, notes = $9, letter = $10',
        [input.salary, input.currency, input.startDate, input.expiresOn, input.notes, input.letter],
      ),
    submit: (candidateId, offerId, version) =>
      step(
        candidateId,
        offerId,
        version,
        'draft',
        'submitted',
        `state = CASE WHEN coalesce((SELECT approve_offers FROM job_mail_settings WHERE job_id = offers.job_id), false)
           THEN 'awaitingApproval' ELSE 'approved' END, sent_back_by = NULL, sent_back_comment = NULL`,
      ),
    approve: (candidateId, offerId, version) =>
      step(candidateId, offerId, version, 'awaitingApproval', 'approved', "state = 'approved', approved_by = $5", [
        actor?.name ?? '',
      ]),
    sendBack: (candidateId, offerId, version, comment) =>
      step(
        candidateId,
        offerId,
        version,
        'awaitingApproval',
        'sent back',
        "state = 'draft', sent_back_by = $5, sent_back_comment = $6",
        [actor?.name ?? '', comment],
      ),
    send: async (candidateId, offerId, version, linkBase) => {
      const token = newLinkToken();
      const candidate = await recipientOf(sql, candidateId);
      const template = await templateOf(sql, 'offer');
      const input = templateMessageFor(template, candidate, candidate.title ?? '', {
        companyName: (await companyOf(sql)).name,
        senderName: actor?.name ?? '',
        link: `${linkBase}/offer/${token}`,
      });
      const message = outgoingMessage(
        input,
        { id: randomUUID(), candidateId, to: '', createdAt: '', ...senderOf(actor) },
        sendsMail,
      );
      // The offer is sent and its email queued in one transaction: neither goes without the other.
      return sql.transaction(async (tx) => {
        const sent = await step(
          candidateId,
          offerId,
          version,
          'approved',
          'sent',
          "state = 'sent', sent_at = $5, token_hash = $6",
          [now(), linkTokenHashNow(token)],
          tx,
        );
        await insertCandidateMessage(tx, message, now());
        return sent;
      });
    },
    toAnswer: async (token) => {
      const { offer, names } = await byToken(token);
      return offerToAnswer(offer, names, today(now()));
    },
    answer: async (token, answer) => {
      const { names } = await byToken(token);
      if (answer.accept && !signs(answer.signature, names.candidateName)) {
        throw new InvalidInputError(SIGNATURE_MISMATCH);
      }
      const [row] = await refusing(() =>
        sql.query<OfferRow>(`SELECT ${OFFER_COLUMNS} FROM answer_offer($1, $2, $3, $4, $5, $6) AS offers`, [
          storedToken(token),
          answer.accept,
          answer.accept ? answer.signature : null,
          answer.accept ? null : answer.reason,
          now(),
          today(now()),
        ]),
      );
      if (!row) throw new RecordNotFoundError(OFFER_LINK_NOT_VALID);
      return offerToAnswer(toOffer(row), names, today(now()));
    },
  };
}

/** Offers of the job's candidates (every job's when empty) sent, accepted and declined. */
export async function countOffers(sql: Sql, jobId: string): Promise<OfferCounts> {
  const [row] = await sql.query<OfferCounts>(
    `SELECT count(*)::int AS sent, count(*) FILTER (WHERE state = 'accepted')::int AS accepted,
       count(*) FILTER (WHERE state = 'declined')::int AS declined
     FROM offers WHERE sent_at IS NOT NULL AND ($1::text IS NULL OR job_id = $1)`,
    [jobId || null],
  );
  return row;
}
