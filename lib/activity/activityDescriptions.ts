import { isSourceKind, SOURCE_LABELS } from '@/lib/candidates/candidateSource';
import { isStage, stageName } from '@/lib/candidates/candidateRules';
import { formatInZone, viewerTimeZone } from '@/lib/shared/zonedTime';
import { RATING_LABELS, type Rating } from '@/lib/interviews/scorecards';
import { ROLE_LABELS, type Role } from '@/lib/people/members';
import { formatCount } from '@/lib/shared/format';
import { countryName, formatSalary, formatWhere, WORKPLACE_LABELS } from '@/lib/jobs/posting';
import type { JobLocation, SalaryRange, Workplace } from '@/lib/shared/types';
import type { ActivityFields, ActivityItem } from './activity';

/** Who an entry names when nobody signed in made it: an applicant on the careers page or a link. */
export const APPLICANT = 'An applicant';

/** One line of what an entry changed: a field's label and its values before and after, as text. */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  status: 'Status',
  tags: 'Tags',
  skills: 'Skills',
  startDate: 'Start date',
  endDate: 'End date',
  package: 'Package',
  type: 'Type',
  order: 'Place',
  name: 'Name',
  email: 'Email',
  stage: 'Stage',
  jobId: 'Job',
  text: 'Text',
  submittedAt: 'Submitted',
  startedAt: 'Started',
  sentAt: 'Sent',
  handScores: 'Points given by hand',
  memberName: 'Interviewer',
  plan: 'Attributes',
  recommendation: 'Recommendation',
  ratings: 'Ratings',
  notes: 'Notes',
  role: 'Role',
  active: 'Active',
  months: 'Rejected candidates kept',
  startsAt: 'Time',
  durationMinutes: 'Minutes',
  location: 'Place',
  state: 'State',
  description: 'Description',
  department: 'Department',
  workplace: 'Work place',
  remoteCountries: 'Remote from',
  salary: 'Salary',
  source: 'Source',
  sourceDetail: 'Source detail',
};

/** A value as a person reads it; jobs by their titles where known. */
function shown(field: string, value: unknown, jobTitles: ReadonlyMap<string, string>): string {
  if (field === 'months') return typeof value === 'number' ? formatCount(value, 'month') : 'Until erased by hand';
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'stage' && typeof value === 'string' && isStage(value)) return stageName(value);
  if (field === 'jobId' && typeof value === 'string') return jobTitles.get(value) ?? value;
  if (field === 'order' && typeof value === 'number') return String(value + 1);
  if (field === 'startsAt' && typeof value === 'string') return formatInZone(value, viewerTimeZone());
  if (field === 'recommendation') return RATING_LABELS[value as Rating] ?? String(value);
  if (field === 'role') return ROLE_LABELS[value as Role] ?? String(value);
  if (field === 'source' && isSourceKind(value)) return SOURCE_LABELS[value];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'remoteCountries' && Array.isArray(value))
    return value.map((code) => countryName(String(code))).join(', ');
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (field === 'workplace') return WORKPLACE_LABELS[value as Workplace] ?? String(value);
  if (field === 'salary' && typeof value === 'object') return formatSalary(value as SalaryRange);
  if (field === 'location' && typeof value === 'object') return formatWhere({ location: value as JobLocation }) ?? '—';
  if (field === 'ratings' && typeof value === 'object') {
    return Object.entries(value as Record<string, Rating>)
      .map(([attribute, rating]) => `${attribute}: ${RATING_LABELS[rating] ?? rating}`)
      .join(', ');
  }
  if (field === 'plan' && typeof value === 'object') {
    return Object.entries(value as Record<string, string[]>)
      .map(([stage, attributes]) => `${isStage(stage) ? stageName(stage) : stage}: ${attributes.join(', ') || '—'}`)
      .join('; ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields an entry changed, with their values before and after (an addition's values, a removal's). */
export function fieldChanges(item: ActivityItem, jobTitles: ReadonlyMap<string, string>): FieldChange[] {
  // An erasure's entry holds how many and why, which its sentence says; no field of anyone. So
  // does a sign-in limit's.
  if (item.action === 'erased' || item.kind === 'signIn') return [];
  const before: ActivityFields = item.before ?? {};
  const after: ActivityFields = item.after ?? {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
    label: FIELD_LABELS[field] ?? field,
    before: item.action === 'added' ? '' : shown(field, before[field], jobTitles),
    after: item.action === 'removed' ? '' : shown(field, after[field], jobTitles),
  }));
}

/**
 * What the entry's maker did, after their name: "moved Ada Lovelace from Applied to Screen".
 * A member's account is named by `memberNames` (an entry keeps only the fields that changed).
 */
