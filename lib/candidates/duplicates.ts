import { InvalidInputError } from '@/lib/shared/errors';
import { assertId } from '@/lib/shared/storableInput';
import type { Candidate } from '@/lib/shared/types';
import { personOf } from './personApplications';

/**
 * Possible duplicates (issue 30): two candidates of different people are likely one person when
 * their emails match, ignoring case, or when their names and phone numbers match. The stores
 * keep one person per email, so in practice it is the second rule that finds them: one applicant
 * who applied twice with two addresses. Both back ends find pairs with these functions over the same rows.
 */
export type DuplicateReason = 'email' | 'namePhone';

export const DUPLICATE_REASONS: Record<DuplicateReason, string> = {
  email: 'Same email',
  namePhone: 'Same name and phone',
};

export const POSSIBLE_DUPLICATE = 'Possible duplicate';

/** A candidate as the duplicate rules read them: with the phone their application gave, if any. */
export type DuplicateCandidate = Candidate & { phone?: string };

export interface DuplicatePair {
  reason: DuplicateReason;
  /** The two, in name order (then id order): the pair's id is theirs joined. */
  candidates: [DuplicateCandidate, DuplicateCandidate];
}

/** A phone number with fewer digits than this tells nobody apart, and makes no key. */
const MIN_PHONE_DIGITS = 7;
/**
 * The digits a phone number is compared by: its last nine. A subscriber's number is nine or
 * more digits in most countries, and what people write before it differs ("+44 20 …" and
 * "020 …", "+1 415 …" and "415 …", "+33 6 …" and "06 …"); the name must match too.
 */
const PHONE_DIGITS_COMPARED = 9;

/** A name as people write it in different ways: no case, accents or runs of spaces. */
export const nameKey = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function phoneKey(phone: string | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits.slice(-PHONE_DIGITS_COMPARED) : undefined;
}

function keysOf(candidate: DuplicateCandidate): Array<[DuplicateReason, string]> {
  const phone = phoneKey(candidate.phone);
  const keys: Array<[DuplicateReason, string]> = [['email', candidate.email.trim().toLowerCase()]];
  if (phone) keys.push(['namePhone', `${nameKey(candidate.name)}\u0000${phone}`]);
  return keys;
}

const inOrder = (a: DuplicateCandidate, b: DuplicateCandidate) =>
  a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every pair of candidates that match by either rule, once each (an email match first), by name. */
export function findDuplicatePairs(candidates: readonly DuplicateCandidate[]): DuplicatePair[] {
  const groups = new Map<string, { reason: DuplicateReason; members: DuplicateCandidate[] }>();
  for (const candidate of candidates) {
    for (const [reason, key] of keysOf(candidate)) {
      const group = groups.get(`${reason}:${key}`) ?? { reason, members: [] };
      group.members.push(candidate);
      groups.set(`${reason}:${key}`, group);
    }
  }
  const pairs = new Map<string, DuplicatePair>();
  for (const { reason, members } of groups.values()) {
    const sorted = [...members].sort(inOrder);
    sorted.forEach((first, index) => {
      for (const second of sorted.slice(index + 1)) {
        // Two applications of one person are that person's, not a duplicate.
        if (personOf(first) === personOf(second)) continue;
        const id = `${first.id}\u0000${second.id}`;
        const known = pairs.get(id);
        if (!known || (reason === 'email' && known.reason !== 'email'))
          pairs.set(id, { reason, candidates: [first, second] });
      }
    });
  }
  return [...pairs.values()].sort(
    (a, b) => inOrder(a.candidates[0], b.candidates[0]) || inOrder(a.candidates[1], b.candidates[1]),
  );
}

/** Another record a candidate may be, and why. */
export interface DuplicateMatch {
  other: DuplicateCandidate;
  reason: DuplicateReason;
}

/** For each candidate in a pair, the other records they may be. */
export function duplicatesById(pairs: readonly DuplicatePair[]): Map<string, DuplicateMatch[]> {
  const byId = new Map<string, DuplicateMatch[]>();
  for (const {
    reason,
    candidates: [first, second],
  } of pairs) {
    byId.set(first.id, [...(byId.get(first.id) ?? []), { other: second, reason }]);
    byId.set(second.id, [...(byId.get(second.id) ?? []), { other: first, reason }]);
  }
  return byId;
}

/** What a merge of two people chooses between: their identity. Each application stays as it is. */
export const MERGE_FIELDS = ['name', 'email'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const MERGE_FIELD_LABELS: Record<MergeField, string> = { name: 'Name', email: 'Main email' };

/** Refused: the two records are applications of one person already. */
export const ONE_PERSON_ALREADY = 'These are applications of one person already: there is nothing to merge';

/** The fields taken from the other record; every other field is the kept record's. */
export type MergeChoices = Partial<Record<MergeField, 'other'>>;

export interface MergeRequest {
  otherId: string;
  choose: MergeChoices;
}

/** A merge's body, `{ otherId, choose: { name: 'other', … } }`, refused with a message when malformed. */
export function readMergeRequest(body: unknown, keptId: string): MergeRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidInputError('The merge must be a JSON object');
  const { otherId, choose = {} } = body as Record<string, unknown>;
  if (typeof otherId !== 'string') throw new InvalidInputError('otherId must name the candidate to merge in');
  assertId(otherId, 'A candidate id');
  if (otherId === keptId) throw new InvalidInputError('A candidate cannot be merged with themselves');
  if (typeof choose !== 'object' || choose === null || Array.isArray(choose))
    throw new InvalidInputError('choose must be a JSON object');
  for (const [field, value] of Object.entries(choose)) {
    if (!(MERGE_FIELDS as readonly string[]).includes(field))
      throw new InvalidInputError(
        `Cannot merge ${field}: a merge chooses the name and main email, and keeps every application`,
      );
    if (value !== 'other' && value !== 'kept') throw new InvalidInputError(`${field} must be "kept" or "other"`);
  }
  const chosen = Object.entries(choose).filter(([, value]) => value === 'other');
  return { otherId, choose: Object.fromEntries(chosen) as MergeChoices };
}

/** The identity of two people merged: the chosen name and main email, and every other email of both once. */
export function mergedIdentity(
  kept: Pick<Candidate, 'name' | 'email' | 'otherEmails'>,
  other: Pick<Candidate, 'name' | 'email' | 'otherEmails'>,
  choose: MergeChoices,
): { name: string; email: string; otherEmails: string[] } {
  const name = choose.name === 'other' ? other.name : kept.name;
  const email = choose.email === 'other' ? other.email : kept.email;
  const seen = new Set([email.toLowerCase()]);
  const otherEmails: string[] = [];
  for (const each of [kept.email, other.email, ...(kept.otherEmails ?? []), ...(other.otherEmails ?? [])]) {
    if (seen.has(each.toLowerCase())) continue;
    seen.add(each.toLowerCase());
    otherEmails.push(each);
  }
  return { name, email, otherEmails };
}
