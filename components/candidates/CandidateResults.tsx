'use client';

import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { inferParserType } from 'nuqs';
import { Button } from '@/components/ui/Button';
import { ExportCsvButton } from '@/components/ui/ExportCsvButton';
import { Notice } from '@/components/ui/Notice';
import { candidatesCsv } from '@/lib/csv/csvExport';
import page from '@/components/ui/Page.module.css';
import { useCandidateIndex } from '@/lib/candidates/candidateQueries';
import {
  type CandidateIndex,
  normalizeSearch,
  type SearchResult,
  searchCandidates,
} from '@/lib/candidates/candidateSearch';
import { candidateStore } from '@/lib/candidates/candidateQueries';
import { errorMessage, formatCount } from '@/lib/platform/format';
import { useReachedIds } from '@/lib/insights/insightQueries';
import type { Job, Stage } from '@/lib/shared/types';
import type { candidateListView } from '@/lib/platform/viewParams';
import { BulkMove } from './BulkMove';
import { CandidateList } from './CandidateList';
import styles from './CandidatesPage.module.css';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { rememberCandidateOrder } from './lastCandidateOrder';

/**
 * The search result, kept from render to render so that a search that only grows filters the
 * previous matches (searchCandidates) rather than everyone. Updated during render, as React
 * advises for state derived from earlier renders.
 */
function useNarrowingSearch(index: CandidateIndex | undefined, search: string, stage: Stage | '') {
  const [result, setResult] = useState<SearchResult>();
  const current =
    result && result.index === index && result.stage === stage && result.search === normalizeSearch(search);
  if (index && !current) setResult(searchCandidates(index, search, stage, result));
  return current ? result.matches : undefined;
}

interface CandidateResultsProps {
  view: inferParserType<typeof candidateListView>;
  jobs: Map<string, Job> | undefined;
  onClearFilters: () => void;
}

/**
 * Up to this many candidates a search runs with the keystroke: one pass takes a few
 * milliseconds, less than a deferred render's second pass costs. Above it, typing stays
 * responsive while the list catches up.
 */
const SEARCH_WITH_THE_KEYSTROKE = 20_000;

/** The matching candidates with their selection. */
export function CandidateResults({ view, jobs, onClearFilters }: CandidateResultsProps) {
  const index = useCandidateIndex();
  const deferredSearch = useDeferredValue(view.search);
  const searchNow = index !== undefined && index.entries.length <= SEARCH_WITH_THE_KEYSTROKE;
  const search = searchNow ? view.search : deferredSearch;
  const searched = useNarrowingSearch(index, search, view.stage ?? '');
  const reached = useReachedIds(view.reached);
  const matches = useMemo(() => {
    if (!searched || (view.reached && !reached)) return undefined;
    if (!view.job && !view.reached) return searched;
    return searched.filter(
      ({ candidate }) => (!view.job || candidate.jobId === view.job) && (!reached || reached.has(candidate.id)),
    );
  }, [searched, reached, view.job, view.reached]);
  useEffect(() => {
    if (matches) rememberCandidateOrder(matches);
  }, [matches]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean }>();

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  // Only rows the current filters show count as selected: a filter never hides a pending change.
  const selectedCandidates = useMemo(
    () =>
      selected.size === 0
        ? []
        : (matches ?? []).filter(({ candidate }) => selected.has(candidate.id)).map(({ candidate }) => candidate),
    [matches, selected],
  );
  const selectedIds = useMemo(() => selectedCandidates.map((candidate) => candidate.id), [selectedCandidates]);

  if (!matches) return <p role="status">Loading...</p>;
  const allSelected = matches.length > 0 && selectedIds.length === matches.length;

  async function confirmDelete() {
    setConfirming(false);
    try {
      await candidateStore.remove(selectedIds);
      setSelected(new Set());
    } catch (failure) {
      setOutcome({ message: `Could not delete: ${errorMessage(failure)}`, failed: true });
    }
  }

  const filtered = Boolean(view.search.trim() || view.stage || view.job || view.reached);
  return (
    <>
      <div className={styles.summary}>
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            checked={allSelected}
            disabled={matches.length === 0}
            onChange={() =>
              setSelected(allSelected ? new Set() : new Set(matches.map(({ candidate }) => candidate.id)))
            }
          />
          Select all {matches.length}
        </label>
        <p aria-live="polite">
          {formatCount(matches.length, 'candidate')}
          {selectedIds.length > 0 && `, ${selectedIds.length} selected`}
        </p>
        <div className={styles.bulk}>
          <BulkMove
            chosen={selectedCandidates}
            onDone={(result) => {
              setOutcome(result);
              if (!result.failed) setSelected(new Set());
            }}
          />
          <Button variant="danger" disabled={selectedIds.length === 0} onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <ExportCsvButton
            fileName="candidates.csv"
            build={() =>
              candidatesCsv(
                matches.map(({ candidate }) => candidate),
                jobs,
              )
            }
          />
        </div>
      </div>
      {outcome &&
        (outcome.failed ? (
          <Notice onDismiss={() => setOutcome(undefined)}>{outcome.message}</Notice>
        ) : (
          <p role="status" className={styles.done}>
            {outcome.message}
          </p>
        ))}
      {matches.length === 0 && filtered ? (
        <div className={page.empty}>
          <p>No candidates match this search and filter.</p>
          <Button onClick={onClearFilters}>Clear search and filter</Button>
        </div>
      ) : (
        <CandidateList
          entries={matches}
          jobs={jobs}
          selected={selected}
          onToggle={toggle}
          busy={search !== view.search}
        />
      )}
      {confirming && (
        <ConfirmDeleteDialog
          count={selectedIds.length}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
