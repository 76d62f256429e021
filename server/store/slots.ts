import { randomUUID } from 'node:crypto';
import { isLinkToken, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { type Interview, newInterview, assertOnTeam, rescheduledInterview } from '@/lib/interviews/interviews';
import {
  ALREADY_BOOKED,
  assertSlotsInFuture,
  freeSlots,
  newSlotOffer,
  NOT_OFFERED,
  SCHEDULE_LINK_EXPIRED,
  SCHEDULE_LINK_NOT_VALID,
  SLOT_TAKEN,
  slotInterview,
  type SlotOffer,
  slotsToBook,
} from '@/lib/interviews/slots';
import { templateMessageFor } from '@/lib/messages/automatic';
import { outgoingMessage, senderOf } from '@/lib/messages/messages';
import { companyOf } from './company';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { queueInvitations } from './invitations';
import { teamOf } from './members';
import { insertCandidateMessage, recipientOf } from './candidateMessages';
import { assignInterviewers, type InterviewRow, interviewsOf, toInterview, writeInterview } from './schedule';
import { templateOf } from './templates';
import { linkTokenHashNow } from './tokenHash';

interface SlotOfferRow {
  id: string;
  candidate_id: string;
  job_id: string | null;
  stage: SlotOffer['stage'];
  title: string;
  duration_minutes: number;
  time_zone: string;
  interviewer_ids: string[];
  location: string;
  notes: string;
  slots: Date[];
  state: SlotOffer['state'];
  interview_id: string | null;
  reschedules_left: number;
  expires_at: Date;
  created_at: Date;
  created_by: string;
}

const iso = (value: Date) => new Date(value).toISOString();

const toSlotOffer = (row: SlotOfferRow): SlotOffer => ({
  id: row.id,
  candidateId: row.candidate_id,
  jobId: row.job_id ?? '',
  stage: row.stage,
  title: row.title,
  durationMinutes: row.duration_minutes,
  timeZone: row.time_zone,
  interviewerIds: row.interviewer_ids,
  location: row.location,
  notes: row.notes,
  slots: row.slots.map(iso).sort(),
  state: row.state,
  ...(row.interview_id ? { interviewId: row.interview_id } : {}),
  reschedulesLeft: row.reschedules_left,
  expiresAt: iso(row.expires_at),
  createdAt: iso(row.created_at),
  createdBy: row.created_by,
});

const COLUMNS =
  'id, candidate_id, job_id, stage, title, duration_minutes, time_zone, interviewer_ids, location, notes, slots, state, interview_id, reschedules_left, expires_at, created_at, created_by';

type Slots = Pick<InterviewStore, 'slotOffers' | 'offerSlots' | 'toBook' | 'book'>;

/**
 * Times offered by link over PostgreSQL (migrations/040), by the rules of lib/interviews/slots.ts.
 * A booking takes the offer's row lock and each interviewer's advisory lock, in one order, before
 * it looks for their busy times: of two bookings of one interviewer's time, the second sees the first.
 */
export function sqlSlots(
  sql: Sql,
  { now = () => new Date(), actor, team, sendsMail = false, mailFrom }: StoreOptions,
): Slots {
  /** The offer a token names, locked for a booking, with what its page shows; refused alike when there is none. */
  const byToken = async (tx: Sql, token: string, lock: boolean) => {
    if (!isLinkToken(token)) throw new RecordNotFoundError(SCHEDULE_LINK_NOT_VALID);
    const [row] = await tx.query<SlotOfferRow & { name: string; title_of_job: string | null }>(
      `SELECT s.*, c.name, j.title AS title_of_job FROM slot_offers s
         JOIN candidates c ON c.id = s.candidate_id LEFT JOIN jobs j ON j.id = s.job_id
       WHERE s.token_hash = $1 ${lock ? 'FOR UPDATE OF s' : ''}`,
      [linkTokenHashNow(token)],
    );
    if (!row) throw new RecordNotFoundError(SCHEDULE_LINK_NOT_VALID);
    const offer = toSlotOffer(row);
    if (lock) {
      for (const id of [...offer.interviewerIds].sort()) {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('interviewer:' || $1))", [id]);
      }
    }
    const [booked] = offer.interviewId
      ? await tx.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [offer.interviewId])
      : [];
    const companyName = (await companyOf(tx)).name;
    const names = { candidateName: row.name, jobTitle: row.title_of_job ?? '', companyName };
    const free = freeSlots(offer, await interviewsOf(tx, offer.interviewerIds), now());
    return { offer, names, booked: booked ? toInterview(booked) : undefined, free };
  };
  return {
    slotOffers: async (candidateId) =>
      (
        await sql.query<SlotOfferRow>(
          `SELECT ${COLUMNS} FROM slot_offers WHERE candidate_id = $1 ORDER BY created_at DESC, id`,
          [candidateId],
        )
      ).map(toSlotOffer),
    offerSlots: async (candidateId, input, linkBase) => {
      assertSlotsInFuture(input, now());
      assertOnTeam(input.interviewerIds, await teamOf(sql, team));
      const token = newLinkToken();
      return sql.transaction(async (tx) => {
        const candidate = await recipientOf(tx, candidateId);
        const offer = newSlotOffer(
          { id: randomUUID(), candidateId, jobId: candidate.job_id ?? '' },
          input,
          actor?.name ?? '',
          now(),
        );
        await tx.query(
          `INSERT INTO slot_offers (${COLUMNS}, token_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11::timestamptz[], $12, NULL, $13, $14, $15, $16, $17)`,
          [
            offer.id,
            candidateId,
            candidate.job_id,
            offer.stage,
            offer.title,
            offer.durationMinutes,
            offer.timeZone,
            offer.interviewerIds,
            offer.location,
            offer.notes,
            offer.slots,
            offer.state,
            offer.reschedulesLeft,
            offer.expiresAt,
            offer.createdAt,
            offer.createdBy,
            linkTokenHashNow(token),
          ],
        );
        const template = await templateOf(tx, 'interviewInvitation');
        const link = `${linkBase}/schedule/${token}`;
        const text = templateMessageFor(template, candidate, candidate.title ?? '', {
          companyName: (await companyOf(tx)).name,
          senderName: actor?.name ?? '',
          link,
        });
        const message = outgoingMessage(
          text,
          { id: randomUUID(), candidateId, to: candidate.email, createdAt: offer.createdAt, ...senderOf(actor) },
          sendsMail,
        );
        await insertCandidateMessage(tx, message, now());
        return offer;
      });
    },
    toBook: async (token) => {
      const { offer, names, booked, free } = await byToken(sql, token, false);
      return slotsToBook(offer, names, booked, free, now());
    },
    book: async (token, startsAt, linkBase) => {
      const members = await teamOf(sql, team);
      return sql.transaction(async (tx) => {
        const { offer, names, booked, free } = await byToken(tx, token, true);
        if (Date.parse(offer.expiresAt) <= now().getTime()) throw new ConflictError(SCHEDULE_LINK_EXPIRED);
        if (offer.state === 'booked' && offer.reschedulesLeft === 0) throw new ConflictError(ALREADY_BOOKED);
        if (!offer.slots.includes(startsAt)) throw new InvalidInputError(NOT_OFFERED);
        if (!free.includes(startsAt)) throw new ConflictError(SLOT_TAKEN);
        const moving = booked?.state === 'scheduled';
        const interview: Interview = moving
          ? rescheduledInterview(booked, slotInterview(offer, startsAt), names.candidateName, now())
          : newInterview(
              { id: randomUUID(), candidateId: offer.candidateId, jobId: offer.jobId },
              slotInterview(offer, startsAt),
              offer.createdBy,
              now(),
            );
        await writeInterview(tx, interview, moving ? booked.sequence : undefined);
        await assignInterviewers(tx, interview, members, offer.createdBy, now());
        const reschedulesLeft = offer.state === 'booked' ? offer.reschedulesLeft - 1 : offer.reschedulesLeft;
        await tx.query(
          "UPDATE slot_offers SET state = 'booked', interview_id = $2, reschedules_left = $3 WHERE id = $1",
          [offer.id, interview.id, reschedulesLeft],
        );
        if (sendsMail && mailFrom) {
          await queueInvitations(tx, interview, { from: mailFrom, linkBase, actor: undefined, now: now() });
        }
        return slotsToBook(
          { ...offer, state: 'booked', interviewId: interview.id, reschedulesLeft },
          names,
          interview,
          free,
          now(),
        );
      });
    },
  };
}
