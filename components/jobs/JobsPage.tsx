'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useQueryStates } from 'nuqs';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { Pagination } from '@/components/ui/Pagination';
import { useOptimisticMoves } from '@/components/ui/useOptimisticMoves';
import { JOBS_PAGE_SIZE } from '@/lib/shared/constants';
import { errorMessage } from '@/lib/shared/format';
import { byOrder, findJobs, jobMutations, jobQueries } from '@/lib/client/jobQueries';
import { moveOrder } from '@/lib/client/pendingMoves';
import type { Job, JobListFilters, JobSortColumn, JobStatus } from '@/lib/shared/types';
import { JobFormDialog, type JobFormTarget } from './JobFormDialog';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchInput } from '@/components/ui/SearchInput';
import { AS_A_HISTORY_STEP, jobListView } from '@/lib/client/viewParams';
import { ExportCsvButton } from '@/components/ui/ExportCsvButton';
import { jobsCsv } from '@/lib/csv/csvExport';
import { useScreenAction } from '@/components/ui/shortcuts';
import { useCan } from '@/components/ui/useSignedInMember';
import styles from './JobsPage.module.css';
import { JobsTable } from './JobsTable';
import { useToggleArchive } from './useToggleArchive';

export function JobsPage() {
  useDocumentTitle('Jobs');
  const [view, setView] = useQueryStates(jobListView);
  const filters: JobListFilters = {
    search: view.search,
    status: view.status ?? '',
    page: view.page,
    pageSize: JOBS_PAGE_SIZE,
    sort: view.sort ?? undefined,
  };
  const [formTarget, setFormTarget] = useState<JobFormTarget>();
  const jobs = useQuery(jobQueries.list(filters));
  const reorder = useMutation(jobMutations.reorder());
  const moves = useOptimisticMoves<number>();
  const savedJobs = jobs.data?.items;
  // The list as saved, with the moves still on their way applied in the order they were made.
  const shownJobs = useMemo(
    () =>
      savedJobs &&
      (moves.moves.length
        ? byOrder(moves.moves.reduce((items, move) => moveOrder(items, move.itemId, move.value), savedJobs))
        : savedJobs),
    [savedJobs, moves.moves],
  );
  const { toggleArchive, pendingJobId, error: archiveError, clearError } = useToggleArchive();
  const listKey = jobQueries.list(filters).queryKey;

  // Any change of search, filter or sort starts again at page 1. A search typed is not a step
  // Back undoes key by key; a filter, a sort or a page chosen is.
  const change = (update: Partial<Omit<typeof view, 'page'>>) =>
    void setView({ ...update, page: null }, { history: 'search' in update ? 'replace' : 'push' });

  function sortBy(column: JobSortColumn) {
    const current = filters.sort;
    const direction = current?.column === column && current.direction === 'asc' ? 'desc' : 'asc';
    change({ sort: { column, direction } });
  }

  function moveJob(fromIndex: number, toIndex: number) {
    const job = shownJobs?.[fromIndex];
    const target = shownJobs?.[toIndex];
    if (!job || !target || fromIndex === toIndex) return;
    const variables = { jobId: job.id, fromOrder: job.order, toOrder: target.order, listKey };
    moves.track(
      job.id,
      target.order,
      () => reorder.mutateAsync(variables),
      (error) => `Could not move "${job.title}": ${errorMessage(error)}. The previous order has been restored.`,
    );
  }

  const openCreate = () => setFormTarget({ mode: 'create', nextOrder: jobs.data?.total ?? 0 });
  const canChange = useCan('changeJobs');
  useScreenAction('new', canChange ? openCreate : undefined);
  const openEdit = (job: Job) => setFormTarget({ mode: 'edit', job });

  return (
    <section className={styles.page}>
      <PageHeader title="Jobs">
        {canChange && (
          <Button variant="primary" onClick={openCreate}>
            + Create Job
          </Button>
        )}
      </PageHeader>
      <div className={page.toolbar}>
        <SearchInput
          label="Search jobs"
          placeholder="Search jobs..."
          value={filters.search}
          onChange={(search) => change({ search })}
        />
        <label className={page.inlineLabel}>
          Status
          <select
            value={filters.status}
            onChange={(event) => change({ status: (event.target.value as JobStatus | '') || null })}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </select>
        </label>
        {filters.sort && (
          <Button size="small" variant="ghost" onClick={() => change({ sort: null })}>
            Clear sorting
          </Button>
        )}
        <ExportCsvButton fileName="jobs.csv" build={async () => jobsCsv(await findJobs(filters))} />
      </div>
      {moves.failures.map((failure) => (
        <Notice key={failure.moveId} onDismiss={() => moves.dismiss(failure.moveId)}>
          {failure.message}
        </Notice>
      ))}
      {archiveError && <Notice onDismiss={clearError}>{archiveError}</Notice>}
      {jobs.isPending ? (
        <p role="status">Loading jobs...</p>
      ) : jobs.isError && !jobs.data ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.items.length === 0 && (filters.search.trim() || filters.status) ? (
        <div className={page.empty}>
          <p>No jobs match this search and filter.</p>
          <Button onClick={() => change({ search: '', status: null })}>Clear search and filter</Button>
        </div>
      ) : jobs.data.items.length === 0 ? (
        <div className={page.empty}>
          <p>No jobs found.</p>
          {canChange && (
            <Button variant="primary" onClick={openCreate}>
              Create your first job
            </Button>
          )}
        </div>
      ) : (
        <>
          {canChange && (
            <p className={styles.hint}>
              {filters.sort
                ? 'Sorted by a column: clear sorting to drag jobs into a new order.'
                : 'Drag a job by its handle (or focus it and press Space, then the arrow keys) to reorder.'}
            </p>
          )}
          <JobsTable
            jobs={shownJobs ?? jobs.data.items}
            sort={filters.sort}
            onSort={sortBy}
            onMove={moveJob}
            onEdit={openEdit}
            onToggleArchive={toggleArchive}
            pendingJobId={pendingJobId}
            busy={jobs.isPlaceholderData}
          />
          <Pagination
            page={jobs.data.page}
            totalPages={jobs.data.totalPages}
            onPageChange={(page) => void setView({ page }, AS_A_HISTORY_STEP)}
          />
        </>
      )}
      {formTarget && <JobFormDialog target={formTarget} onClose={() => setFormTarget(undefined)} />}
    </section>
  );
}
