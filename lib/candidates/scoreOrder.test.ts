import { describe, expect, it } from 'vitest';
import { buildCandidateIndex } from './candidateSearch';
import { sortByScore, withScoreAtLeast } from './scoreOrder';
import type { ResponseScore } from '@/lib/assessments/scoring';
import type { Candidate } from '@/lib/shared/types';

const candidate = (id: string, name: string): Candidate => ({
  id,
  name,
  email: `${id}@example.com`,
  stage: 'applied',
  jobId: 'job-1',
});
const scored = (percent: number): ResponseScore => ({
  status: 'scored',
  earned: percent,
  possible: 100,
  percent,
  passed: percent >= 70,
});

const { entries } = buildCandidateIndex([
  candidate('c-ada', 'Ada'),
  candidate('c-bo', 'Bo'),
  candidate('c-cy', 'Cy'),
  candidate('c-di', 'Di'),
  candidate('c-ed', 'Ed'),
]);
const scores = new Map<string, ResponseScore>([
  ['c-ada', scored(70)],
  ['c-bo', scored(100)],
  ['c-cy', { status: 'awaiting-review', earned: 1, possible: 3, pending: 1 }],
  ['c-ed', scored(70)],
]);
const names = (list: { candidate: Candidate }[]) => list.map((entry) => entry.candidate.name);

describe('the candidate list by score', () => {
  it('sorts highest or lowest first, equal scores by name, no score yet last', () => {
    expect(names(sortByScore(entries, scores, 'score-desc'))).toEqual(['Bo', 'Ada', 'Ed', 'Cy', 'Di']);
    expect(names(sortByScore(entries, scores, 'score-asc'))).toEqual(['Ada', 'Ed', 'Bo', 'Cy', 'Di']);
  });

  it('keeps those scoring at least the minimum, both ends included', () => {
    expect(names(withScoreAtLeast(entries, scores, 70))).toEqual(['Ada', 'Bo', 'Ed']);
    expect(names(withScoreAtLeast(entries, scores, 71))).toEqual(['Bo']);
    expect(names(withScoreAtLeast(entries, scores, 0))).toEqual(['Ada', 'Bo', 'Ed']);
  });
});
