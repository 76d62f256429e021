import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { JOBS_STALE_TIME_MS } from './constants';
import { listAllJobs } from './data/jobs';
import { getDb } from './db';
import { formatJobSort } from './jobSort';
import { useLocalRead } from './localRead';
import { apiRequest } from './network';
import type { Job, JobDetail, JobInput, JobListFilters, Page } from './types';

export const jobQueries = {
  all: () => ['jobs'] as const,
  lists: () => [...jobQueries.all(), 'list'] as const,
  list: (filters: JobListFilters) =>
    queryOptions({
      queryKey: [...jobQueries.lists(), filters] as const,
      queryFn: ({ signal }) =>
        apiRequest<Page<Job>>('/api/jobs', {
          signal,
          query: {
            search: filters.search,
            status: filters.status,
            page: filters.page,
            pageSize: filters.pageSize,
            sort: formatJobSort(filters.sort),
          },
        }),
      staleTime: JOBS_STALE_TIME_MS,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiRequest<JobDetail>(`/api/jobs/${encodeURIComponent(id)}`, { signal }),
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
  job: Job;
  fromOrder: number;
  toOrder: number;
  /** The list the user dragged in, so the move shows at once and can be undone. */
  listKey: ReturnType<typeof jobQueries.list>['queryKey'];
  reorderedItems: Job[];
}

export const jobMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (job: JobInput) => apiRequest<Job>('/api/jobs', { method: 'POST', body: job }),
      onSuccess: (_job, _variables, _result, { client }) => refreshJobs(client),
    }),
  update: () =>
    mutationOptions({
      mutationFn: (job: JobInput) =>
        apiRequest<Job>(`/api/jobs/${encodeURIComponent(job.id)}`, { method: 'PATCH', body: job }),
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
      mutationFn: ({ job, fromOrder, toOrder }: ReorderVariables) =>
        apiRequest<{ ok: true }>(`/api/jobs/${encodeURIComponent(job.id)}/reorder`, {
          method: 'PATCH',
          body: { fromOrder, toOrder },
        }),
      onMutate: async ({ listKey, reorderedItems }, { client }) => {
        await client.cancelQueries({ queryKey: jobQueries.lists() });
        const previous = client.getQueryData(listKey);
        client.setQueryData(listKey, (page) => (page ? { ...page, items: reorderedItems } : page));
        return { previous };
      },
      onError: (_error, { listKey, reorderedItems }, result, { client }) => {
        // Undo only if nothing moved since; otherwise the refetch below brings the truth.
        const shown = client
          .getQueryData(listKey)
          ?.items.map((job) => job.id)
          .join();
        if (result && shown === reorderedItems.map((job) => job.id).join()) {
          client.setQueryData(listKey, result.previous);
        }
      },
      onSettled: (_data, _error, _variables, _result, { client }) => refreshJobs(client),
    }),
};

/** Every job by id, for showing a candidate's job title; follows every write, from any tab. */
export function useJobsById(): Map<string, Job> | undefined {
  return useLocalRead(async () => new Map((await listAllJobs(getDb())).map((job) => [job.id, job])), []);
}
