import { createHash } from 'node:crypto';
import type { Sql } from './sql';

/** A limit on attempts under one key: at most `limit` in any `windowMs`. */
export interface Attempt {
  /** What is counted, as `scope:value` (an address, an email): only its digest is stored. */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts attempts in the database (migrations/050), so that every process of a team on one
 * database counts against the same limits. Answers 0 when the attempt was counted under every
 * key, or else the milliseconds until it may be made (nothing counted).
 */
export type TakeAttempt = (attempts: Attempt[]) => Promise<number>;

const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

export function sqlAttempts(sql: Sql): TakeAttempt {
  return async (attempts) => {
    const [row] = await sql.query<{ wait: number }>(
      'SELECT take_attempts($1::text[], $2::integer[], $3::integer[]) AS wait',
      [
        attempts.map(({ key }) => digest(key)),
        attempts.map(({ limit }) => limit),
        attempts.map(({ windowMs }) => windowMs),
      ],
    );
    return row.wait;
  };
}
