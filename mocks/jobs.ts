import { http } from 'msw';
import { JOB_STATUSES, JOBS_PAGE_SIZE } from '@/lib/constants';
import type { TalentFlowDB } from '@/lib/db';
import { parseJobSort } from '@/lib/jobSort';
import { validateJobInput } from '@/lib/jobValidation';
import type { JobListFilters } from '@/lib/types';
import { InvalidInputError } from '@/lib/data/errors';
import { createJob, getJobDetail, listJobs, reorderJob, updateJob } from '@/lib/data/jobs';
import { apiPath, positiveWholeNumber, readJson, respond } from './respond';

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
    pageSize: Math.min(positiveWholeNumber(params.get('pageSize'), PAGING_MESSAGE) ?? JOBS_PAGE_SIZE, MAX_PAGE_SIZE),
    sort,
  };
}

async function validJob(request: Request) {
  const result = validateJobInput(await readJson(request));
  if ('error' in result) throw new InvalidInputError(result.error);
  return result.job;
}

export function jobHandlers(db: TalentFlowDB) {
  return [
    http.get(apiPath('/api/jobs'), ({ request }) =>
      respond(async () => listJobs(db, listFilters(new URL(request.url)))),
    ),
    http.get(apiPath('/api/jobs/:id'), ({ params }) => respond(() => getJobDetail(db, String(params.id)))),
    http.post(apiPath('/api/jobs'), ({ request }) => respond(async () => createJob(db, await validJob(request)))),
    http.patch(apiPath('/api/jobs/:id/reorder'), ({ request, params }) =>
      respond(async () => {
        const body = (await readJson(request)) as { fromOrder?: unknown; toOrder?: unknown } | null;
        const { fromOrder, toOrder } = body ?? {};
        if (typeof fromOrder !== 'number' || typeof toOrder !== 'number') {
          throw new InvalidInputError('fromOrder and toOrder must be numbers');
        }
        await reorderJob(db, String(params.id), fromOrder, toOrder);
        return { ok: true };
      }),
    ),
    http.patch(apiPath('/api/jobs/:id'), ({ request, params }) =>
      respond(async () => updateJob(db, String(params.id), await validJob(request))),
    ),
  ];
}
