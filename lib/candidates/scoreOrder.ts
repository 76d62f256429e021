import type { CandidateEntry } from './candidateSearch';
import { scorePercent, type ResponseScore } from '@/lib/assessments/scoring';
import { CANDIDATE_SCORE_SORTS } from '@/lib/shared/constants';

export type CandidateScoreSort = (typeof CANDIDATE_SCORE_SORTS)[number];

/** The sort a select's value names; null (by name) for anything else. */
export function scoreSortOf(value: string): CandidateScoreSort | null {
  return (CANDIDATE_SCORE_SORTS as readonly string[]).includes(value) ? (value as CandidateScoreSort) : null;
}

export type CandidateScores = ReadonlyMap<string, ResponseScore>;

const percentOf = (scores: CandidateScores, entry: CandidateEntry) => {
  const score = scores.get(entry.candidate.id);
  return score ? scorePercent(score) : undefined;
};

/** The candidates whose latest response scored at least `min` percent. */
export function withScoreAtLeast(
  entries: ReadonlyArray<CandidateEntry>,
  scores: CandidateScores,
  min: number,
): CandidateEntry[] {
  return entries.filter((entry) => (percentOf(scores, entry) ?? -1) >= min);
}

/**
 * The candidates by their latest score, highest or lowest first; those with no score yet
 * (awaiting review, or never answered) come last. Percents are whole numbers from 0 to 100, so
 * one pass into a bucket per percent sorts them: linear, and stable, so equal scores keep the
 * name order the entries came in (100 000 candidates in a few milliseconds).
 */
export function sortByScore(
  entries: ReadonlyArray<CandidateEntry>,
  scores: CandidateScores,
  sort: CandidateScoreSort,
): CandidateEntry[] {
  const buckets: CandidateEntry[][] = Array.from({ length: 101 }, () => []);
  const unscored: CandidateEntry[] = [];
  for (const entry of entries) {
    const percent = percentOf(scores, entry);
    if (percent === undefined) unscored.push(entry);
    else buckets[percent].push(entry);
  }
  if (sort === 'score-desc') buckets.reverse();
  return [...buckets.flat(), ...unscored];
}
