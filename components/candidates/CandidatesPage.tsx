'use client';

import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { AppLink } from '@/components/shell/AppLink';
import { useDocumentTitle } from '@/components/shell/useDocumentTitle';
import { Button } from '@/components/ui/Button';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { Notice } from '@/components/ui/Notice';
import { useCandidateIndex } from '@/lib/candidateQueries';
import { type CandidateIndex, normalizeSearch, type SearchResult, searchCandidates } from '@/lib/candidateSearch';
import { getDb } from '@/lib/db';
import { errorMessage } from '@/lib/format';
import { paths } from '@/lib/routes';
import type { Stage } from '@/lib/types';
import { deleteCandidates } from '@/lib/data/candidates';
import { AddCandidateDialog } from './AddCandidateDialog';
import { CandidateList } from './CandidateList';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchInput } from '@/components/ui/SearchInput';
import styles from './CandidatesPage.module.css';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { StageOptions } from './StageOptions';

export function CandidatesPage() {
  useDocumentTitle('Candidates');
  const [search, setSearch] = useState('');
  const [stage, setStage] = useState<Stage | ''>('');
  const [adding, setAdding] = useState(false);

  return (
    <section className={styles.page}>
      <PageHeader title="Candidates">
        <AppLink href={paths.kanban}>Open the stage board</AppLink>
      </PageHeader>
      <div className={page.toolbar}>
        <SearchInput
          label="Search candidates"
          placeholder="Search name or email..."
          value={search}
          onChange={setSearch}
        />
        <select aria-label="Stage" value={stage} onChange={(event) => setStage(event.target.value as Stage | '')}>
          <option value="">All stages</option>
          <StageOptions />
        </select>
        <Button variant="primary" onClick={() => setAdding(true)}>
          + Add Candidate
        </Button>
      </div>
      <ErrorBoundary>
        <CandidateResults
          search={search}
          stage={stage}
          onClearFilters={() => {
            setSearch('');
            setStage('');
          }}
        />
      </ErrorBoundary>
      {adding && <AddCandidateDialog onClose={() => setAdding(false)} />}
    </section>
  );
}

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

/** The matching candidates with their selection; typing stays responsive while the list catches up. */
interface CandidateResultsProps {
  search: string;
  stage: Stage | '';
  onClearFilters: () => void;
}

function CandidateResults({ search, stage, onClearFilters }: CandidateResultsProps) {
  const deferredSearch = useDeferredValue(search);
  const index = useCandidateIndex();
  const matches = useNarrowingSearch(index, deferredSearch, stage);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  // Only rows the user can see count as selected: a filter never hides a pending delete.
  const selectedIds = useMemo(
    () =>
      selected.size === 0
        ? []
        : (matches ?? []).filter(({ candidate }) => selected.has(candidate.id)).map(({ candidate }) => candidate.id),
    [matches, selected],
  );

  if (!matches) return <p role="status">Loading...</p>;

  async function confirmDelete() {
    setConfirming(false);
    try {
      await deleteCandidates(getDb(), selectedIds);
      setSelected(new Set());
    } catch (failure) {
      setError(`Could not delete: ${errorMessage(failure)}`);
    }
  }

  return (
    <>
      <div className={styles.summary}>
        <p aria-live="polite">
          {matches.length === 1 ? '1 candidate' : `${matches.length} candidates`}
          {selectedIds.length > 0 && `, ${selectedIds.length} selected`}
        </p>
        <Button variant="danger" disabled={selectedIds.length === 0} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
      {matches.length === 0 && (search.trim() || stage) ? (
        <div className={page.empty}>
          <p>No candidates match this search and filter.</p>
          <Button onClick={onClearFilters}>Clear search and filter</Button>
        </div>
      ) : (
        <CandidateList entries={matches} selected={selected} onToggle={toggle} />
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
