import { JOB_STATUSES, JOBS_PAGE_SIZE } from '@/lib/shared/constants';
import { InvalidInputError } from '@/lib/shared/errors';
import { unlessAlreadyStored } from '@/lib/store/staleEdits';
import { parseJobSort } from '@/lib/jobs/jobSort';
import { validateJobInput } from '@/lib/jobs/jobValidation';
import type { JobListFilters } from '@/lib/shared/types';
import { type ApiRoute, positiveWholeNumber, readJson, respond } from './http';
import { ENDPOINTS } from './endpoints';

const MAX_PAGE_SIZE = 100;
const PAGING_MESSAGE = 'page and pageSize must be positive whole numbers';

function listFilters(url: URL): JobListFilters {
  const params = url.searchParams;
  const status = params.get('status') ?? '';
  if (status && !JOB_STATUSES.includes(status as never)) {
    throw new InvalidInputError('status must be active or archived');
  }
  const sortParam = params.get('sort');
  const sort = parseJobSort(sortParam);
  if (sortParam && !sort) throw new InvalidInputError(`Cannot sort by "${sortParam}"`);
  return {
    search: params.get('search') ?? '',
    status: status as JobListFilters['status'],
    page: positiveWholeNumber(params.get('page'), PAGING_MESSAGE) ?? 1,
    // `all`: every match on one page (an export, the app's list of every job).
    pageSize:
      params.get('pageSize') === 'all'
        ? Number.MAX_SAFE_INTEGER
        : Math.min(positiveWholeNumber(params.get('pageSize'), PAGING_MESSAGE) ?? JOBS_PAGE_SIZE, MAX_PAGE_SIZE),
    sort,
  };
}

async function validJob(request: Request) {
  const result = validateJobInput(await readJson(request));
  if ('error' in result) throw new InvalidInputError(result.error);
  return result.job;
}

export function jobRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: ENDPOINTS.jobs,
      handle: ({ request, store: { jobs } }) => respond(async () => jobs.list(listFilters(new URL(request.url)))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.job,
      handle: ({ params, store: { jobs } }) => respond(() => jobs.detail(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.jobs,
      calls: 'jobs.create',
      handle: ({ request, store: { jobs } }) => respond(async () => jobs.create(await validJob(request))),
    },
    {
      method: 'PATCH',
      path: ENDPOINTS.jobReorder,
      calls: 'jobs.reorder',
      handle: ({ request, params, store: { jobs } }) =>
        respond(async () => {
          const body = (await readJson(request)) as { fromOrder?: unknown; toOrder?: unknown } | null;
          const { fromOrder, toOrder } = body ?? {};
          if (typeof fromOrder !== 'number' || typeof toOrder !== 'number') {
            throw new InvalidInputError('fromOrder and toOrder must be numbers');
          }
          await jobs.reorder(params.id, fromOrder, toOrder);
          return { ok: true };
        }),
    },
    {
      method: 'PATCH',
      path: ENDPOINTS.job,
      calls: 'jobs.update',
      handle: ({ request, params, store: { jobs } }) =>
        respond(async () => {
          const input = await validJob(request);
          return unlessAlreadyStored(
            () => jobs.update(params.id, input),
            () => jobs.detail(params.id),
            // An edit replaces the job, all but what the server keeps: its slug, order, counts and dates.
            input,
            { whole: true, ignoring: ['slug', 'order', 'candidateCounts', 'postedAt', 'changedAt'] },
          );
        }),
    },
  ];
}
