import { compareByName } from './candidateOrder';
import type { Candidate, Stage } from '@/lib/shared/types';

export interface CandidateEntry {
  candidate: Candidate;
  /** The lowercased name and email a search looks in. */
  text: string;
  /** Where the entry stands in its index's entries. */
  position: number;
}

/** Every candidate once, sorted by name. */
export interface CandidateIndex {
  entries: ReadonlyArray<CandidateEntry>;
  /**
   * Each candidate's position in entries, by id. Built with the index, off any click: a first
   * look-up of 100 000 ids hashes each id string, which once took most of a first score sort.
   */
  positions: ReadonlyMap<string, number>;
}

/** The lowercased name and email of a candidate: what a search looks in. */
export const searchText = (candidate: Candidate) => `${candidate.name}\n${candidate.email}`.toLowerCase();

export function buildCandidateIndex(candidates: Candidate[]): CandidateIndex {
  const entries = sortedEntries(candidates);
  const positions = new Map<string, number>();
  placeEntries(entries, positions, 0, entries.length);
  return { entries, positions };
}

const sortedEntries = (candidates: Candidate[]): CandidateEntry[] =>
  candidates
    .map((candidate) => ({ candidate, text: searchText(candidate), position: -1 }))
    .sort((a, b) => compareByName(a.candidate, b.candidate));

/** Notes the positions of entries from start to end, in the entries and in positions. */
function placeEntries(entries: CandidateEntry[], positions: Map<string, number>, start: number, end: number) {
  for (let position = start; position < end; position++) {
    entries[position].position = position;
    positions.set(entries[position].candidate.id, position);
  }
}

/** Two runs sorted by name as one; on equal names the first run's entry comes first, as a stable sort keeps them. */
function mergeByName(first: CandidateEntry[], second: CandidateEntry[]): CandidateEntry[] {
  const merged: CandidateEntry[] = new Array(first.length + second.length);
  let [i, j, k] = [0, 0, 0];
  while (i < first.length && j < second.length) {
    merged[k++] = compareByName(second[j].candidate, first[i].candidate) < 0 ? second[j++] : first[i++];
  }
  while (i < first.length) merged[k++] = first[i++];
  while (j < second.length) merged[k++] = second[j++];
  return merged;
}

/**
 * The same index as buildCandidateIndex, built from slices of candidates with `pause` between
 * steps: each slice is sorted on its own and the sorted runs merged pairwise, so no step holds
 * the page for long (sorting 100 000 names at once took 400 ms). `pause` may throw to give up.
 */
export async function buildCandidateIndexInSlices(
  slices: AsyncIterable<Candidate[]>,
  pause: () => Promise<void>,
): Promise<CandidateIndex> {
  let runs: CandidateEntry[][] = [];
  let sliceSize = 0;
  for await (const slice of slices) {
    sliceSize = Math.max(sliceSize, slice.length);
    runs.push(sortedEntries(slice));
    await pause();
  }
  while (runs.length > 1) {
    const next: CandidateEntry[][] = [];
    for (let index = 0; index < runs.length; index += 2) {
      next.push(index + 1 < runs.length ? mergeByName(runs[index], runs[index + 1]) : runs[index]);
      await pause();
    }
    runs = next;
  }
  const entries = runs[0] ?? [];
  const positions = new Map<string, number>();
  for (let start = 0; start < entries.length; start += sliceSize) {
    // No pause after the last slice: the index is ready, and a pause is a task later on screen.
    if (start > 0) await pause();
    placeEntries(entries, positions, start, Math.min(entries.length, start + sliceSize));
  }
  return { entries, positions };
}

export interface SearchResult {
  index: CandidateIndex;
  search: string;
  stage: Stage | '';
  matches: CandidateIndex['entries'];
}

/** The form of a search that results keep and compare: trimmed and lowercased. */
export const normalizeSearch = (search: string) => search.trim().toLowerCase();

/**
 * Candidates whose name or email contains the search (ignoring case) in the given stage.
 * When the new search only extends the previous one, it looks through the previous
 * matches instead of everyone: typing narrows, so each keystroke scans less.
 */
export function searchCandidates(
  index: CandidateIndex,
  search: string,
  stage: Stage | '',
  previous?: SearchResult,
): SearchResult {
  const needle = normalizeSearch(search);
  const narrowing =
    previous && previous.index === index && previous.stage === stage && needle.startsWith(previous.search);
  const pool = narrowing ? previous.matches : index.entries;
  const matches =
    (narrowing && needle === previous.search) || (!needle && !stage)
      ? pool
      : pool.filter((entry) => (!stage || entry.candidate.stage === stage) && (!needle || entry.text.includes(needle)));
  return { index, search: needle, stage, matches };
}
