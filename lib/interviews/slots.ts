import { InvalidInputError } from '@/lib/shared/errors';
import { fieldsOf } from '@/lib/shared/storableInput';
import { type Interview, type InterviewInput, overlaps, readInterviewInput } from './interviews';

/**
 * Times offered to a candidate to pick one from (issue 50): an interview in all but its start,
 * the starts to choose among, and a link (`/schedule/{token}`, kept as its SHA-256) that books one
 * for everyone at once. Booked once; then, where the recruiter allowed it, moved once more.
 */
export interface SlotOffer extends Omit<InterviewInput, 'startsAt'> {
  id: string;
  candidateId: string;
  jobId: string;
  /** UTC starts, soonest first. */
  slots: string[];
  state: 'open' | 'booked';
  /** The interview the candidate booked. */
  interviewId?: string;
  /** How many times the candidate may still move a booked interview by the link: 1 or 0. */
  reschedulesLeft: number;
  expiresAt: string;
  createdAt: string;
  createdBy: string;
}

/** An offer as stored: with its link's token digest, which no answer shows. */
export type StoredSlotOffer = SlotOffer & { tokenHash: string };

export type SlotOfferInput = Omit<InterviewInput, 'startsAt'> & {
  slots: string[];
  allowReschedule: boolean;
  /** Days the link works for. */
  expiresInDays: number;
};

export const SLOT_LIMITS = { slots: 40, minDays: 1, maxDays: 30 } as const;

export const SLOT_TAKEN = 'That time was just taken. Please choose another.';
export const NOT_OFFERED = 'That time is not one of those offered';
export const SCHEDULE_LINK_NOT_VALID = 'This scheduling link is not valid. Ask the person who sent it for a new one.';
export const SCHEDULE_LINK_EXPIRED = 'This scheduling link has expired. Ask the person who sent it for a new one.';
export const ALREADY_BOOKED = 'Your interview is booked. To change it again, reply to the email that brought the link.';
/** How many calls a minute one address may make of a scheduling link's API. */
export const SCHEDULE_CALLS_PER_MINUTE = 20;

/** An offer of times from a request body: each start a time with its offset, once. */
export function readSlotOfferInput(body: unknown): SlotOfferInput {
  const input = fieldsOf(body);
  const { slots } = input;
  if (!Array.isArray(slots) || slots.length === 0 || slots.length > SLOT_LIMITS.slots) {
    throw new InvalidInputError(`Offer 1 to ${SLOT_LIMITS.slots} times`);
  }
  const starts = slots.map((slot) => readInterviewInput({ ...input, startsAt: slot }).startsAt);
  const { startsAt: _first, ...interview } = readInterviewInput({ ...input, startsAt: starts[0] });
  const days = input.expiresInDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < SLOT_LIMITS.minDays || days > SLOT_LIMITS.maxDays) {
    throw new InvalidInputError(`The link works for ${SLOT_LIMITS.minDays} to ${SLOT_LIMITS.maxDays} days`);
  }
  return {
    ...interview,
    slots: [...new Set(starts)].sort(),
    allowReschedule: input.allowReschedule === true,
    expiresInDays: days,
  };
}

export const SLOTS_IN_THE_PAST = 'Offer times in the future only';

/** Refuses an offer with a time at or before `now`: the store asks, by its own clock. */
export function assertSlotsInFuture({ slots }: Pick<SlotOfferInput, 'slots'>, now: Date): void {
  if (slots.some((slot) => Date.parse(slot) <= now.getTime())) throw new InvalidInputError(SLOTS_IN_THE_PAST);
}

/** The offer as stored, before its link's token. */
export const newSlotOffer = (
  fields: Pick<SlotOffer, 'id' | 'candidateId' | 'jobId'>,
  { allowReschedule, expiresInDays, ...input }: SlotOfferInput,
  by: string,
  now: Date,
): SlotOffer => ({
  ...fields,
  ...input,
  state: 'open',
  reschedulesLeft: allowReschedule ? 1 : 0,
  expiresAt: new Date(now.getTime() + expiresInDays * 24 * 60 * 60 * 1000).toISOString(),
  createdAt: now.toISOString(),
  createdBy: by,
});

/** The interview a slot makes: the offer's, at `startsAt`. */
export const slotInterview = (offer: SlotOffer, startsAt: string): InterviewInput => ({
  stage: offer.stage,
  title: offer.title,
  startsAt,
  durationMinutes: offer.durationMinutes,
  timeZone: offer.timeZone,
  interviewerIds: offer.interviewerIds,
  location: offer.location,
  notes: offer.notes,
});

/**
 * The offered starts still free: in the future, and not overlapping another scheduled interview
 * of any of its interviewers (the one this offer booked aside, which a move replaces).
 */
export function freeSlots(offer: SlotOffer, busy: readonly Interview[], now: Date): string[] {
  return offer.slots.filter(
    (startsAt) =>
      Date.parse(startsAt) > now.getTime() &&
      !busy.some(
        (other) =>
          other.id !== offer.interviewId &&
          other.state === 'scheduled' &&
          other.interviewerIds.some((id) => offer.interviewerIds.includes(id)) &&
          overlaps({ startsAt, durationMinutes: offer.durationMinutes }, other),
      ),
  );
}

/** What a scheduling link shows the candidate: nothing internal (no notes, no interviewers). */
export interface SlotsToBook {
  candidateFirstName: string;
  jobTitle: string;
  companyName: string;
  title: string;
  durationMinutes: number;
  location: string;
  /** The organiser's zone, for "their time" beside the candidate's. */
  timeZone: string;
  /** Free starts, soonest first: empty once booked unless a move is still allowed. */
  slots: string[];
  booked?: string;
  canReschedule: boolean;
  expiresAt: string;
  /** Past its last day by the store's clock: nothing more can be booked by it. */
  expired: boolean;
}

export function slotsToBook(
  offer: SlotOffer,
  names: { candidateName: string; jobTitle: string; companyName: string },
  booked: Interview | undefined,
  free: string[],
  now: Date,
): SlotsToBook {
  const canReschedule = offer.state === 'booked' && offer.reschedulesLeft > 0;
  return {
    candidateFirstName: names.candidateName.trim().split(/\s+/)[0] ?? '',
    jobTitle: names.jobTitle,
    companyName: names.companyName,
    title: offer.title,
    durationMinutes: offer.durationMinutes,
    location: offer.location,
    timeZone: offer.timeZone,
    slots: offer.state === 'open' || canReschedule ? free.filter((slot) => slot !== booked?.startsAt) : [],
    ...(booked && booked.state === 'scheduled' ? { booked: booked.startsAt } : {}),
    canReschedule,
    expiresAt: offer.expiresAt,
    expired: Date.parse(offer.expiresAt) <= now.getTime(),
  };
}

/** The start a candidate picked, from a request body. */
export function readPickedSlot(body: unknown): string {
  const { startsAt } = fieldsOf(body);
  const start = typeof startsAt === 'string' ? Date.parse(startsAt) : NaN;
  if (Number.isNaN(start)) throw new InvalidInputError('Choose a time');
  return new Date(start).toISOString();
}
