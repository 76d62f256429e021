/**
 * Refusals of the data layer, by what went wrong rather than by transport: the mock API
 * (and any other front of the data layer) decides how to answer each kind.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'invalid' | 'not-found' | 'conflict' | 'forbidden' | 'too-many';
}

/** The input breaks a rule (a blank name, an unknown stage, a malformed body). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
  override name = 'InvalidInputError';
}

/** The record asked for does not exist. (Not named NotFoundError: Dexie treats that DOMException name as its own.) */
export class RecordNotFoundError extends DomainError {
  readonly kind = 'not-found';
  override name = 'RecordNotFoundError';
}

/** The change clashes with what is stored (a taken email or slug, a stale order). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  override name = 'ConflictError';
}

/** The email belongs to another candidate already: which one, so the screen can link to them. */
export class EmailTakenError extends ConflictError {
  override name = 'EmailTakenError';
  constructor(readonly holder: { id: string; name: string }) {
    super('A candidate with this email already exists');
  }
}

/** The member's role does not allow it (lib/people/roleRules.ts). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  override name = 'ForbiddenError';
}

/** A public call past its limit (lib/api/publicCalls.ts): the message says how long to wait. */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too-many';
  override name = 'TooManyRequestsError';
}
