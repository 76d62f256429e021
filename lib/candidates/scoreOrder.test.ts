import { describe, expect, it } from 'vitest';
import { buildCandidateIndex } from './candidateSearch';
import { byScore, scorePercents } from './scoreOrder';
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

const index = buildCandidateIndex([
  candidate('c-ada', 'Ada'),
  candidate('c-bo', 'Bo'),
  candidate('c-cy', 'Cy'),
  candidate('c-di', 'Di'),
  candidate('c-ed', 'Ed'),
]);
const { entries } = index;
const scores = new Map<string, ResponseScore>([
  ['c-ada', scored(70)],
  ['c-bo', scored(100)],
  ['c-cy', { status: 'awaiting-review', earned: 1, possible: 3, pending: 1 }],
  ['c-ed', scored(70)],
]);
const names = (list: { candidate: Candidate }[]) => list.map((entry) => entry.candidate.name);

const percents = scorePercents(index, scores);

describe('the candidate list by score', () => {
  it("reads each candidate's percent once, in the list's order, none for a score awaiting review", () => {
    expect([...percents]).toEqual([70, 100, -1, -1, 70]);
  });

  it('keeps the percents for the same list and scores, and reads them again for new scores', () => {
    expect(scorePercents(index, scores)).toBe(percents);
    const later = new Map(scores).set('c-di', scored(5));
    expect([...scorePercents(index, later)]).toEqual([70, 100, -1, 5, 70]);
  });

  it('sorts highest or lowest first, equal scores by name, no score yet last', () => {
    expect(names(byScore(entries, percents, { min: null, sort: 'score-desc' }))).toEqual([
      'Bo',
      'Ada',
      'Ed',
      'Cy',
      'Di',
    ]);
    expect(names(byScore(entries, percents, { min: null, sort: 'score-asc' }))).toEqual([
      'Ada',
      'Ed',
      'Bo',
      'Cy',
      'Di',
    ]);
  });

  it('keeps those scoring at least the minimum, both ends included, in name order', () => {
    expect(names(byScore(entries, percents, { min: 70, sort: null }))).toEqual(['Ada', 'Bo', 'Ed']);
    expect(names(byScore(entries, percents, { min: 71, sort: null }))).toEqual(['Bo']);
    expect(names(byScore(entries, percents, { min: 0, sort: null }))).toEqual(['Ada', 'Bo', 'Ed']);
  });

  it('applies a minimum and a sort together', () => {
    expect(names(byScore(entries, percents, { min: 70, sort: 'score-asc' }))).toEqual(['Ada', 'Ed', 'Bo']);
  });
});

describe('a part of the candidate list by score', () => {
  it("sorts a search's matches by each one's own percent, read once for the whole index", () => {
    const matches = entries.filter((entry) => entry.candidate.name !== 'Bo');
    expect(names(byScore(matches, percents, { min: null, sort: 'score-desc' }))).toEqual(['Ada', 'Ed', 'Cy', 'Di']);
    expect(names(byScore(matches, percents, { min: 71, sort: null }))).toEqual([]);
  });

  it('passes over scores of candidates the index does not hold (deleted since)', () => {
    const withGone = new Map(scores).set('c-gone', scored(99));
    expect([...scorePercents(index, withGone)]).toEqual([70, 100, -1, -1, 70]);
  });
});
