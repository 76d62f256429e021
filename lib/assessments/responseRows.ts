import { scorePercent, scoreResponse, type ResponseScore } from './scoring';
import { LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import type { AnsweredAssessment, Assessment, AssessmentResponse, SortDirection } from '@/lib/shared/types';

export const TEST_RESPONSE = 'Test response';
export const REMOVED_CANDIDATE = 'A candidate since removed';

export type ResponseSortColumn = 'submitted' | 'score';
export interface ResponseSort {
  column: ResponseSortColumn;
  direction: SortDirection;
}
export const NEWEST_FIRST: ResponseSort = { column: 'submitted', direction: 'desc' };

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

export function responderName(response: AssessmentResponse): string {
  if (response.candidateId === LOCAL_CANDIDATE_ID) return TEST_RESPONSE;
  return response.candidateName ?? REMOVED_CANDIDATE;
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

/**
 * Sorted by submission time or by score; responses without a score yet (awaiting review, not
 * scored) come after the scored ones either way, newest first among themselves.
 */
export function sortResponseRows(rows: ResponseRow[], sort: ResponseSort): ResponseRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byTime = (a: ResponseRow, b: ResponseRow) => a.response.submittedAt.localeCompare(b.response.submittedAt);
  return [...rows].sort((a, b) => {
    if (sort.column === 'submitted') return sign * byTime(a, b);
    const [x, y] = [scorePercent(a.score), scorePercent(b.score)];
    if (x === undefined || y === undefined) {
      if (x !== y) return x === undefined ? 1 : -1;
      return -byTime(a, b);
    }
    return sign * (x - y) || -byTime(a, b);
  });
}

export function responseRows(responses: AssessmentResponse[], current: Assessment, sort: ResponseSort): ResponseRow[] {
  return sortResponseRows(
    responses.map((response) => responseRow(response, current)),
    sort,
  );
}
