import { ForbiddenError, InvalidInputError } from '@/lib/shared/errors';
import { assertText, fieldsOf, INPUT_LIMITS } from '@/lib/shared/storableInput';
import type { Assignment, InterviewStage } from '@/lib/people/assignments';
import type { Member } from '@/lib/people/members';
import { can } from '@/lib/people/roleRules';

/** An interviewer's judgement of one attribute, and of the candidate overall. */
export const RATINGS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Record<Rating, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

export interface ScorecardInput {
  /** Attribute → rating; a draft may leave some out. */
  ratings: Record<string, Rating>;
  recommendation: Rating | null;
  notes: string;
  /** Submit it (others may then see it), or keep it as a draft. */
  submit: boolean;
}

/** What a submitted scorecard said before an amendment replaced it. */
export interface Amendment {
  at: string;
  ratings: Record<string, Rating>;
  recommendation: Rating | null;
  notes: string;
}

/** One interviewer's scorecard for one assignment (its id is the assignment's). */
export interface Scorecard {
  id: string;
  candidateId: string;
  stage: InterviewStage;
  memberId: string;
  memberName: string;
  ratings: Record<string, Rating>;
  recommendation: Rating | null;
  notes: string;
  status: 'draft' | 'submitted';
  updatedAt: string;
  submittedAt?: string;
  /** Earlier submitted versions, oldest first. */
  amendments: Amendment[];
}

export type RatingCounts = Record<Rating, number>;

export interface ScorecardSummary {
  /** How many submitted scorecards recommend each way. */
  recommendations: RatingCounts;
  /** Each attribute's ratings across the submitted scorecards. */
  attributes: Record<string, RatingCounts>;
  submitted: number;
}

/** A candidate's scorecards as the member asking may see them. */
export interface CandidateScorecards {
  scorecards: Scorecard[];
  /** Others' submitted scorecards kept from an interviewer until they submit their own. */
  hidden: number;
  summary: ScorecardSummary;
}

/** A candidate's submitted recommendations, for the board's cards and the list. */
export interface ScorecardTally {
  candidateId: string;
  recommendations: RatingCounts;
  /** Members assigned to the candidate who have not submitted a scorecard for every assignment. */
  pending: string[];
}

export const SCORECARD_MESSAGES = {
  notYours: 'You can fill in only your own scorecards.',
  incomplete: 'Rate every attribute and give a recommendation before submitting.',
  noDraftAgain: 'A submitted scorecard is amended, not taken back to a draft.',
  unknownAttribute: (name: string) => `"${name}" is not in this stage's interview plan`,
} as const;

const isRating = (value: unknown): value is Rating => RATINGS.includes(value as Rating);
const noCounts = (): RatingCounts => ({ strong_no: 0, no: 0, yes: 0, strong_yes: 0 });

/** A scorecard from a request body, for a stage judged on `attributes`. */
export function readScorecardInput(body: unknown, attributes: readonly string[]): ScorecardInput {
  const input = fieldsOf(body);
  const given = (typeof input.ratings === 'object' && input.ratings !== null ? input.ratings : {}) as Record<
    string,
    unknown
  >;
  const ratings: Record<string, Rating> = {};
  for (const [name, rating] of Object.entries(given)) {
    if (!attributes.includes(name)) throw new InvalidInputError(SCORECARD_MESSAGES.unknownAttribute(name));
    if (!isRating(rating)) throw new InvalidInputError('Rate with Strong no, No, Yes or Strong yes');
    ratings[name] = rating;
  }
  const recommendation = input.recommendation ?? null;
  if (recommendation !== null && !isRating(recommendation)) {
    throw new InvalidInputError('Recommend with Strong no, No, Yes or Strong yes');
  }
  const notes = typeof input.notes === 'string' ? input.notes : '';
  assertText(notes, 'The notes', INPUT_LIMITS.text);
  const submit = input.submit === true;
  if (submit && (recommendation === null || attributes.some((name) => !ratings[name]))) {
    throw new InvalidInputError(SCORECARD_MESSAGES.incomplete);
  }
  return { ratings, recommendation, notes, submit };
}

/**
 * The scorecard an assignment's member saves: a draft until submitted; saving a submitted one
 * again amends it, keeping what it said before.
 */
