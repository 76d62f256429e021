'use client';

import { useQueryStates } from 'nuqs';
import { useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useScreenAction } from '@/components/ui/shortcuts';
import { useCan } from '@/components/ui/useSignedInMember';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { Button } from '@/components/ui/Button';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchInput } from '@/components/ui/SearchInput';
import { useJobsById } from '@/lib/client/jobQueries';
import { paths } from '@/lib/shared/routes';
import { AS_A_HISTORY_STEP, candidateListView } from '@/lib/client/viewParams';
import type { Candidate } from '@/lib/shared/types';
import { AddCandidateDialog } from './AddCandidateDialog';
import { AddedCandidateNote } from './AddedCandidateNote';
import { CandidateFilters } from './CandidateFilters';
import { ImportCandidatesDialog } from './ImportCandidatesDialog';
import { CandidateResults } from './CandidateResults';
import { DuplicatesLink } from './DuplicatesLink';
import styles from './CandidatesPage.module.css';

export function CandidatesPage() {
  useDocumentTitle('Candidates');
  const [view, setView] = useQueryStates(candidateListView);
  const jobs = useJobsById();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Candidate>();
  const [importing, setImporting] = useState(false);
  const canChange = useCan('changeCandidates');
  useScreenAction('new', canChange ? () => setAdding(true) : undefined);

  return (
    <section className={styles.page}>
      <PageHeader title="Candidates">
        <AppLink href={paths.kanban}>Open the stage board</AppLink>
        <DuplicatesLink />
      </PageHeader>
      <div className={page.toolbar}>
        <SearchInput
          label="Search candidates"
          placeholder="Search name or email..."
          value={view.search}
          onChange={(search) => void setView({ search })}
        />
        <CandidateFilters
          stage={view.stage}
          job={view.job}
          source={view.source}
          minScore={view.minScore}
          sort={view.sort}
          jobs={jobs}
          setView={setView}
        />
        {canChange && (
          <>
            <Button onClick={() => setImporting(true)}>Import CSV</Button>
            <Button variant="primary" onClick={() => setAdding(true)}>
              + Add Candidate
            </Button>
          </>
        )}
      </div>
      {added && (
        <AddedCandidateNote
          candidate={added}
          jobs={jobs}
          filters={{ search: view.search, stage: view.stage ?? '', jobId: view.job }}
          onDismiss={() => setAdded(undefined)}
        />
      )}
      {view.reached && (
        <p className={styles.reached}>
          Showing candidates who reached {view.reached} or further.{' '}
          <Button size="small" onClick={() => void setView({ reached: null }, AS_A_HISTORY_STEP)}>
            Show everyone
          </Button>
        </p>
      )}
      <ErrorBoundary>
        <CandidateResults view={view} jobs={jobs} onClearFilters={() => void setView(null, AS_A_HISTORY_STEP)} />
      </ErrorBoundary>
      {adding && <AddCandidateDialog defaultJobId={view.job} onAdded={setAdded} onClose={() => setAdding(false)} />}
      {importing && <ImportCandidatesDialog onClose={() => setImporting(false)} />}
    </section>
  );
}
