import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { HashQueue } from './hashQueue';

/**
 * scrypt with 64 MiB of memory a hash (N = 2^16, r = 8, p = 1): about 0.2 s on a two-core
 * server, so a guessed password costs an attacker the same. The parameters are kept in each hash,
 * so stronger ones can come later without locking anyone out.
 */
const COST = { N: 2 ** 16, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** Every hash of the server's takes its turn here. */
export const hashQueue = new HashQueue();

function derive(password: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return hashQueue.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made from; false for anything that is no hash of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const given = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A hash no password matches, checked when an email belongs to nobody: a sign-in takes the same
 * time whether the email is a member's or not, so timing does not tell which emails exist.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(18).toString('base64url')));
