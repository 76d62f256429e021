import { InvalidInputError } from '@/lib/shared/errors';
import { formatInZone } from '@/lib/shared/zonedTime';
import { assertId, assertText, fieldsOf, INPUT_LIMITS } from '@/lib/shared/storableInput';
import { INTERVIEW_STAGES, type InterviewStage } from '@/lib/people/assignments';
import type { Member } from '@/lib/people/members';

/** A step of an interview's life, kept on it for the candidate's timeline: when it was set to which time, by whom. */
export interface InterviewStep {
  action: 'scheduled' | 'rescheduled' | 'cancelled';
  at: string;
  by: string;
  /** The start it had after the step. */
  startsAt: string;
}

/**
 * An interview on an application (issue 50): a time stored in UTC with the organiser's zone, its
 * interviewers, where it happens, and notes for the interviewers only. `sequence` is raised by each
 * reschedule and the cancellation, as RFC 5546 asks of an invite sent again.
 */
export interface Interview {
  id: string;
  candidateId: string;
  jobId: string;
  /** The interview plan's stage it judges: each interviewer's scorecard of that stage is theirs from it. */
  stage: InterviewStage;
  title: string;
  /** UTC, ISO 8601. */
  startsAt: string;
  durationMinutes: number;
  /** The organiser's IANA zone, such as Europe/Paris: how the invite and the organiser's screens read it. */
  timeZone: string;
  interviewerIds: string[];
  /** A room, an address or a video link. */
  location: string;
  notes: string;
  state: 'scheduled' | 'cancelled';
  sequence: number;
  organizerName: string;
  createdAt: string;
  history: InterviewStep[];
}

export type InterviewInput = Pick<
  Interview,
  'stage' | 'title' | 'startsAt' | 'durationMinutes' | 'timeZone' | 'interviewerIds' | 'location' | 'notes'
>;

export const INTERVIEW_LIMITS = { minMinutes: 15, maxMinutes: 8 * 60, maxInterviewers: 8 } as const;

/** Whether `zone` is a time zone the platform knows (Intl throws for any other). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const IN_THE_PAST = 'The interview must start in the future';

/** Refuses a start at or before `now`: the store asks, by its own clock. */
export function assertInFuture({ startsAt }: Pick<Interview, 'startsAt'>, now: Date): void {
  if (Date.parse(startsAt) <= now.getTime()) throw new InvalidInputError(IN_THE_PAST);
}

/** An interview from a request body, each field refused by name. */
export function readInterviewInput(body: unknown): InterviewInput {
  const input = fieldsOf(body);
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string).trim() : '');
  const stage = input.stage as InterviewStage;
  if (!INTERVIEW_STAGES.includes(stage)) {
    throw new InvalidInputError(`The stage is one of ${INTERVIEW_STAGES.join(', ')}`);
  }
  const title = text('title');
  if (!title) throw new InvalidInputError('Give the interview a title');
  assertText(title, 'The title', INPUT_LIMITS.name);
  const startsAt = text('startsAt');
  const start = Date.parse(startsAt);
  // A time with its offset or Z: a date alone would be an all-day event, which an interview is not.
  if (!/T\d{2}:\d{2}/.test(startsAt) || !/(Z|[+-]\d{2}:\d{2})$/.test(startsAt) || Number.isNaN(start)) {
    throw new InvalidInputError('The start is a date and time, such as 2027-03-29T09:00:00Z');
  }
  const { durationMinutes } = input;
  if (
    typeof durationMinutes !== 'number' ||
    !Number.isInteger(durationMinutes) ||
    durationMinutes < INTERVIEW_LIMITS.minMinutes ||
    durationMinutes > INTERVIEW_LIMITS.maxMinutes
  ) {
    throw new InvalidInputError(
      `The length is whole minutes from ${INTERVIEW_LIMITS.minMinutes} to ${INTERVIEW_LIMITS.maxMinutes}`,
    );
  }
  const timeZone = text('timeZone');
  if (!isTimeZone(timeZone)) throw new InvalidInputError('The time zone is one such as Europe/Paris');
  const { interviewerIds } = input;
  if (
    !Array.isArray(interviewerIds) ||
    interviewerIds.length === 0 ||
    interviewerIds.length > INTERVIEW_LIMITS.maxInterviewers ||
    interviewerIds.some((id) => typeof id !== 'string')
  ) {
    throw new InvalidInputError(`Choose 1 to ${INTERVIEW_LIMITS.maxInterviewers} interviewers`);
  }
  (interviewerIds as string[]).forEach((id) => assertId(id, 'An interviewer'));
  const location = text('location');
  const notes = text('notes');
  assertText(location, 'The place', INPUT_LIMITS.text);
  assertText(notes, 'The notes', INPUT_LIMITS.note);
  return {
    stage,
    title,
    startsAt: new Date(start).toISOString(),
    durationMinutes,
    timeZone,
    interviewerIds: [...new Set(interviewerIds as string[])],
    location,
    notes,
  };
}

