import { InvalidInputError } from '@/lib/shared/errors';
import { assertText, fieldsOf, INPUT_LIMITS, isCalendarDate } from '@/lib/shared/storableInput';

/**
 * An offer's way: a recruiter drafts it; where the job asks for approval an admin approves it or
 * sends it back to draft with a comment; an approved offer is sent to the candidate, who accepts
 * (typing their name) or declines it by the link the email carries.
 */
export const OFFER_STATES = ['draft', 'awaitingApproval', 'approved', 'sent', 'accepted', 'declined'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  draft: 'Draft',
  awaitingApproval: 'Awaiting approval',
  approved: 'Approved',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
};

export interface Offer {
  id: string;
  /** The application it is made on. */
  candidateId: string;
  jobId: string;
  state: OfferState;
  /** A yearly salary in whole units of `currency`. */
  salary: number;
  /** ISO 4217, such as EUR. */
  currency: string;
  startDate: string;
  /** The last day the candidate can answer. */
  expiresOn: string;
  /** For the team only; never shown to the candidate. */
  notes: string;
  /** What the candidate reads on the offer's page. */
  letter: string;
  /** Raised by each change, so an edit over another is refused. */
  version: number;
  createdAt: string;
  createdBy: string;
  /** Who approved it (an admin), or sent it back and why. */
  approvedBy?: string;
  sentBackBy?: string;
  sentBackComment?: string;
  sentAt?: string;
  answeredAt?: string;
  /** The name the candidate typed to accept. */
  signature?: string;
  declineReason?: string;
}

export type OfferInput = Pick<Offer, 'salary' | 'currency' | 'startDate' | 'expiresOn' | 'notes' | 'letter'>;

export const OFFER_NOT_FOUND = 'There is no such offer';
export const OFFER_LINK_NOT_VALID = 'This offer link is not valid.';
export const OFFER_EXPIRED = 'This offer has expired. Write to the hiring team if you are still interested.';
export const OFFER_ANSWERED = 'This offer has been answered already.';
export const SIGNATURE_MISMATCH = 'Type your full name as the offer names you, to sign it.';
export const MAX_SALARY = 100_000_000;

/** Why an offer in `state` cannot take a step: named for each step tried at the wrong time. */
export const notNow = (step: string, state: OfferState) =>
  `An offer ${OFFER_STATE_LABELS[state].toLowerCase()} cannot be ${step}`;

/** The currencies a salary may be in: those the browser's Intl knows, else a well-known few. */
const CURRENCIES = new Set(
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('currency')
    : ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'JPY', 'CAD', 'AUD', 'INR'],
);

/** An offer's fields from a request body, each refused with a message naming it. */
export function readOfferInput(body: unknown): OfferInput {
  const input = fieldsOf(body);
  const { salary, currency, startDate, expiresOn } = input;
  if (typeof salary !== 'number' || !Number.isInteger(salary) || salary <= 0 || salary > MAX_SALARY) {
    throw new InvalidInputError(`The salary is a whole number from 1 to ${MAX_SALARY.toLocaleString('en-US')}`);
  }
  if (typeof currency !== 'string' || !CURRENCIES.has(currency)) {
    throw new InvalidInputError('The currency is a three-letter code such as EUR or USD');
  }
  if (!isCalendarDate(startDate)) throw new InvalidInputError('The start date is a date such as 2027-03-01');
  if (!isCalendarDate(expiresOn)) throw new InvalidInputError('The expiry is a date such as 2027-02-01');
  if (expiresOn > startDate) throw new InvalidInputError('The offer must expire on or before the start date');
  const text = (key: 'notes' | 'letter') => (typeof input[key] === 'string' ? (input[key] as string).trim() : '');
  const [notes, letter] = [text('notes'), text('letter')];
  if (!letter) throw new InvalidInputError('Write the offer letter');
  assertText(letter, 'The letter', INPUT_LIMITS.note);
  assertText(notes, 'The notes', INPUT_LIMITS.note);
  return { salary, currency, startDate, expiresOn, notes, letter };
}

/** The version an edit or a step started from, which a change made since refuses. */
export function readVersion(body: unknown): number {
  const { version } = fieldsOf(body);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new InvalidInputError('Say which version of the offer this is');
  }
  return version;
}

export function readComment(body: unknown): string {
  const { comment } = fieldsOf(body);
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (!text) throw new InvalidInputError('Say what should change');
  assertText(text, 'The comment', INPUT_LIMITS.note);
  return text;
}

