import { OFFER_ANSWERED, OFFER_EXPIRED } from '@/lib/offers/offers';
import {
  ANOTHER_JOB_HAS_THIS_TITLE,
  CANDIDATE_GONE,
  CANDIDATE_NOT_FOUND,
  CHANGED_ELSEWHERE,
  CHOOSE_EXISTING_JOB,
  JOB_ID_TAKEN,
  JOB_NOT_FOUND,
  SLUG_TAKEN,
  TITLE_NEEDS_LETTER,
} from '@/lib/shared/constants';
import { ACCOUNT_MESSAGES } from '@/lib/people/accounts';
import { APPLICATION_MESSAGES } from '@/lib/careers/applicationRules';
import { importedJobMissing, MovedMeanwhileError } from '@/lib/candidates/candidateRules';
import { ALREADY_APPLIED } from '@/lib/candidates/personApplications';
import { ONE_PERSON_ALREADY } from '@/lib/candidates/duplicates';
import { ConflictError, InvalidInputError, RecordNotFoundError, TooManyRequestsError } from '@/lib/shared/errors';
import { TOO_MANY_MESSAGES } from '@/lib/messages/messages';
import type { Stage } from '@/lib/shared/types';

/** PostgreSQL's codes for a broken unique constraint and a missing referenced row. */
const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
/** The write functions' code for a taken email (migrations/003): the store names the holder. */
const EMAIL_TAKEN = 'TFEML';

/** The refusals of the write functions (migrations/003 and 013), by code, in the browser's store's words. */
const REFUSALS: Record<string, (message: string) => Error> = {
  TFJNF: () => new RecordNotFoundError(JOB_NOT_FOUND),
  TFCNF: () => new RecordNotFoundError(CANDIDATE_NOT_FOUND),
  TFGON: () => new RecordNotFoundError(CANDIDATE_GONE),
  TFVER: () => new ConflictError(CHANGED_ELSEWHERE),
  TFTTL: () => new ConflictError(ANOTHER_JOB_HAS_THIS_TITLE),
  TFNOS: () => new InvalidInputError(TITLE_NEEDS_LETTER),
  TFSLG: () => new ConflictError(SLUG_TAKEN),
  TFNJB: () => new InvalidInputError(CHOOSE_EXISTING_JOB),
  TFMOV: (stage) => new MovedMeanwhileError(stage as Stage),
  TFIMJ: (jobId) => importedJobMissing(jobId),
  // migrations/013
  TFNOP: () => new RecordNotFoundError(APPLICATION_MESSAGES.jobNotOpen),
  // migrations/029
  TFAPP: () => new ConflictError(ALREADY_APPLIED),
  TFONE: () => new InvalidInputError(ONE_PERSON_ALREADY),
  // migrations/033
  TFMNY: () => new TooManyRequestsError(TOO_MANY_MESSAGES),
  // migrations/037
  TFOAN: () => new ConflictError(OFFER_ANSWERED),
  TFOEX: () => new ConflictError(OFFER_EXPIRED),
};

/**
 * The same refusals when a constraint decided them: two requests raced past the functions'
 * checks, and the later one broke the constraint instead.
 */
const CONSTRAINTS: Record<string, (message: string) => Error> = {
  jobs_title_key: REFUSALS.TFTTL,
  jobs_slug_key: REFUSALS.TFSLG,
  jobs_pkey: () => new ConflictError(JOB_ID_TAKEN),
  candidates_job_id_fkey: REFUSALS.TFNJB,
  // migrations/017
  members_by_email: () => new ConflictError(ACCOUNT_MESSAGES.emailTaken),
  members_keep_an_admin: () => new ConflictError(ACCOUNT_MESSAGES.lastAdmin),
  // migrations/035
  job_mail_settings_job_id_fkey: REFUSALS.TFJNF,
};

/** Runs `work` and turns a refusal from PostgreSQL into the domain error the API answers. */
export async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint, message = '' } = error as { code?: string; constraint?: string; message?: string };
    const refusal =
      (code && REFUSALS[code]) ||
      ([UNIQUE_VIOLATION, FOREIGN_KEY_VIOLATION, CHECK_VIOLATION].includes(code ?? '') &&
        constraint &&
        CONSTRAINTS[constraint]);
    if (refusal) throw refusal(message);
    throw error;
  }
}

/** Whether the error says the email is another candidate's, by the function's check or the constraint. */
export function isEmailTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === EMAIL_TAKEN || (code === UNIQUE_VIOLATION && constraint === 'people_email_key');
}