export const endOf = ({ startsAt, durationMinutes }: Pick<Interview, 'startsAt' | 'durationMinutes'>) =>
  new Date(Date.parse(startsAt) + durationMinutes * 60_000).toISOString();

/** Whether two interviews' times overlap (touching ends do not). */
export const overlaps = (
  a: Pick<Interview, 'startsAt' | 'durationMinutes'>,
  b: Pick<Interview, 'startsAt' | 'durationMinutes'>,
) => a.startsAt < endOf(b) && b.startsAt < endOf(a);

/** Another interview an interviewer already has at an overlapping time: its time only, not its candidate. */
export interface InterviewConflict {
  interviewerId: string;
  startsAt: string;
  durationMinutes: number;
}

/** An interview as scheduled, with the interviewers' overlapping interviews to warn of. */
export interface Scheduled {
  interview: Interview;
  conflicts: InterviewConflict[];
}

export const INTERVIEW_NOT_FOUND = 'There is no such interview';
export const NOT_A_MEMBER = 'Choose interviewers from the team';

/** Refuses interviewers who are not (active) members of `team`. */
export function assertOnTeam(interviewerIds: readonly string[], team: readonly Pick<Member, 'id'>[]): void {
  if (interviewerIds.some((id) => !team.some((member) => member.id === id))) throw new InvalidInputError(NOT_A_MEMBER);
}
export const INTERVIEW_CANCELLED = 'This interview was cancelled';

/** The scheduled interviews among `others` that overlap `interview` for one of its interviewers. */
export function conflictsOf(interview: Interview, others: readonly Interview[]): InterviewConflict[] {
  return others.flatMap((other) =>
    other.id === interview.id || other.state !== 'scheduled' || !overlaps(interview, other)
      ? []
      : other.interviewerIds
          .filter((id) => interview.interviewerIds.includes(id))
          .map((interviewerId) => ({
            interviewerId,
            startsAt: other.startsAt,
            durationMinutes: other.durationMinutes,
          })),
  );
}

/** The sequence an edit or a cancellation started from, which a change made since refuses. */
export function readSequence(body: unknown): number {
  const { sequence } = fieldsOf(body);
  if (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 0) {
    throw new InvalidInputError('Say which version of the interview this is');
  }
  return sequence;
}

/** A new interview as `by` schedules it at `at`. */
export const newInterview = (
  fields: Pick<Interview, 'id' | 'candidateId' | 'jobId'>,
  input: InterviewInput,
  by: string,
  at: Date,
): Interview => ({
  ...fields,
  ...input,
  state: 'scheduled',
  sequence: 0,
  organizerName: by,
  createdAt: at.toISOString(),
  history: [{ action: 'scheduled', at: at.toISOString(), by, startsAt: input.startsAt }],
});

/** The interview moved or changed by `by`: the sequence raised, as an invite sent again needs. */
export const rescheduledInterview = (interview: Interview, input: InterviewInput, by: string, at: Date): Interview => ({
  ...interview,
  ...input,
  sequence: interview.sequence + 1,
  history: [...interview.history, { action: 'rescheduled', at: at.toISOString(), by, startsAt: input.startsAt }],
});

