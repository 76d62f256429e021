import { POSTING_FIELDS } from '@/lib/shared/constants';
import { InvalidInputError } from '@/lib/shared/errors';
import type { Page } from '@/lib/shared/types';

/**
 * The activity log (issue 29): every write, as who made it, when, on which job or candidate, and
 * the fields it changed before and after. Both stores record it in the write's own transaction:
 * PostgreSQL by triggers (server/migrations/019), the browser's database by a middleware
 * (./activityMiddleware.ts); both keep the fields named here and nothing else.
 */
export const ACTIVITY_KINDS = [
  'job',
  'candidate',
  'note',
  'assessment',
  'response',
  'assessmentLink',
  'assignment',
  'interviewPlan',
  'scorecard',
  'member',
  'retention',
  'signIn',
  'offer',
  'interview',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/**
 * `merged`: a candidate record merged into another (subjectId the one merged away, before its
 * fields, after the merged record's). `erased`: a candidate erased on request or by retention,
 * naming nobody (issue 30).
 */
export const ACTIVITY_ACTIONS = ['added', 'changed', 'removed', 'merged', 'erased'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivityFields = Record<string, unknown>;

export interface ActivityEntry {
  id: string;
  at: string;
  /** Who made the change; null for an applicant's own calls (the careers page, an assessment link). */
  actorId: string | null;
  actorName: string | null;
  kind: ActivityKind;
  action: ActivityAction;
  subjectId: string;
  jobId: string | null;
  candidateId: string | null;
  /** The tracked fields as they were: only those that changed; null for an addition. */
  before: ActivityFields | null;
  /** The tracked fields as they became: only those that changed; null for a removal. */
  after: ActivityFields | null;
}

/** An entry as the Activity page lists it: with its job's title and candidate's name as they are now. */
export interface ActivityItem extends ActivityEntry {
  jobTitle: string | null;
  candidateName: string | null;
}

/**
 * The fields each kind records, under the browser database's names (the PostgreSQL triggers map
 * their columns to them). Only these: no token hashes, passwords, answers or résumé files, and
 * nothing derived. A kind with none records that it changed, without values.
 */
export const TRACKED_FIELDS: Record<ActivityKind, readonly string[]> = {
  job: ['title', 'status', 'tags', 'skills', 'startDate', 'endDate', 'package', 'type', 'order', ...POSTING_FIELDS],
  candidate: ['name', 'email', 'stage', 'jobId', 'source', 'sourceDetail'],
  note: ['text'],
  assessment: [],
  response: ['submittedAt', 'handScores'],
  assessmentLink: ['sentAt', 'startedAt', 'submittedAt'],
  assignment: ['stage', 'memberName'],
  interviewPlan: ['plan'],
  scorecard: ['stage', 'status', 'recommendation', 'ratings', 'notes'],
  member: ['name', 'email', 'role', 'active'],
  retention: ['months'],
  /** A sign-in lock or slow-down as it began (team mode only: server/migrations/024, no table's trigger). */
  signIn: ['email', 'limit', 'source', 'address', 'failures'],
  offer: ['state', 'salary', 'currency', 'startDate', 'expiresOn'],
  interview: ['title', 'startsAt', 'durationMinutes', 'location', 'state'],
};

/** The browser database's tables whose writes are recorded, by the kind they hold. */
export const ACTIVITY_TABLES: Readonly<Record<string, ActivityKind>> = {
  jobs: 'job',
  candidates: 'candidate',
  notes: 'note',
  assessments: 'assessment',
  assessmentResponses: 'response',
  assessmentLinks: 'assessmentLink',
  assignments: 'assignment',
  interviewPlans: 'interviewPlan',
  scorecards: 'scorecard',
  offers: 'offer',
  interviews: 'interview',
};

/** A job's place among the others changes whenever another moves: recorded only for the one moved. */
export const SHIFTED_FIELD: Partial<Record<ActivityKind, string>> = { job: 'order' };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function picked(row: ActivityFields, fields: readonly string[]): ActivityFields {
  return Object.fromEntries(fields.filter((field) => row[field] !== undefined).map((field) => [field, row[field]]));
}

/**
 * What a write of one row records, or null when it changed none of the kind's fields (a row put
 * back as it was). `moved` is the job a reorder moved: the others' new places are not recorded.
 */
export function activityChange(
  kind: ActivityKind,
  before: ActivityFields | undefined,
  after: ActivityFields | undefined,
  moved?: string,
): Pick<ActivityEntry, 'action' | 'before' | 'after'> | null {
  const fields = TRACKED_FIELDS[kind];
  if (!before && !after) return null;
  if (!before) return { action: 'added', before: null, after: picked(after!, fields) };
  if (!after) return { action: 'removed', before: picked(before, fields), after: null };
  const shifted = SHIFTED_FIELD[kind];
  const changed = fields.filter(
    (field) => !same(before[field], after[field]) && (field !== shifted || after.id === moved),
  );
  if (changed.length === 0 && (fields.length > 0 || same(before, after))) return null;
  return { action: 'changed', before: picked(before, changed), after: picked(after, changed) };
}

export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityFilter {
  memberId?: string;
  jobId?: string;
  candidateId?: string;
  /** Calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page: number;
}

export type ActivityPage = Page<ActivityItem>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists ("2026-02-31" does not) in years a hiring log can hold. */
function day(value: string | null, message: string): string | undefined {
  if (!value) return undefined;
  const time = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
  const real = time && !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 10) === value;
  if (!real || value < '1970-01-01') throw new InvalidInputError(message);
  return value;
}

/** A filter from the address's query (the page's and the API's), refused with a message when malformed. */
export function readActivityFilter(query: URLSearchParams): ActivityFilter {
  const page = Number(query.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('The page must be a whole number from 1');
  const from = day(query.get('from'), 'The first day must be a date (YYYY-MM-DD)');
  const to = day(query.get('to'), 'The last day must be a date (YYYY-MM-DD)');
  if (from && to && from > to) throw new InvalidInputError('The first day must not be after the last');
  const filter: ActivityFilter = { page };
  for (const [key, name] of [
    ['memberId', 'member'],
    ['jobId', 'job'],
    ['candidateId', 'candidate'],
  ] as const) {
    const value = query.get(name);
    if (value) filter[key] = value;
  }
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** The query a filter is sent and kept in the address as (the inverse of readActivityFilter). */
export function activityQuery(filter: Partial<ActivityFilter>): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.memberId) query.set('member', filter.memberId);
  if (filter.jobId) query.set('job', filter.jobId);
  if (filter.candidateId) query.set('candidate', filter.candidateId);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  return query;
}

/** The instant a filter's last day ends, exclusive: its entries are those before it. */
export const endOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
export const startOfDay = (day: string) => `${day}T00:00:00.000Z`;

/** Whether an entry is one the filter asks for (the browser's store filters in memory; SQL says the same). */
export function matchesActivity(entry: ActivityEntry, filter: ActivityFilter): boolean {
  return (
    (!filter.memberId || entry.actorId === filter.memberId) &&
    (!filter.jobId || entry.jobId === filter.jobId) &&
    (!filter.candidateId || entry.candidateId === filter.candidateId) &&
    (!filter.from || entry.at >= startOfDay(filter.from)) &&
    (!filter.to || entry.at < endOfDay(filter.to))
  );
}

/**
 * An entry with the names of its job and candidate as they are now; a candidate removed since is
 * named as the entry that removed them last saw them.
 */
export function namedActivity(
  entry: ActivityEntry,
  jobTitles: ReadonlyMap<string, string>,
  candidateNames: ReadonlyMap<string, string>,
): ActivityItem {
  const removedName = entry.kind === 'candidate' ? ((entry.before?.name ?? entry.after?.name) as string) : undefined;
  return {
    ...entry,
    jobTitle: (entry.jobId && jobTitles.get(entry.jobId)) || null,
    candidateName: (entry.candidateId && candidateNames.get(entry.candidateId)) || removedName || null,
  };
}
