import { scorePercent, scoreResponse, type ResponseScore } from './scoring';
import { LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import type { AnsweredAssessment, AssessmentResponse, SortDirection } from '@/lib/shared/types';

export const TEST_RESPONSE = 'Test response';
export const REMOVED_CANDIDATE = 'A candidate since removed';

export type ResponseSortColumn = 'submitted' | 'score';
export interface ResponseSort {
  column: ResponseSortColumn;
  direction: SortDirection;
}
export const NEWEST_FIRST: ResponseSort = { column: 'submitted', direction: 'desc' };
/** The responses table shows this many at a time: a job with a thousand stays quick to open. */
export const RESPONSES_PER_PAGE = 25;
/** How long a job's list of responses, once read, is shown without reading it again. */
export const RESPONSES_STALE_TIME_MS = 5_000;

/**
 * A response as the job's list shows it: who answered, when, and the score, without the answers
 * and the copy of the questions that make up most of what a response weighs. Its review reads the
 * whole response on its own.
 */
export interface ResponseListItem {
  id: string;
  candidateId: string;
  /** The candidate who answered, when they are a stored candidate. */
  candidateName?: string;
  submittedAt: string;
  score: ResponseScore;
}

/** A response open for review: its answers, the version they answered, and its score. */
export interface ResponseRow {
  response: AssessmentResponse;
  answered: AnsweredAssessment;
  score: ResponseScore;
  /** Who answered: the candidate's name, or what stands for them. */
  who: string;
}

/** The version a response answered; one kept before versions were reads the current assessment. */
export function answeredBy(response: AssessmentResponse, current: AnsweredAssessment): AnsweredAssessment {
  return response.answered ?? current;
}

export function responderName({ candidateId, candidateName }: Pick<ResponseListItem, 'candidateId' | 'candidateName'>) {
  if (candidateId === LOCAL_CANDIDATE_ID) return TEST_RESPONSE;
  return candidateName ?? REMOVED_CANDIDATE;
}

export function responseRow(response: AssessmentResponse, current: AnsweredAssessment): ResponseRow {
  const answered = answeredBy(response, current);
  return {
    response,
    answered,
    score: scoreResponse(answered, response.answers, response.handScores),
    who: responderName(response),
  };
}

/** The list item of a response: its kept score when there is one, otherwise scored now. */
export function responseListItem(
  response: AssessmentResponse,
  current: AnsweredAssessment,
  kept?: ResponseScore,
): ResponseListItem {
  const { id, candidateId, candidateName, submittedAt } = response;
  return {
    id,
    candidateId,
    ...(candidateName === undefined ? {} : { candidateName }),
    submittedAt,
    score: kept ?? responseRow(response, current).score,
  };
}

/**
 * Sorted by submission time or by score; responses without a score yet (awaiting review, not
 * scored) come after the scored ones either way, newest first among themselves.
 */
export function sortResponseList(items: ResponseListItem[], sort: ResponseSort): ResponseListItem[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byTime = (a: ResponseListItem, b: ResponseListItem) => a.submittedAt.localeCompare(b.submittedAt);
  return [...items].sort((a, b) => {
    if (sort.column === 'submitted') return sign * byTime(a, b);
    const [x, y] = [scorePercent(a.score), scorePercent(b.score)];
    if (x === undefined || y === undefined) {
      if (x !== y) return x === undefined ? 1 : -1;
      return -byTime(a, b);
    }
    return sign * (x - y) || -byTime(a, b);
  });
}