export function nextScorecard(
  stored: Scorecard | undefined,
  assignment: Assignment,
  input: ScorecardInput,
  actorId: string | undefined,
  now: Date,
): Scorecard {
  if (assignment.memberId !== actorId) throw new ForbiddenError(SCORECARD_MESSAGES.notYours);
  if (stored?.status === 'submitted' && !input.submit) throw new InvalidInputError(SCORECARD_MESSAGES.noDraftAgain);
  const at = now.toISOString();
  const amendments =
    stored?.status === 'submitted'
      ? [
          ...stored.amendments,
          { at: stored.updatedAt, ratings: stored.ratings, recommendation: stored.recommendation, notes: stored.notes },
        ]
      : (stored?.amendments ?? []);
  return {
    id: assignment.id,
    candidateId: assignment.candidateId,
    stage: assignment.stage,
    memberId: assignment.memberId,
    memberName: assignment.memberName,
    ratings: input.ratings,
    recommendation: input.recommendation,
    notes: input.notes,
    status: input.submit ? 'submitted' : 'draft',
    updatedAt: at,
    ...(input.submit ? { submittedAt: stored?.submittedAt ?? at } : {}),
    amendments,
  };
}

/** Counts of the submitted scorecards' recommendations and of each attribute's ratings. */
export function summarizeScorecards(scorecards: readonly Scorecard[]): ScorecardSummary {
  const summary: ScorecardSummary = { recommendations: noCounts(), attributes: {}, submitted: 0 };
  for (const scorecard of scorecards) {
    if (scorecard.status !== 'submitted') continue;
    summary.submitted += 1;
    if (scorecard.recommendation) summary.recommendations[scorecard.recommendation] += 1;
    for (const [name, rating] of Object.entries(scorecard.ratings)) {
      (summary.attributes[name] ??= noCounts())[rating] += 1;
    }
  }
  return summary;
}

/** Whether the member has submitted a scorecard for every one of their assignments on the candidate. */
export const hasSubmittedAll = (
  member: Pick<Member, 'id'>,
  assignments: readonly Assignment[],
  scorecards: readonly Scorecard[],
) => {
  const mine = assignments.filter((assignment) => assignment.memberId === member.id);
  const submitted = new Set(scorecards.filter((card) => card.status === 'submitted').map((card) => card.id));
  return mine.length > 0 && mine.every((assignment) => submitted.has(assignment.id));
};

/**
 * The candidate's scorecards as `member` may see them: their own always; others' only once
 * submitted, and, for a member who judges without seeing every candidate (an interviewer), only
 * after submitting their own, so that nobody's view anchors theirs.
 */
export function scorecardsSeenBy(
  member: Member,
  assignments: readonly Assignment[],
  all: readonly Scorecard[],
): CandidateScorecards {
  const others = all.filter((card) => card.memberId !== member.id && card.status === 'submitted');
  const own = all.filter((card) => card.memberId === member.id);
  const seesOthers = can(member, 'seeAllCandidates') || hasSubmittedAll(member, assignments, all);
  const scorecards = seesOthers ? [...own, ...others] : own;
  return {
    scorecards: scorecards.sort((a, b) => a.stage.localeCompare(b.stage) || a.memberName.localeCompare(b.memberName)),
    hidden: seesOthers ? 0 : others.length,
    summary: summarizeScorecards(scorecards),
  };
}

/** Each candidate's tally, for every candidate with an interviewer or a scorecard (both back ends count alike). */
export function talliesOf(assignments: readonly Assignment[], scorecards: readonly Scorecard[]): ScorecardTally[] {
  const byCandidate = new Map<string, { assignments: Assignment[]; scorecards: Scorecard[] }>();
  const entry = (candidateId: string) => {
    let found = byCandidate.get(candidateId);
    if (!found) byCandidate.set(candidateId, (found = { assignments: [], scorecards: [] }));
    return found;
  };
  assignments.forEach((assignment) => entry(assignment.candidateId).assignments.push(assignment));
  scorecards.forEach((scorecard) => entry(scorecard.candidateId).scorecards.push(scorecard));
  return [...byCandidate].map(([candidateId, rows]) => {
    const submitted = new Set(rows.scorecards.filter((card) => card.status === 'submitted').map((card) => card.id));
    const pending = rows.assignments.filter((assignment) => !submitted.has(assignment.id));
    return {
      candidateId,
      recommendations: summarizeScorecards(rows.scorecards).recommendations,
      pending: [...new Set(pending.map((assignment) => assignment.memberId))],
    };
  });
}
