/**
 * Members' referral links: a job's careers page with `?ref=<member id>.<signature>`, the
 * signature an HMAC-SHA-256 of the member and the job under a key only the team's store holds.
 * Nobody can make a link that names a member, or move one member's link to another job, without
 * the key; a link stays the member's for as long as they are on the team.
 */

export const REFERRAL_PARAMETER = 'ref';
/** 256 bits, written as 64 hexadecimal digits. */
const REFERRAL_KEY_BYTES = 32;
/** 128 bits of the MAC: NIST SP 800-107 allows an HMAC cut to its leftmost bits. */
const SIGNATURE_HEX_DIGITS = 32;
const REF_PATTERN = /^([A-Za-z0-9_-]{1,100})\.([0-9a-f]{32})$/;

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function newReferralKey(): string {
  return hex(crypto.getRandomValues(new Uint8Array(REFERRAL_KEY_BYTES)));
}

async function signature(key: string, memberId: string, jobId: string): Promise<string> {
  const keyBytes = Uint8Array.from(key.match(/../g)!, (pair) => parseInt(pair, 16));
  const hmacKey = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(`${memberId}\n${jobId}`));
  return hex(mac).slice(0, SIGNATURE_HEX_DIGITS);
}

/** The `ref` of `memberId`'s link to `jobId`. */
export async function referralRef(key: string, memberId: string, jobId: string): Promise<string> {
  return `${memberId}.${await signature(key, memberId, jobId)}`;
}

/** Compares every character, so the time taken tells nothing of how much of a forgery was right. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/**
 * The member a `ref` was signed for on this job, or undefined for anything else: a forged, cut
 * or moved link is no referral, and never a reason to refuse the application.
 */
export async function referrerOf(key: string, ref: unknown, jobId: string): Promise<string | undefined> {
  const match = typeof ref === 'string' ? REF_PATTERN.exec(ref) : null;
  if (!match) return undefined;
  const [, memberId, signed] = match;
  return sameText(signed, await signature(key, memberId, jobId)) ? memberId : undefined;
}

/** The careers page address a member shares. */
export function referralLink(careersJobUrl: string, ref: string): string {
  const url = new URL(careersJobUrl);
  url.searchParams.set(REFERRAL_PARAMETER, ref);
  return url.toString();
}