export const cancelledInterview = (interview: Interview, by: string, at: Date): Interview => ({
  ...interview,
  state: 'cancelled',
  sequence: interview.sequence + 1,
  history: [...interview.history, { action: 'cancelled', at: at.toISOString(), by, startsAt: interview.startsAt }],
});

/** A step as the candidate's timeline lists it. */
export interface InterviewEvent {
  interviewId: string;
  text: string;
  by: string;
  timestamp: string;
}

const STEP_TEXTS: Record<InterviewStep['action'], string> = {
  scheduled: 'Interview scheduled',
  rescheduled: 'Interview rescheduled',
  cancelled: 'Interview cancelled',
};

/** The interview's steps for the timeline, each naming the time it set, read in `timeZone`. */
export const interviewEvents = (interview: Interview, timeZone: string): InterviewEvent[] =>
  interview.history.map((step) => ({
    interviewId: interview.id,
    text: `${STEP_TEXTS[step.action]}: ${interview.title}, ${formatInZone(step.startsAt, timeZone)}`,
    by: step.by,
    timestamp: step.at,
  }));

/** Each of `interviewerIds`' scheduled interviews starting between `from` and `to`, by time only. */
export const busyTimes = (
  interviews: readonly Interview[],
  interviewerIds: readonly string[],
  from: string,
  to: string,
): InterviewConflict[] =>
  interviews
    .filter((interview) => interview.state === 'scheduled' && endOf(interview) > from && interview.startsAt < to)
    .flatMap((interview) =>
      interview.interviewerIds
        .filter((id) => interviewerIds.includes(id))
        .map((interviewerId) => ({
          interviewerId,
          startsAt: interview.startsAt,
          durationMinutes: interview.durationMinutes,
        })),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));

/** The week grid's question: whose busy times, from when to when (at most 31 days). */
export function readBusyQuery(query: URLSearchParams): { interviewerIds: string[]; from: string; to: string } {
  const interviewerIds = (query.get('interviewers') ?? '').split(',').filter(Boolean);
  if (interviewerIds.length === 0 || interviewerIds.length > INTERVIEW_LIMITS.maxInterviewers) {
    throw new InvalidInputError(`Name 1 to ${INTERVIEW_LIMITS.maxInterviewers} interviewers`);
  }
  interviewerIds.forEach((id) => assertId(id, 'An interviewer'));
  const [from, to] = ['from', 'to'].map((key) => Date.parse(query.get(key) ?? ''));
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from || to - from > 31 * 24 * 60 * 60 * 1000) {
    throw new InvalidInputError('Ask for busy times between two instants at most 31 days apart');
  }
  return { interviewerIds, from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** Interviews from one instant to another: every one the member may see, or only those they are on. */
export interface CalendarFilter {
  from: string;
  to: string;
  mine: boolean;
}

/** An interview as the Interviews page lists it: with its candidate's name and job as they are now. */
export interface CalendarInterview extends Interview {
  candidateName: string;
  jobTitle: string;
}

const CALENDAR_MAX_DAYS = 93;

/** The Interviews page's question, from its query: two instants at most three months apart. */
export function readCalendarQuery(query: URLSearchParams): CalendarFilter {
  const [from, to] = ['from', 'to'].map((key) => Date.parse(query.get(key) ?? ''));
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from || to - from > CALENDAR_MAX_DAYS * 24 * 60 * 60 * 1000) {
    throw new InvalidInputError(`Ask for interviews between two instants at most ${CALENDAR_MAX_DAYS} days apart`);
  }
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString(), mine: query.get('mine') === 'true' };
}

/** A member's calendar feed: whether they have one, and its address just after it is made. */
export interface CalendarFeed {
  active: boolean;
  url?: string;
}

export const FEED_NOT_VALID = 'There is no such calendar feed';
/** The file a feed's address names: its token and ".ics". */
export const feedToken = (file: string) => (/^[0-9a-f]{32}\.ics$/.test(file) ? file.slice(0, -4) : '');
/** How many times a minute one address may read calendar feeds. */
export const FEED_CALLS_PER_MINUTE = 30;
/** The past a feed still shows. */
export const FEED_PAST_DAYS = 30;
