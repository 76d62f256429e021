import { InvalidInputError } from './errors';

/**
 * The longest text each kind of field keeps, the same in the browser's store and PostgreSQL:
 * input past them is refused with a message rather than stored or failing in the database.
 */
export const INPUT_LIMITS = {
  name: 200,
  /** RFC 5321's longest address. */
  email: 254,
  note: 10_000,
  id: 100,
  /** Tags, skills and other lists of text a person types. */
  listItems: 50,
  /** Any other text: a package, an assessment's labels, an answer, a search. */
  text: 10_000,
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why no store could keep this text as it is (PostgreSQL refuses NUL, UTF-8 has no lone surrogates). */
export function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return 'cannot contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode text';
  return undefined;
}

/** Refuses text a store cannot keep, or longer than `limit`, naming the field. */
export function assertText(text: string, field: string, limit: number = INPUT_LIMITS.text): void {
  const problem = unstorableText(text);
  if (problem) throw new InvalidInputError(`${field} ${problem}`);
  if (text.length > limit) {
    throw new InvalidInputError(`${field} must be at most ${limit.toLocaleString('en-US')} characters`);
  }
}

/**
 * Walks a parsed body (iteratively: a deeply nested body must not exhaust the stack) and refuses
 * any text, key included, that no store can keep or that is longer than the general limit.
 */
export function assertStorable(value: unknown, where = 'The request'): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') assertText(next, `Text in ${where.toLowerCase()}`);
    else if (Array.isArray(next)) for (const entry of next) pending.push(entry);
    else if (typeof next === 'object' && next !== null) {
      for (const [key, entry] of Object.entries(next)) {
        assertText(key, `A field name in ${where.toLowerCase()}`, INPUT_LIMITS.name);
        pending.push(entry);
      }
    }
  }
}

/** An id from a path or a body: text a store can keep, at most INPUT_LIMITS.id long. */
export function assertId(id: string, field = 'An id'): void {
  assertText(id, field, INPUT_LIMITS.id);
}

/** A list a person types (tags, skills): at most INPUT_LIMITS.listItems entries of a name's length. */
export function assertTextList(list: readonly string[], field: string): void {
  if (list.length > INPUT_LIMITS.listItems) {
    throw new InvalidInputError(`${field} can have at most ${INPUT_LIMITS.listItems} entries`);
  }
  list.forEach((entry) => assertText(entry, `Each of ${field.toLowerCase()}`, INPUT_LIMITS.name));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-31, which Date.parse rolls over). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A request body's named fields: none unless it is a plain object, so every field reads as missing. */
export const fieldsOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
