import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { JOBS_STALE_TIME_MS } from '@/lib/shared/constants';
import { createKeyedQueue } from './keyedQueue';
import { moveOrder } from './pendingMoves';
import { getStore } from './appStore';
import { useStoreRead } from './storeRead';
import type { JobInput, JobListFilters, Page, Job } from '@/lib/shared/types';

export const jobQueries = {
  all: () => ['jobs'] as const,
  lists: () => [...jobQueries.all(), 'list'] as const,
  list: (filters: JobListFilters) =>
    queryOptions({
      queryKey: [...jobQueries.lists(), filters] as const,
      queryFn: () => getStore().jobs.list(filters),
      staleTime: JOBS_STALE_TIME_MS,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'detail', id] as const,
      queryFn: () => getStore().jobs.detail(id),
      staleTime: JOBS_STALE_TIME_MS,
    }),
};

/**
 * Refetches job lists and details in the background. Not awaited: a mutation is done when
 * its own call answers, not after a refetch that may itself be retrying for seconds.
 */
function refreshJobs(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: jobQueries.all() });
}

export interface ReorderVariables {
  jobId: string;
  /** Where the job was when the user moved it; used if the list no longer holds it. */
  fromOrder: number;
  toOrder: number;
  /** The list the user dragged in; it holds what the server has confirmed. */
  listKey: ReturnType<typeof jobQueries.list>['queryKey'];
}

/**
 * Reorders reach the API one at a time, in the order the user made them, and each takes its
 * fromOrder from the list as the answers before it left it: a quick series lands in order
 * instead of refusing itself as stale.
 */
const jobReorders = createKeyedQueue();
const REORDER_QUEUE = 'jobs-order';

/** The items sorted by their order numbers. */
export const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order);

export const jobMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (job: JobInput) => getStore().jobs.create(job),
      onSuccess: (_job, _variables, _result, { client }) => refreshJobs(client),
    }),
  update: () =>
    mutationOptions({
      mutationFn: (job: JobInput) => getStore().jobs.update(job.id, job),
      // The saved job shows at once in every cached list, even while the refetch is retrying.
      onSuccess: (saved, _variables, _result, { client }) => {
        client.setQueriesData<Page<Job>>({ queryKey: jobQueries.lists() }, (page) =>
          page ? { ...page, items: page.items.map((job) => (job.id === saved.id ? saved : job)) } : page,
        );
        refreshJobs(client);
      },
    }),
  reorder: () =>
    mutationOptions({
      mutationFn: ({ jobId, fromOrder, toOrder, listKey }: ReorderVariables, { client }) =>
        jobReorders.enqueue(REORDER_QUEUE, async () => {
          const stored = client.getQueryData(listKey)?.items.find((job) => job.id === jobId)?.order;
          await getStore().jobs.reorder(jobId, stored ?? fromOrder, toOrder);
          // Recorded before the next queued move starts, which numbers itself from this list.
          client.setQueryData(listKey, (page) =>
            page ? { ...page, items: byOrder(moveOrder(page.items, jobId, toOrder)) } : page,
          );
        }),
      // A refetch that answers between two moves would bring an order the next move already changed.
      onMutate: (_variables, { client }) => client.cancelQueries({ queryKey: jobQueries.lists() }),
      onSettled: (_data, _error, _variables, _context, { client }) => {
        if (!jobReorders.isBusy(REORDER_QUEUE)) refreshJobs(client);
      },
    }),
};

/** Every job matching the search and status, in the chosen order: what an export of the list holds. */
export const findJobs = (filters: Omit<JobListFilters, 'page' | 'pageSize'>) => getStore().jobs.find(filters);

/** Every job by id, for showing a candidate's job title; follows every write, from any tab. */
export function useJobsById(): Map<string, Job> | undefined {
  return useStoreRead(
    ['jobs'],
    ['jobs-by-id'],
    async (store) => new Map((await store.jobs.listAll()).map((job) => [job.id, job])),
  );
}
