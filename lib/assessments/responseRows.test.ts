import { describe, expect, it } from 'vitest';
import { NEWEST_FIRST, REMOVED_CANDIDATE, responseRows, TEST_RESPONSE } from './responseRows';
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

describe('responseRows', () => {
  it('names who answered, a test response and a removed candidate included', () => {
    const rows = responseRows(responses, current, NEWEST_FIRST);
    expect(rows.map((row) => row.who)).toEqual([
      REMOVED_CANDIDATE,
      TEST_RESPONSE,
      'Name half',
      'Name waiting',
      'Name none',
      'Name full',
    ]);
  });

  it('sorts by score either way with the responses that have none after the rest', () => {
    const ids = (direction: 'asc' | 'desc') =>
      responseRows(responses, current, { column: 'score', direction }).map((row) => row.response.id);
    expect(ids('desc')).toEqual(['full', 'test', 'half', 'gone', 'none', 'waiting']);
    expect(ids('asc')).toEqual(['gone', 'none', 'test', 'half', 'full', 'waiting']);
  });

  it('scores each response by the version it answered', () => {
    const older = response('old', 7, { n: 1 }, { answered: { ...current, questions: [{ ...numeric, points: 4 }] } });
    const [row] = responseRows([older], current, NEWEST_FIRST);
    expect(row.score).toMatchObject({ earned: 4, possible: 4 });
  });
});
