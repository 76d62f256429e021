import { v4 as uuidv4 } from 'uuid';
import { linkTokenHash, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { newInterview, assertOnTeam, rescheduledInterview } from '@/lib/interviews/interviews';
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
  type StoredSlotOffer,
} from '@/lib/interviews/slots';
import { templateMessageFor } from '@/lib/messages/automatic';
import { outgoingMessage, senderOf } from '@/lib/messages/messages';
import { sampleTemplate } from '@/lib/messages/sampleTemplates';
import { readCompanyName } from './companyRepository';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { TalentFlowDB } from './db';
import { interviewsOf, putInterview } from './scheduleRepository';

const shown = ({ tokenHash: _hash, ...offer }: StoredSlotOffer): SlotOffer => offer;
const hashOf = (token: string) => linkTokenHash(token).catch(() => undefined);

type Slots = Pick<InterviewStore, 'slotOffers' | 'offerSlots' | 'toBook' | 'book'>;

/** Times offered to candidates by link, over the browser's database (lib/interviews/slots.ts). */
export function dexieSlots(db: TalentFlowDB, { now = () => new Date(), actor, team = [] }: StoreOptions): Slots {
  /** The offer a token names, with what its page shows; refused alike when there is none. */
  const byToken = async (tokenHash: string | undefined) => {
    const offer = tokenHash ? await db.slotOffers.where('tokenHash').equals(tokenHash).first() : undefined;
    if (!offer) throw new RecordNotFoundError(SCHEDULE_LINK_NOT_VALID);
    const candidate = await db.candidates.get(offer.candidateId);
    if (!candidate) throw new RecordNotFoundError(SCHEDULE_LINK_NOT_VALID);
    const job = await db.jobs.get(offer.jobId);
    const names = { candidateName: candidate.name, jobTitle: job?.title ?? '', companyName: await readCompanyName(db) };
    const booked = offer.interviewId ? await db.interviews.get(offer.interviewId) : undefined;
    const free = freeSlots(offer, await interviewsOf(db, offer.interviewerIds), now());
    return { offer, names, booked, free };
  };
  return {
    slotOffers: async (candidateId) =>
      (await db.slotOffers.where('candidateId').equals(candidateId).toArray())
        .map(shown)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    offerSlots: async (candidateId, input, linkBase) => {
      assertSlotsInFuture(input, now());
      assertOnTeam(input.interviewerIds, team);
      const token = newLinkToken();
      const tokenHash = await linkTokenHash(token);
      const stores = [db.slotOffers, db.candidates, db.jobs, db.templates, db.messages, db.settings];
      return db.transaction('rw', stores, async () => {
        const candidate = await db.candidates.get(candidateId);
        if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        const offer = newSlotOffer(
          { id: uuidv4(), candidateId, jobId: candidate.jobId },
          input,
          actor?.name ?? '',
          now(),
        );
        await db.slotOffers.add({ ...offer, tokenHash });
        const job = await db.jobs.get(candidate.jobId);
        const template = (await db.templates.get('interviewInvitation')) ?? sampleTemplate('interviewInvitation');
        const link = `${linkBase}/schedule/${token}`;
        const message = templateMessageFor(template, candidate, job?.title ?? '', {
          companyName: await readCompanyName(db),
          senderName: actor?.name ?? '',
          link,
        });
        const fields = { id: uuidv4(), candidateId, to: candidate.email, createdAt: offer.createdAt };
        await db.messages.add(outgoingMessage(message, { ...fields, ...senderOf(actor) }, false));
        return offer;
      });
    },
    toBook: async (token) => {
      const tokenHash = await hashOf(token);
      const { offer, names, booked, free } = await db.transaction(
        'r',
        [db.slotOffers, db.candidates, db.jobs, db.interviews, db.settings],
        () => byToken(tokenHash),
      );
      return slotsToBook(shown(offer), names, booked, free, now());
    },
    book: async (token, startsAt) => {
      const tokenHash = await hashOf(token);
      // One transaction over every interview: two bookings of one interviewer's time are one after the other.
      const stores = [db.slotOffers, db.candidates, db.jobs, db.interviews, db.assignments, db.settings];
      return db.transaction('rw', stores, async () => {
        const { offer, names, booked, free } = await byToken(tokenHash);
        if (Date.parse(offer.expiresAt) <= now().getTime()) throw new ConflictError(SCHEDULE_LINK_EXPIRED);
        if (offer.state === 'booked' && offer.reschedulesLeft === 0) throw new ConflictError(ALREADY_BOOKED);
        if (!offer.slots.includes(startsAt)) throw new InvalidInputError(NOT_OFFERED);
        if (!free.includes(startsAt)) throw new ConflictError(SLOT_TAKEN);
        const by = names.candidateName;
        const interview =
          booked && booked.state === 'scheduled'
            ? rescheduledInterview(booked, slotInterview(offer, startsAt), by, now())
            : newInterview(
                { id: uuidv4(), candidateId: offer.candidateId, jobId: offer.jobId },
                slotInterview(offer, startsAt),
                offer.createdBy,
                now(),
              );
        await putInterview(db, interview, team, offer.createdBy, now());
        const after: StoredSlotOffer = {
          ...offer,
          state: 'booked',
          interviewId: interview.id,
          reschedulesLeft: offer.state === 'booked' ? offer.reschedulesLeft - 1 : offer.reschedulesLeft,
        };
        await db.slotOffers.put(after);
        return slotsToBook(shown(after), names, interview, free, now());
      });
    },
  };
}
