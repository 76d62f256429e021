import { http } from 'msw';
import type { TalentFlowDB } from '@/lib/db';
import { paginate } from '@/lib/paging';
import type { Candidate, Page } from '@/lib/types';
import { getCandidate, isStage, listCandidates, moveCandidates, updateCandidate } from '@/lib/data/candidates';
import { InvalidInputError, RecordNotFoundError } from '@/lib/data/errors';
import { isFrameworkRequest, positiveWholeNumber, readJson, respond } from '@/lib/api/http';
import { apiPath, passthrough } from './respond';

/** Without pageSize, every match comes back on one page. */
async function listPage(db: TalentFlowDB, url: URL): Promise<Page<Candidate>> {
  const params = url.searchParams;
  const stage = params.get('stage') || undefined;
  if (stage !== undefined && !isStage(stage)) throw new InvalidInputError(`Unknown stage "${stage}"`);
  const all = await listCandidates(db, {
    search: params.get('search') ?? '',
    stage,
    jobId: params.get('jobId') ?? undefined,
  });
  const pageSize =
    positiveWholeNumber(params.get('pageSize'), 'pageSize must be a positive whole number') ?? Math.max(1, all.length);
  return paginate(all, positiveWholeNumber(params.get('page'), 'page must be a positive whole number') ?? 1, pageSize);
}

const ALLOWED_FIELDS = new Set(['name', 'email', 'stage', 'jobId']);

export function candidateHandlers(db: TalentFlowDB) {
  return [
    http.get(apiPath('/candidates'), ({ request }) => {
      if (isFrameworkRequest(request)) return passthrough();
      return respond(() => listPage(db, new URL(request.url)));
    }),
    http.get(apiPath('/candidates/:id'), ({ request, params }) => {
      if (isFrameworkRequest(request)) return passthrough();
      return respond(async () => {
        const candidate = await getCandidate(db, String(params.id));
        if (!candidate) throw new RecordNotFoundError('Candidate not found');
        return candidate;
      });
    }),
    http.post(apiPath('/candidates/stage'), ({ request }) =>
      respond(async () => {
        const body = await readJson(request);
        const { ids, stage } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
        if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
          throw new InvalidInputError('ids must be a list of candidate ids');
        }
        if (typeof stage !== 'string' || !isStage(stage))
          throw new InvalidInputError(`Unknown stage "${String(stage)}"`);
        return { moved: await moveCandidates(db, [...new Set(ids as string[])], stage) };
      }),
    ),
    http.patch(apiPath('/candidates/:id'), ({ request, params }) =>
      respond(async () => {
        const body = await readJson(request);
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new InvalidInputError('The changes must be a JSON object');
        }
        const unknown = Object.keys(body).filter((key) => !ALLOWED_FIELDS.has(key));
        if (unknown.length) throw new InvalidInputError(`Cannot change ${unknown.join(', ')}`);
        const changes = body as Partial<Candidate>;
        for (const [key, value] of Object.entries(changes)) {
          if (typeof value !== 'string') throw new InvalidInputError(`${key} must be text`);
        }
        return updateCandidate(db, String(params.id), changes);
      }),
    ),
  ];
}
