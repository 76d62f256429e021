'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { inferParserType } from 'nuqs';
import { Button } from '@/components/ui/Button';
import { ExportCsvButton } from '@/components/ui/ExportCsvButton';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { candidatesCsv } from '@/lib/csv/csvExport';
import page from '@/components/ui/Page.module.css';
import { candidateStore } from '@/lib/client/candidateQueries';
import { readApplications } from '@/lib/client/careersQueries';
import { errorMessage, formatCount } from '@/lib/shared/format';
import type { Job } from '@/lib/shared/types';
import type { candidateListView } from '@/lib/client/viewParams';
import { BulkEmailDialog } from './BulkEmailDialog';
import { BulkMove } from './BulkMove';
import { CandidateList } from './CandidateList';
import styles from './CandidatesPage.module.css';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { rememberCandidateOrder } from './lastCandidateOrder';
import { useCandidateMatches } from './useCandidateMatches';

interface CandidateResultsProps {
  view: inferParserType<typeof candidateListView>;
  jobs: Map<string, Job> | undefined;
  onClearFilters: () => void;
}

/** The matching candidates with their selection. */
export function CandidateResults({ view, jobs, onClearFilters }: CandidateResultsProps) {
  const { matches, scores, busy } = useCandidateMatches(view);
  const canChange = useCan('changeCandidates');
  const mayEmail = useCan('sendMessages');
  const [emailing, setEmailing] = useState(false);
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

  const filtered = Boolean(view.search.trim() || view.stage || view.job || view.reached || view.minScore !== null);
  return (
    <>
      <div className={styles.summary}>
        {canChange && (
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
        )}
        <p aria-live="polite">
          {formatCount(matches.length, 'candidate')}
          {selectedIds.length > 0 && `, ${selectedIds.length} selected`}
        </p>
        {canChange && (
          <div className={styles.bulk}>
            <BulkMove
              chosen={selectedCandidates}
              onDone={(result) => {
                setOutcome(result);
                if (!result.failed) setSelected(new Set());
              }}
            />
            {mayEmail && (
              <Button disabled={selectedIds.length === 0} onClick={() => setEmailing(true)}>
                Email
              </Button>
            )}
            <Button variant="danger" disabled={selectedIds.length === 0} onClick={() => setConfirming(true)}>
              Delete
            </Button>
            <ExportCsvButton
              fileName="candidates.csv"
              build={async () =>
                candidatesCsv(
                  matches.map(({ candidate }) => candidate),
                  jobs,
                  await readApplications(),
                )
              }
            />
          </div>
        )}
      </div>
      {emailing && (
        <BulkEmailDialog
          chosen={selectedCandidates}
          onDone={(result) => {
            setOutcome(result);
            if (!result.failed) setSelected(new Set());
          }}
          onClose={() => setEmailing(false)}
        />
      )}
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
          scores={scores}
          selected={selected}
          onToggle={canChange ? toggle : undefined}
          busy={busy}
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
