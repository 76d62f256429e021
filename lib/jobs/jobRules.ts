import { compareJobs } from './jobSort';
import { JOB_NOT_FOUND } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { Job, JobListFilters } from '@/lib/shared/types';

/**
 * The rules of finding and reordering jobs that both back ends keep: the browser's
 * (jobRepository.ts) and the team server's (server/store/jobs.ts).
 */

/** The jobs matching the search and status, in the chosen order (stored order without one). */
export function matchJobs(jobs: Job[], filters: Omit<JobListFilters, 'page' | 'pageSize'>): Job[] {
  const search = filters.search.trim().toLowerCase();
  let matches = jobs;
  if (filters.status) matches = matches.filter((job) => job.status === filters.status);
  if (search) matches = matches.filter((job) => job.title.toLowerCase().includes(search));
  const sort = filters.sort;
  return sort ? [...matches].sort((a, b) => compareJobs(a, b, sort)) : matches;
}

/**
 * The rules of a reorder, for a job whose stored order is `storedOrder` (undefined: no such
 * job) among `count` jobs: refused when it is gone, when the list changed since the mover loaded
 * it, or when the target is not a place in the list.
 */
export function assertReorderable(storedOrder: number | undefined, count: number, fromOrder: number, toOrder: number) {
  if (storedOrder === undefined) throw new RecordNotFoundError(JOB_NOT_FOUND);
  if (storedOrder !== fromOrder) {
    throw new ConflictError('The job list changed since it was loaded; reload and try again');
  }
  if (!Number.isInteger(toOrder) || toOrder < 0 || toOrder >= count) {
    throw new InvalidInputError(`toOrder must be between 0 and ${count - 1}`);
  }
}

/**
 * The jobs whose order changes when one moves from fromOrder to toOrder, the rest renumbered
 * 0..n-1; `jobs` in their stored order. A fromOrder that is no longer the job's is refused.
 */
export function reorderedJobs(jobs: Job[], id: string, fromOrder: number, toOrder: number): Job[] {
  const index = jobs.findIndex((job) => job.id === id);
  assertReorderable(jobs[index]?.order, jobs.length, fromOrder, toOrder);
  const reordered = [...jobs];
  const [moved] = reordered.splice(index, 1);
  reordered.splice(toOrder, 0, moved);
  return reordered.flatMap((job, order) => (job.order === order ? [] : [{ ...job, order }]));
}
