import type { CandidateEntry, CandidateIndex } from './candidateSearch';
import { scorePercent, type ResponseScore } from '@/lib/assessments/scoring';
import { CANDIDATE_SCORE_SORTS } from '@/lib/shared/constants';

export type CandidateScoreSort = (typeof CANDIDATE_SCORE_SORTS)[number];

/** The sort a select's value names; null (by name) for anything else. */
export function scoreSortOf(value: string): CandidateScoreSort | null {
  return (CANDIDATE_SCORE_SORTS as readonly string[]).includes(value) ? (value as CandidateScoreSort) : null;
}

export type CandidateScores = ReadonlyMap<string, ResponseScore>;

/** Where a candidate has no score in percent (awaiting review, or never answered). */
const NO_SCORE = -1;

const percentsByIndex = new WeakMap<CandidateIndex, { scores: CandidateScores; percents: Int8Array }>();

/**
 * Each candidate's latest score in percent, in the index's order (CandidateEntry.position),
 * NO_SCORE where there is none. Kept for the index and its scores, so that a new sort or minimum
 * walks this array. It is read from the scores' side, whose ids are hashed already, into the
 * index's positions: looking every entry's id up instead took 100 ms at 100 000 candidates.
 */
export function scorePercents(index: CandidateIndex, scores: CandidateScores): Int8Array {
  const kept = percentsByIndex.get(index);
  if (kept?.scores === scores) return kept.percents;
  const percents = new Int8Array(index.entries.length).fill(NO_SCORE);
  for (const [candidateId, score] of scores) {
    const position = index.positions.get(candidateId);
    const percent = scorePercent(score);
    if (position !== undefined && percent !== undefined) percents[position] = percent;
  }
  percentsByIndex.set(index, { scores, percents });
  return percents;
}

/**
 * The entries (of the index `percents` was read for) scoring at least `min` percent (all when
 * null), in name order, or by their latest score, highest or lowest first, when a score sort is
 * asked. Those with no score yet come last
 * (and never pass a minimum). Percents are whole numbers from 0 to 100, so one pass into a bucket
 * per percent sorts them: linear, and stable, so equal scores keep the name order.
 */
export function byScore(
  entries: ReadonlyArray<CandidateEntry>,
  percents: Int8Array,
  { min, sort }: { min: number | null; sort: CandidateScoreSort | null },
): CandidateEntry[] {
  const kept: CandidateEntry[] = [];
  const buckets: CandidateEntry[][] = sort ? Array.from({ length: 101 }, () => []) : [];
  const unscored: CandidateEntry[] = [];
  entries.forEach((entry) => {
    const percent = percents[entry.position];
    if (min !== null && percent < min) return;
    if (!sort) kept.push(entry);
    else if (percent === NO_SCORE) unscored.push(entry);
    else buckets[percent].push(entry);
  });
  if (!sort) return kept;
  if (sort === 'score-desc') buckets.reverse();
  return [...buckets.flat(), ...unscored];
}
