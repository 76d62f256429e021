'use client';

import { useQueryStates } from 'nuqs';
import { useState } from 'react';
import { JobSelect } from '@/components/jobs/JobSelect';
import { AppLink } from '@/components/ui/AppLink';
import { useScreenAction } from '@/components/ui/shortcuts';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { Button } from '@/components/ui/Button';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchInput } from '@/components/ui/SearchInput';
import { isStage } from '@/lib/candidates/candidateRules';
import { scoreSortOf } from '@/lib/candidates/scoreOrder';
import { useJobsById } from '@/lib/jobs/jobQueries';
import { paths } from '@/lib/platform/routes';
import { candidateListView } from '@/lib/platform/viewParams';
import type { Candidate } from '@/lib/shared/types';
import { AddCandidateDialog } from './AddCandidateDialog';
import { AddedCandidateNote } from './AddedCandidateNote';
import { ImportCandidatesDialog } from './ImportCandidatesDialog';
import { CandidateResults } from './CandidateResults';
import styles from './CandidatesPage.module.css';
import { MinScoreInput } from './MinScoreInput';
import { StageOptions } from './StageOptions';

export function CandidatesPage() {
  useDocumentTitle('Candidates');
  const [view, setView] = useQueryStates(candidateListView);
  const jobs = useJobsById();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Candidate>();
  const [importing, setImporting] = useState(false);
  useScreenAction('new', () => setAdding(true));
  // A filter chosen is a step Back can undo; typing a search is not one step per key.
  const push = { history: 'push' } as const;

  return (
    <section className={styles.page}>
      <PageHeader title="Candidates">
        <AppLink href={paths.kanban}>Open the stage board</AppLink>
      </PageHeader>
      <div className={page.toolbar}>
        <SearchInput
          label="Search candidates"
          placeholder="Search name or email..."
          value={view.search}
          onChange={(search) => void setView({ search })}
        />
        <select
          aria-label="Stage"
          value={view.stage ?? ''}
          onChange={(event) => void setView({ stage: isStage(event.target.value) ? event.target.value : null }, push)}
        >
          <option value="">All stages</option>
          <StageOptions />
        </select>
        <JobSelect
          jobs={jobs}
          value={view.job}
          onChange={(job) => void setView({ job }, push)}
          emptyOption="All jobs"
          className={page.inlineLabel}
        />
        <MinScoreInput value={view.minScore} onChange={(minScore) => void setView({ minScore })} />
        <select
          aria-label="Sort"
          value={view.sort ?? ''}
          onChange={(event) => void setView({ sort: scoreSortOf(event.target.value) }, push)}
        >
          <option value="">By name</option>
          <option value="score-desc">Score, highest first</option>
          <option value="score-asc">Score, lowest first</option>
        </select>
        <Button onClick={() => setImporting(true)}>Import CSV</Button>
        <Button variant="primary" onClick={() => setAdding(true)}>
          + Add Candidate
        </Button>
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
          <Button size="small" onClick={() => void setView({ reached: null }, push)}>
            Show everyone
          </Button>
        </p>
      )}
      <ErrorBoundary>
        <CandidateResults view={view} jobs={jobs} onClearFilters={() => void setView(null, push)} />
      </ErrorBoundary>
      {adding && <AddCandidateDialog defaultJobId={view.job} onAdded={setAdded} onClose={() => setAdding(false)} />}
      {importing && <ImportCandidatesDialog onClose={() => setImporting(false)} />}
    </section>
  );
}
