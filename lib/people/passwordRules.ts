import { dictionary } from '@zxcvbn-ts/language-common';
import { InvalidInputError } from '@/lib/shared/errors';
import { ACCOUNT_LIMITS } from './accounts';

/**
 * zxcvbn-ts's list of the ~49 000 passwords most often found in leaks, lower-cased: only the
 * server reads it (it is 400 kB), for the passwords members choose.
 */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));

export const PASSWORD_MESSAGES = {
  tooShort: `Choose a password of at least ${ACCOUNT_LIMITS.passwordMin} characters`,
  tooLong: `A password is at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  blank: 'A password needs more than spaces',
  common: 'That password is one of the most common ones: choose words of your own',
  personal: 'A password may not be your email or your name',
  differ: 'The two passwords differ',
} as const;

/** Lower-cased, without spaces and punctuation, so "Ada.Lovelace 1815" reads as "adalovelace1815". */
const plain = (text: string) => text.toLowerCase().replace(/[\s\p{P}]/gu, '');

/**
 * A new password: long enough to resist guessing (NIST SP 800-63B: a length floor and a list of
 * known passwords, no composition rules), not the member's own email or name, typed the same twice.
 */
export function readNewPassword(
  password: unknown,
  repeated: unknown,
  person: { email?: string; name?: string } = {},
): string {
  if (typeof password !== 'string' || password.length < ACCOUNT_LIMITS.passwordMin) {
    throw new InvalidInputError(PASSWORD_MESSAGES.tooShort);
  }
  if (password.length > ACCOUNT_LIMITS.passwordMax) throw new InvalidInputError(PASSWORD_MESSAGES.tooLong);
  if (password.trim() === '') throw new InvalidInputError(PASSWORD_MESSAGES.blank);
  if (commonPasswords().has(password.toLowerCase())) throw new InvalidInputError(PASSWORD_MESSAGES.common);
  const typed = plain(password);
  const own = [person.email, person.email?.split('@')[0], person.name].filter((text) => text && plain(text));
  if (own.some((text) => typed === plain(text!))) throw new InvalidInputError(PASSWORD_MESSAGES.personal);
  if (password !== repeated) throw new InvalidInputError(PASSWORD_MESSAGES.differ);
  return password;
}
