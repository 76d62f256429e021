import type { ActivityFields, ActivityKind } from '@/lib/activity/activity';
import { InvalidInputError } from '@/lib/shared/errors';

/**
 * Candidates' data as the law expects it to be handled (issue 30): erased on request, erased when
 * kept past the team's retention, and handed over whole on request. Both back ends keep these
 * rules; the stores do the erasing (erasureRepository.ts, server/store/privacy.ts).
 */

/** What the activity log says in place of an erased person's own fields. */
export const ERASED = 'Erased candidate';

/**
 * The fields of the activity log's entries that hold a candidate's own data, by kind: replaced by
 * ERASED when they are erased. The others (stages, jobs, times, who did it) stay: the log keeps
 * that something happened.
 */
export const PERSONAL_FIELDS: Partial<Record<ActivityKind, readonly string[]>> = {
  candidate: ['name', 'email'],
  note: ['text'],
  scorecard: ['notes'],
  // A title or a place may name the person ("Call with Ada", their address).
  interview: ['title', 'location'],
};

/** An entry's fields with the erased person's own ones replaced. */
export function erasedFields(kind: ActivityKind, fields: ActivityFields | null): ActivityFields | null {
  const personal = PERSONAL_FIELDS[kind] ?? [];
  if (!fields) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [
      field,
      personal.includes(field) && heldSomething(value) ? ERASED : value,
    ]),
  );
}

/** An empty field held nothing of anyone: it stays empty rather than read "Erased candidate". */
const heldSomething = (value: unknown) => value !== null && value !== undefined && value !== '';

export const ERASE_MESSAGES = {
  typeName: 'Type the candidate’s name as it is shown to erase them',
};

/** Names compared as typed: spaces at the ends and runs of them do not matter, case does. */
const spaced = (name: string) => name.trim().replace(/\s+/g, ' ');

/** Refuses an erasure whose typed name is not the candidate's. */
export function assertNameTyped(typed: unknown, name: string): void {
  if (typeof typed !== 'string' || spaced(typed) !== spaced(name)) throw new InvalidInputError(ERASE_MESSAGES.typeName);
}

/** Why candidates were erased, as the log's one entry for them says. */
export type ErasureReason = 'request' | 'retention';

/** The team's retention: rejected candidates are erased this many months after their rejection; null is off. */
export interface RetentionSetting {
  months: number | null;
}

export const RETENTION_MONTHS = { min: 1, max: 60 } as const;
export const RETENTION_OFF: RetentionSetting = { months: null };

export function readRetentionSetting(body: unknown): RetentionSetting {
  const months = (body as { months?: unknown } | null)?.months;
  if (months === null) return RETENTION_OFF;
  if (
    !Number.isInteger(months) ||
    (months as number) < RETENTION_MONTHS.min ||
    (months as number) > RETENTION_MONTHS.max
  )
    throw new InvalidInputError(
      `Choose from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max} months, or turn it off`,
    );
  return { months: months as number };
}

/** The moment before which a rejection is old enough to erase: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** A rejected candidate as the sweep reads them: when they were last moved to rejected. */
export interface RejectedCandidate {
  id: string;
  name: string;
  jobId: string;
  rejectedAt: string;
}

/** A rejected application as the sweep weighs it: whose it is, and how many applications they have. */
export interface RejectedApplication extends RejectedCandidate {
  personId: string;
  personApplications: number;
}

/**
 * Whom the sweep erases: people every application of whom was rejected longer ago than the
 * cutoff (the latest move to rejected of each), oldest first. None while retention is off.
 */
export function dueForErasure(
  rejected: readonly RejectedApplication[],
  setting: RetentionSetting,
  now: Date,
): RejectedCandidate[] {
  if (setting.months === null) return [];
  const cutoff = retentionCutoff(setting.months, now).toISOString();
  const old = rejected.filter((candidate) => candidate.rejectedAt < cutoff);
  const oldPerPerson = new Map<string, number>();
  for (const { personId } of old) oldPerPerson.set(personId, (oldPerPerson.get(personId) ?? 0) + 1);
  return old
    .filter((candidate) => oldPerPerson.get(candidate.personId) === candidate.personApplications)
    .sort((a, b) => a.rejectedAt.localeCompare(b.rejectedAt))
    .map(({ id, name, jobId, rejectedAt }) => ({ id, name, jobId, rejectedAt }));
}

/** How often the team server sweeps, besides at its start. */
export const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
