import { EMAIL_PATTERN } from '@/lib/candidates/candidateRules';
import { InvalidInputError } from '@/lib/shared/errors';
import { fieldsOf } from '@/lib/shared/storableInput';
import { type Member, type Role, ROLES } from './members';

/** Team mode's accounts (issue 29): who may sign in, and for how long. */
export const ACCOUNT_LIMITS = {
  nameLength: 100,
  emailLength: 254,
  /** NIST SP 800-63B asks for at least 8; a team's hiring data deserves a passphrase. */
  passwordMin: 12,
  /** scrypt takes any length; this only keeps a request from being a megabyte of password. */
  passwordMax: 256,
} as const;

/** A session ends after this long without a request. */
export const SESSION_IDLE_HOURS = 12;
/** The setup link the server logs on an empty database is good for this long. */
export const SETUP_LINK_HOURS = 24;
/** An invite link is good for this long; an admin can make a new one. */
export const INVITE_DAYS = 7;
/** How long a password reset link works. */
export const RESET_HOURS = 1;
/** "Forgot password" asks an address may make in an hour, and asks for one email: counted before any work. */
export const RESET_ASKS_PER_HOUR = { address: 30, email: 3 } as const;
/**
 * Failed sign-ins for one email from one place (an address, or a browser the member signed in
 * from before) within the window lock that pair for the same window; others are not locked out.
 */
export const SIGN_IN_LOCK = { failures: 10, minutes: 15 } as const;
/** The other limits on sign-ins, counted over SIGN_IN_LOCK.minutes too. */
export const SIGN_IN_LIMITS = {
  /**
   * Failed attempts from one address, whatever the emails. An office behind one address shares
   * it, and a stranger's failures there would stop every new browser of the office: high enough
   * for that, low enough that one address guesses little (its share of the hashing bounds the rate).
   */
  addressFailures: 100,
  /** Past this many failures of one email from anywhere, the email gets one attempt a while. */
  emailFailures: 10,
  emailIntervalSeconds: 20,
  /** A device cookie (OWASP's "device cookies") is kept this long after a sign-in. */
  deviceCookieDays: 365,
} as const;

/** Whom the access token signs in: scripts that hold it act as this member; no person may take its name. */
export const ACCESS_TOKEN_MEMBER: Member = { id: 'api', name: 'API', handle: '@api', role: 'admin' };

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'That email and password do not match an active member.',
  locked: (minutes: number) =>
    `Too many failed sign-ins for this email. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  addressLimited: (minutes: number) =>
    `Too many failed sign-ins from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  slowed: (seconds: number) =>
    `Many sign-ins for this email have failed, so it takes one try at a time. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  busy: 'Too many sign-ins at once from this address. Try again in a moment.',
  reservedName: 'That name is kept for the access token of scripts: choose another.',
  setupUsed: 'This setup link has been used or has expired. Sign in instead.',
  notSetUp: 'This TalentFlow is not set up yet: open the setup link from the server’s log to create the first admin.',
  inviteUnknown: 'This invite link has been used, replaced or has expired. Ask an admin for a new one.',
  emailTaken: 'A member with this email already exists.',
  lastAdmin: 'The team needs an active admin: make another member admin first.',
  memberNotFound: 'No such member.',
  ownAccount: 'Ask another admin to change your own role or deactivate you.',
  resetUnknown: 'This password reset link has been used or has expired. Ask for a new one.',
  resetSent: `If a member has this email, a link to choose a new password is on its way. It works for ${RESET_HOURS} hour.`,
  resetTooOften: 'Too many reset links were asked for. Try again in an hour.',
  noMailServer: 'This TalentFlow sends no email: ask an admin of your team for help with your password.',
} as const;

export type MemberStatus = 'active' | 'invited' | 'deactivated';

/** A member as admins see them on the Members screen. */
export interface Account extends Member {
  email: string;
  status: MemberStatus;
  /** A pending invite's link, until it is used or expires: admins may copy it again. */
  inviteUrl?: string;
}

export interface NewMemberInput {
  name: string;
  email: string;
  role: Role;
}

export interface MemberChange {
  role?: Role;
  active?: boolean;
}

export function readName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new InvalidInputError('Enter the member’s name');
  if (name.toLowerCase() === ACCESS_TOKEN_MEMBER.name.toLowerCase()) {
    throw new InvalidInputError(ACCOUNT_MESSAGES.reservedName);
  }
  if (name.length > ACCOUNT_LIMITS.nameLength) {
    throw new InvalidInputError(`A name is at most ${ACCOUNT_LIMITS.nameLength} characters`);
  }
  return name;
}

export function readEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!EMAIL_PATTERN.test(email) || email.length > ACCOUNT_LIMITS.emailLength) {
    throw new InvalidInputError('Enter a valid email address');
  }
  return email;
}

export function readRole(value: unknown): Role {
  if (!ROLES.includes(value as Role)) throw new InvalidInputError('Choose a role: admin, recruiter or interviewer');
  return value as Role;
}

export function readNewMember(body: unknown): NewMemberInput {
  const input = fieldsOf(body);
  return { name: readName(input.name), email: readEmail(input.email), role: readRole(input.role) };
}

export function readMemberChange(body: unknown): MemberChange {
  const input = fieldsOf(body);
  const change: MemberChange = {};
  if (input.role !== undefined) change.role = readRole(input.role);
  if (input.active !== undefined) {
    if (typeof input.active !== 'boolean') throw new InvalidInputError('Say whether the member is active');
    change.active = input.active;
  }
  if (change.role === undefined && change.active === undefined) throw new InvalidInputError('Nothing to change');
  return change;
}

/**
 * The handle notes mention a member by: their first name in plain lower-case letters and digits
 * ("Zoë Ng" → "@zoe"), with a number after it when another member has it ("@zoe2").
 */
export function handleFor(name: string, taken: Iterable<string>): string {
  const used = new Set([ACCESS_TOKEN_MEMBER.handle, ...[...taken].map((handle) => handle.toLowerCase())]);
  const first = name.trim().split(/\s+/)[0] ?? '';
  const plain = first
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const base = `@${plain || 'member'}`;
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!used.has(`${base}${suffix}`)) return `${base}${suffix}`;
  }
}
