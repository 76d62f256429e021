import { compareByName } from './candidateOrder';
import type { Candidate, Stage } from './types';

export interface CandidateEntry {
  candidate: Candidate;
  /** The lowercased name and email a search looks in. */
  text: string;
}

/** Every candidate once, sorted by name. */
export interface CandidateIndex {
  entries: ReadonlyArray<CandidateEntry>;
}

/** The lowercased name and email of a candidate: what a search looks in. */
export const searchText = (candidate: Candidate) => `${candidate.name}\n${candidate.email}`.toLowerCase();

export function buildCandidateIndex(candidates: Candidate[]): CandidateIndex {
  const entries = candidates
    .map((candidate) => ({ candidate, text: searchText(candidate) }))
    .sort((a, b) => compareByName(a.candidate, b.candidate));
  return { entries };
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