export function describeActivity(item: ActivityItem, memberNames: ReadonlyMap<string, string> = new Map()): string {
  const candidate = item.candidateName ?? 'a candidate';
  const job = item.jobTitle ?? 'a job';
  const { before, after, action } = item;
  const member = String(
    after?.memberName ??
      before?.memberName ??
      (item.kind === 'member' && memberNames.get(item.subjectId)) ??
      after?.name ??
      before?.name ??
      'a member',
  );
  switch (item.kind) {
    case 'candidate': {
      if (action === 'added') return `added ${candidate}`;
      if (action === 'removed') return `deleted ${candidate}`;
      if (action === 'merged') return `merged ${String(before?.name ?? 'a candidate')} into ${candidate}`;
      if (action === 'erased') {
        const count = Number(after?.candidates ?? 1);
        const whom = count === 1 ? "a candidate's data" : `the data of ${count} candidates`;
        return after?.reason === 'retention'
          ? `erased ${whom}, rejected longer ago than the team keeps them`
          : `erased ${whom} on request`;
      }
      const [from, to] = [before?.stage, after?.stage];
      if (isStage(String(from)) && isStage(String(to))) {
        return `moved ${candidate} from ${stageName(from as never)} to ${stageName(to as never)}`;
      }
      return `edited ${candidate}`;
    }
    case 'job':
      if (action === 'added') return `created the job ${job}`;
      if (after?.status === 'archived') return `archived the job ${job}`;
      if (after?.status === 'active') return `restored the job ${job}`;
      if (after?.order !== undefined && Object.keys(after).length === 1) return `moved the job ${job} in the list`;
      return `edited the job ${job}`;
    case 'note':
      return action === 'removed' ? `removed a note on ${candidate}` : `wrote a note on ${candidate}`;
    case 'assessment':
      return `saved the assessment of ${job}`;
    case 'response':
      if (action === 'added') return `submitted an assessment response for ${candidate}`;
      if (action === 'removed') return `removed an assessment response of ${candidate}`;
      return `scored ${candidate}'s assessment response by hand`;
    case 'assessmentLink':
      if (action === 'added') return `sent an assessment link to ${candidate}`;
      if (after?.submittedAt) return `submitted the assessment sent to ${candidate}`;
      if (after?.startedAt) return `started the assessment sent to ${candidate}`;
      return `changed the assessment link of ${candidate}`;
    case 'assignment': {
      const stage = String(after?.stage ?? before?.stage ?? '');
      const inStage = isStage(stage) ? ` (${stageName(stage)})` : '';
      return action === 'removed'
        ? `took ${member} off interviewing ${candidate}${inStage}`
        : `asked ${member} to interview ${candidate}${inStage}`;
    }
    case 'interviewPlan':
      return `edited the interview plan of ${job}`;
    case 'scorecard':
      if (after?.status === 'submitted') return `submitted a scorecard on ${candidate}`;
      if (action === 'added') return `started a scorecard on ${candidate}`;
      return `updated a scorecard on ${candidate}`;
    case 'offer':
      return offerDescription(action === 'added' ? 'added' : String(after?.state ?? ''), candidate);
    case 'interview':
      if (action === 'added') return `scheduled an interview with ${candidate}`;
      if (action === 'removed') return `removed an interview with ${candidate}`;
      if (after?.state === 'cancelled') return `cancelled the interview with ${candidate}`;
      return after?.startsAt
        ? `rescheduled the interview with ${candidate}`
        : `changed the interview with ${candidate}`;
    case 'member':
      if (action === 'added') return `added the member ${member}`;
      if (after?.active === false) return `deactivated ${member}`;
      if (after?.active === true) return `reactivated ${member}`;
      return `changed ${member}'s account`;
    case 'retention':
      return typeof after?.months === 'number'
        ? `set rejected candidates to be erased ${formatCount(after.months, 'month')} after their rejection`
        : 'turned off the erasure of rejected candidates';
    case 'signIn': {
      const failures = formatCount(Number(after?.failures ?? 0), 'failed sign-in');
      if (after?.limit === 'slowed') return `slowed down sign-ins for ${String(after.email)} after ${failures}`;
      const where = String(after?.source ?? '').startsWith('device:')
        ? 'a browser they signed in from before'
        : String(after?.address ?? 'an address');
      return `locked sign-ins for ${String(after?.email)} from ${where} after ${failures}`;
    }
  }
}

/** Who locks or slows down sign-ins: the server's own rule. */
export const SIGN_IN_GUARD = 'The sign-in guard';

/** Who added the first admin of a team server: whoever opened its setup link. */
export const SETUP_LINK = 'The setup link';

/** Who erases what the retention makes due: nobody signed in, the team's own rule. */
export const RETENTION_RULE = 'The retention rule';

/** Who made the change: their name as it was then; else an applicant's own call, the team's setup, or its retention. */
export const activityActor = (item: Pick<ActivityItem, 'actorName' | 'kind' | 'action'>) =>
  item.actorName ??
  (item.kind === 'member'
    ? SETUP_LINK
    : item.kind === 'signIn'
      ? SIGN_IN_GUARD
      : item.action === 'erased'
        ? RETENTION_RULE
        : APPLICANT);

const OFFER_STEPS: Record<string, string> = {
  added: 'drafted an offer for',
  draft: 'edited the offer draft for',
  awaitingApproval: 'asked an admin to approve the offer for',
  approved: 'approved the offer for',
  sent: 'sent the offer to',
  accepted: 'accepted the offer:',
  declined: 'declined the offer:',
};

/** An offer's step: the state it reached says which (a change back to draft is an edit or a send-back). */
const offerDescription = (step: string, candidate: string) =>
  `${OFFER_STEPS[step] ?? 'changed the offer for'} ${candidate}`;
