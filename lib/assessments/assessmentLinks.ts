import { DAY_MS } from '@/lib/shared/constants';
import { InvalidInputError } from '@/lib/shared/errors';

/** 128 bits, written as 32 hexadecimal digits. */
export const LINK_TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** What every refused token hears, unknown, mistyped or used alike, so an answer tells nothing. */
export const LINK_NOT_VALID = 'This assessment link is not valid or was already used.';
export const NO_ASSESSMENT_TO_SEND = "The candidate's job has no saved assessment to send";
export const NO_JOB_TO_SEND = 'The candidate has no job, so there is no assessment to send';

export function newLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LINK_TOKEN_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isLinkToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Refuses what is not a token before any look-up, with the answer every refused token hears. */
export function assertLinkToken(token: string): void {
  if (!isLinkToken(token)) throw new InvalidInputError(LINK_NOT_VALID);
}

/** The stored form of a token (SHA-256, hexadecimal): a copy of the database lets no one answer. */
export async function linkTokenHash(token: string): Promise<string> {
  assertLinkToken(token);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type LinkStatus = 'sent' | 'started' | 'submitted';

export function linkStatus(link: { startedAt?: string; submittedAt?: string }): LinkStatus {
  if (link.submittedAt) return 'submitted';
  return link.startedAt ? 'started' : 'sent';
}

/** Unused links stop working after this long: a link found in an old mail opens nothing. */
export const LINK_LIFETIME_MS = 30 * DAY_MS;

export function isLinkOpen(link: { sentAt: string; submittedAt?: string }, now: Date): boolean {
  return !link.submittedAt && now.getTime() - Date.parse(link.sentAt) < LINK_LIFETIME_MS;
}
