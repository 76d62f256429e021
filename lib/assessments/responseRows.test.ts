import { describe, expect, it } from 'vitest';
import {
  NEWEST_FIRST,
  REMOVED_CANDIDATE,
  responderName,
  type ResponseSort,
  responseListItem,
  sortResponseList,
  TEST_RESPONSE,
} from './responseRows';
import type { Assessment, AssessmentResponse, Question } from '@/lib/shared/types';

const numeric: Question = { id: 'n', label: 'N', type: 'numeric', required: false, accepted: { min: 1 } };
const essay: Question = { id: 'e', label: 'E', type: 'long', required: false };
const current: Assessment = {
  id: 'a',
  jobId: 'job-1',
  title: 'T',
  sections: [{ id: 's', title: 'S', questions: [numeric, essay] }],
  questions: [numeric, essay],
};

const response = (
  id: string,
  at: number,
  answers: AssessmentResponse['answers'],
  extra: Partial<AssessmentResponse> = {},
) => ({
  id,
  jobId: 'job-1',
  assessmentId: 'a',
  candidateId: `c-${id}`,
  candidateName: `Name ${id}`,
  answers,
  submittedAt: new Date(Date.UTC(2026, 0, at)).toISOString(),
  ...extra,
});

const responses: AssessmentResponse[] = [
  response('full', 1, { n: 1, e: 'text' }, { handScores: { e: 1 } }),
  response('none', 2, { n: 0 }),
  response('waiting', 3, { n: 1, e: 'text' }),
  response('half', 4, { n: 1, e: 'text' }, { handScores: { e: 0 } }),
  response('test', 5, { n: 1 }, { candidateId: 'local_candidate', candidateName: undefined }),
  response('gone', 6, { n: 0 }, { candidateName: undefined }),
];

const listed = (items: AssessmentResponse[], sort: ResponseSort) =>
  sortResponseList(
    items.map((item) => responseListItem(item, current)),
    sort,
  );

describe('the responses list', () => {
  it('names who answered, a test response and a removed candidate included', () => {
    expect(listed(responses, NEWEST_FIRST).map(responderName)).toEqual([
      REMOVED_CANDIDATE,
      TEST_RESPONSE,
      'Name half',
      'Name waiting',
      'Name none',
      'Name full',
    ]);
  });

  it('sorts by score either way with the responses that have none after the rest', () => {
    const ids = (direction: 'asc' | 'desc') => listed(responses, { column: 'score', direction }).map((item) => item.id);
    expect(ids('desc')).toEqual(['full', 'test', 'half', 'gone', 'none', 'waiting']);
    expect(ids('asc')).toEqual(['gone', 'none', 'test', 'half', 'full', 'waiting']);
  });

  it('scores each response by the version it answered', () => {
    const older = response('old', 7, { n: 1 }, { answered: { ...current, questions: [{ ...numeric, points: 4 }] } });
    const [item] = listed([older], NEWEST_FIRST);
    expect(item.score).toMatchObject({ earned: 4, possible: 4 });
  });

  it('keeps a kept score rather than scoring the answers again, and leaves the answers out', () => {
    const kept = { status: 'scored' as const, earned: 1, possible: 2, percent: 50, passed: false };
    const item = responseListItem(responses[0], current, kept);
    expect(item).toEqual({
      id: 'full',
      candidateId: 'c-full',
      candidateName: 'Name full',
      submittedAt: responses[0].submittedAt,
      score: kept,
    });
  });
});
