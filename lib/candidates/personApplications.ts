import { CHOOSE_EXISTING_JOB } from '@/lib/shared/constants';
import { InvalidInputError } from '@/lib/shared/errors';
import type { Candidate, PersonApplication, Stage } from '@/lib/shared/types';
import { isStage } from './candidateRules';

/**
 * A candidate is one application: one job and its stage. The person behind it (their name and
 * email, which every application of theirs carries) may have several. These rules hold for
 * both back ends; server/migrations/029 keeps them in PostgreSQL.
 */

/** A recruiter's new application of a known person: to another job, in a stage. */
export interface NewApplication {
  jobId: string;
  stage: Stage;
}

export const ALREADY_APPLIED = 'This person already has an application to that job.';

/** Refuses a new application that names no job or no known stage. */
export function assertNewApplication(input: NewApplication): void {
  if (typeof input.jobId !== 'string' || !input.jobId) throw new InvalidInputError(CHOOSE_EXISTING_JOB);
  if (!isStage(input.stage)) throw new InvalidInputError(`Unknown stage "${String(input.stage)}"`);
}

/** The person an application is of: its own id for one stored before people had several. */
export const personOf = (candidate: Pick<Candidate, 'id' | 'personId'>) => candidate.personId ?? candidate.id;

/** The rows with each one's count of its person's applications, absent for a person of one. */
export function withApplicationCounts<T extends Candidate>(rows: readonly T[]): T[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(personOf(row), (counts.get(personOf(row)) ?? 0) + 1);
  return rows.map((row) => {
    const { personApplications: _was, ...rest } = row;
    const count = counts.get(personOf(row))!;
    return (count > 1 ? { ...rest, personApplications: count } : rest) as T;
  });
}

/** A person's applications as their pages list them: oldest first, then by id. */
export const applicationOrder = (a: PersonApplication, b: PersonApplication) =>
  (a.since ?? '').localeCompare(b.since ?? '') || a.candidateId.localeCompare(b.candidateId);

/** The mark of a person with several applications: "2 jobs". */
export const applicationsMark = (count: number) => `${count} jobs`;
