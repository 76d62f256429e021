import type { CandidateEntry } from './candidateSearch';
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

const percentsByList = new WeakMap<ReadonlyArray<CandidateEntry>, { scores: CandidateScores; percents: Int8Array }>();

/**
 * Each entry's latest score in percent, in the entries' order, NO_SCORE where there is none.
 * Kept for the list and its scores: a new sort or minimum then walks this array instead of
 * looking every candidate up again (100 000 lookups took most of a sort's 80 ms).
 */
export function scorePercents(entries: ReadonlyArray<CandidateEntry>, scores: CandidateScores): Int8Array {
  const kept = percentsByList.get(entries);
  if (kept?.scores === scores) return kept.percents;
  const percents = new Int8Array(entries.length).fill(NO_SCORE);
  entries.forEach((entry, index) => {
    const score = scores.get(entry.candidate.id);
    const percent = score && scorePercent(score);
    if (percent !== undefined) percents[index] = percent;
  });
  percentsByList.set(entries, { scores, percents });
  return percents;
}

/**
 * The entries scoring at least `min` percent (all when null), in name order, or by their latest
 * score, highest or lowest first, when a score sort is asked. Those with no score yet come last
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
  entries.forEach((entry, index) => {
    const percent = percents[index];
    if (min !== null && percent < min) return;
    if (!sort) kept.push(entry);
    else if (percent === NO_SCORE) unscored.push(entry);
    else buckets[percent].push(entry);
  });
  if (!sort) return kept;
  if (sort === 'score-desc') buckets.reverse();
  return [...buckets.flat(), ...unscored];
}
