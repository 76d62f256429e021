'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '@/components/shell/useDocumentTitle';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { Pagination } from '@/components/ui/Pagination';
import { JOBS_PAGE_SIZE } from '@/lib/constants';
import { errorMessage } from '@/lib/format';
import { jobMutations, jobQueries } from '@/lib/jobQueries';
import type { Job, JobListFilters, JobSortColumn, JobStatus } from '@/lib/types';
import { JobFormDialog, type JobFormTarget } from './JobFormDialog';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchInput } from '@/components/ui/SearchInput';
import styles from './JobsPage.module.css';
import { JobsTable } from './JobsTable';
import { useToggleArchive } from './useToggleArchive';

export function JobsPage() {
  useDocumentTitle('Jobs');
  const [filters, setFilters] = useState<JobListFilters>({
    search: '',
    status: '',
    page: 1,
    pageSize: JOBS_PAGE_SIZE,
  });
  const [formTarget, setFormTarget] = useState<JobFormTarget>();
  const [reorderError, setReorderError] = useState<string>();
  const jobs = useQuery(jobQueries.list(filters));
  const reorder = useMutation(jobMutations.reorder());
  const { toggleArchive, pendingJobId, error: archiveError, clearError } = useToggleArchive();
  const listKey = jobQueries.list(filters).queryKey;

  const change = (update: Partial<JobListFilters>) => setFilters((current) => ({ ...current, page: 1, ...update }));

  function sortBy(column: JobSortColumn) {
    const current = filters.sort;
    const direction = current?.column === column && current.direction === 'asc' ? 'desc' : 'asc';
    change({ sort: { column, direction } });
  }

  function moveJob(fromIndex: number, toIndex: number) {
    const items = jobs.data?.items;
    if (!items || fromIndex === toIndex) return;
    const moved = [...items];
    const [job] = moved.splice(fromIndex, 1);
    moved.splice(toIndex, 0, job);
    // The rows keep the page's order numbers in their new sequence, so a next drag, before
    // the refetch, computes its fromOrder and toOrder from what the user sees.
    const reorderedItems = moved.map((item, index) => ({ ...item, order: items[index].order }));
    // mutateAsync reports every call's failure, also when a later move started meanwhile.
    reorder
      .mutateAsync({ job, fromOrder: job.order, toOrder: items[toIndex].order, listKey, reorderedItems })
      .catch((error: unknown) =>
        setReorderError(`Could not move "${job.title}": ${errorMessage(error)}. The previous order has been restored.`),
      );
  }

  const openCreate = () => setFormTarget({ mode: 'create', nextOrder: jobs.data?.total ?? 0 });
  const openEdit = (job: Job) => setFormTarget({ mode: 'edit', job });

  return (
    <section className={styles.page}>
      <PageHeader title="Jobs">
        <Button variant="primary" onClick={openCreate}>
          + Create Job
        </Button>
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
          <select value={filters.status} onChange={(event) => change({ status: event.target.value as JobStatus | '' })}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </select>
        </label>
        {filters.sort && (
          <Button size="small" variant="ghost" onClick={() => change({ sort: undefined })}>
            Clear sorting
          </Button>
        )}
      </div>
      {reorderError && <Notice onDismiss={() => setReorderError(undefined)}>{reorderError}</Notice>}
      {archiveError && <Notice onDismiss={clearError}>{archiveError}</Notice>}
      {jobs.isPending ? (
        <p role="status">Loading jobs...</p>
      ) : jobs.isError && !jobs.data ? (
        <p role="alert">Error: {errorMessage(jobs.error)}</p>
      ) : jobs.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>No jobs found.</p>
          <Button variant="primary" onClick={openCreate}>
            Create your first job
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.hint}>
            {filters.sort
              ? 'Sorted by a column: clear sorting to drag jobs into a new order.'
              : 'Drag a job by its handle (or focus it and press Space, then the arrow keys) to reorder.'}
          </p>
          <JobsTable
            jobs={jobs.data.items}
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
            onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </>
      )}
      {formTarget && <JobFormDialog target={formTarget} onClose={() => setFormTarget(undefined)} />}
    </section>
  );
}