/** The salary as the letter and the page say it: "EUR 65,000". */
export const formatSalary = ({ salary, currency }: Pick<Offer, 'salary' | 'currency'>) =>
  `${currency} ${salary.toLocaleString('en-US')}`;

/** A new offer's letter, for the recruiter to edit. */
export function defaultLetter({
  candidateName,
  jobTitle,
  companyName,
  offer,
}: {
  candidateName: string;
  jobTitle: string;
  companyName: string;
  offer: Pick<Offer, 'salary' | 'currency' | 'startDate' | 'expiresOn'>;
}): string {
  return `Dear ${candidateName},

We are pleased to offer you the position of ${jobTitle} at ${companyName}, at a yearly salary of ${formatSalary(offer)}, starting on ${offer.startDate}.

This offer stands until ${offer.expiresOn}. To accept it, sign below with your full name.`;
}

/** What the candidate's link shows: the letter and the terms, nothing the team keeps for itself. */
export interface OfferToAnswer {
  candidateName: string;
  jobTitle: string;
  companyName: string;
  letter: string;
  salary: number;
  currency: string;
  startDate: string;
  expiresOn: string;
  /** `open` while it can be answered; `expired` after its last day. */
  status: 'open' | 'expired' | 'accepted' | 'declined';
  answeredAt?: string;
}

export type OfferAnswer = { accept: true; signature: string } | { accept: false; reason: string };

export function readOfferAnswer(body: unknown): OfferAnswer {
  const { accept, signature, reason } = fieldsOf(body);
  if (accept === true) {
    const typed = typeof signature === 'string' ? signature.trim() : '';
    if (!typed) throw new InvalidInputError(SIGNATURE_MISMATCH);
    assertText(typed, 'The signature', INPUT_LIMITS.name);
    return { accept: true, signature: typed };
  }
  if (accept === false) {
    const text = typeof reason === 'string' ? reason.trim() : '';
    assertText(text, 'The reason', INPUT_LIMITS.note);
    return { accept: false, reason: text };
  }
  throw new InvalidInputError('Say whether you accept the offer');
}

/** A signature is the candidate's name as the offer names them, whatever its case and spacing. */
export const signs = (signature: string, name: string) => {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
  return plain(signature) === plain(name);
};

/** Whether an offer sent can still be answered on `today` (YYYY-MM-DD, UTC). */
export const isExpired = (offer: Pick<Offer, 'expiresOn'>, today: string) => today > offer.expiresOn;

/** An offer as its link shows it. */
export function offerToAnswer(
  offer: Offer,
  names: { candidateName: string; jobTitle: string; companyName: string },
  today: string,
): OfferToAnswer {
  const status =
    offer.state === 'accepted' || offer.state === 'declined'
      ? offer.state
      : isExpired(offer, today)
        ? 'expired'
        : 'open';
  return {
    ...names,
    letter: offer.letter,
    salary: offer.salary,
    currency: offer.currency,
    startDate: offer.startDate,
    expiresOn: offer.expiresOn,
    status,
    ...(offer.answeredAt ? { answeredAt: offer.answeredAt } : {}),
  };
}

/** Offers made (sent), accepted and declined, as the insights count them. */
export interface OfferCounts {
  sent: number;
  accepted: number;
  declined: number;
}

/** Accepted of those answered, in percent; undefined while none is answered. */
export const acceptanceRate = ({ accepted, declined }: OfferCounts) =>
  accepted + declined === 0 ? undefined : (accepted / (accepted + declined)) * 100;

/** An offer's dated steps, as the candidate's timeline lists them beside the stage changes. */
export interface OfferEvent {
  offerId: string;
  timestamp: string;
  text: string;
  by?: string;
}

export function offerEvents(offer: Offer): OfferEvent[] {
  const event = (timestamp: string | undefined, text: string, by?: string): OfferEvent[] =>
    timestamp ? [{ offerId: offer.id, timestamp, text, ...(by ? { by } : {}) }] : [];
  return [
    ...event(offer.createdAt, `Offer drafted (${formatSalary(offer)})`, offer.createdBy),
    ...event(
      offer.sentAt,
      'Offer sent to the candidate',
      offer.approvedBy ? `approved by ${offer.approvedBy}` : undefined,
    ),
    ...event(
      offer.answeredAt,
      offer.state === 'accepted' ? 'Offer accepted by the candidate' : 'Offer declined by the candidate',
    ),
  ];
}
