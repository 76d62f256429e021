import { readRejection } from '@/lib/messages/rejections';
import { CANDIDATE_NOT_FOUND, PIPELINE_STAGES } from '@/lib/shared/constants';
import {
  isStage,
  trimCandidateFields,
  validateCandidate,
  type CandidateChanges,
  type CandidateInput,
  type CandidateUpdate,
} from '@/lib/candidates/candidateRules';
import { readMergeRequest } from '@/lib/candidates/duplicates';
import type { NewApplication } from '@/lib/candidates/personApplications';
import { MAX_IMPORT_BYTES } from '@/lib/csv/csvImport';
import { InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import { unlessAlreadyStored } from '@/lib/store/staleEdits';
import type { CandidateStore } from '@/lib/store/store';
import { paginate } from '@/lib/shared/paging';
import { assertId } from '@/lib/shared/storableInput';
import type { Candidate, Page, PipelineStage, Stage } from '@/lib/shared/types';
import { type ApiRoute, positiveWholeNumber, readJson, respond } from './http';
import { ENDPOINTS } from './endpoints';

/** Without pageSize, every match comes back on one page. */
async function listPage(candidates: CandidateStore, url: URL): Promise<Page<Candidate>> {
  const params = url.searchParams;
  const stage = params.get('stage') || undefined;
  if (stage !== undefined && !isStage(stage)) throw new InvalidInputError(`Unknown stage "${stage}"`);
  const filters = { search: params.get('search') ?? '', stage, jobId: params.get('jobId') || undefined };
  const pageSize = positiveWholeNumber(params.get('pageSize'), 'pageSize must be a positive whole number');
  const page = positiveWholeNumber(params.get('page'), 'page must be a positive whole number') ?? 1;
  if (pageSize !== undefined) return candidates.page(filters, page, pageSize);
  const all = await candidates.list(filters);
  return paginate(all, page, Math.max(1, all.length));
}

const FIELDS = new Set(['name', 'email', 'stage', 'jobId', 'source', 'sourceDetail', 'version', 'fromStage']);

async function readObject(request: Request, what: string): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidInputError(`${what} must be a JSON object`);
  }
  return body as Record<string, unknown>;
}

/** A candidate's fields from an object: only known ones, each text, name and email trimmed as they are stored. */
function candidateFields(body: Record<string, unknown>, known = FIELDS): CandidateChanges {
  const unknown = Object.keys(body).filter((key) => !known.has(key));
  if (unknown.length) throw new InvalidInputError(`Cannot change ${unknown.join(', ')}`);
  for (const [key, value] of Object.entries(body)) {
    if (key === 'version') {
      if (!Number.isInteger(value) || (value as number) < 1)
        throw new InvalidInputError('version must be a whole number');
    } else if (typeof value !== 'string') throw new InvalidInputError(`${key} must be text`);
  }
  return trimCandidateFields(body as CandidateChanges);
}

/** A candidate's fields from a body (so that an edit sent again is seen to be stored already). */
async function readFields(request: Request): Promise<CandidateChanges> {
  return candidateFields(await readObject(request, 'The changes'));
}

const NEW_CANDIDATE_FIELDS = new Set(['name', 'email', 'stage', 'jobId', 'source', 'sourceDetail']);

/** A new candidate from its fields, the stage being applied and the job none unless given. */
function newCandidate(fields: CandidateChanges): CandidateInput {
  const { name = '', email = '', stage = 'applied', jobId = '', source, sourceDetail } = fields;
  return {
    name,
    email,
    stage: stage as Stage,
    jobId,
    ...(source ? { source } : {}),
    ...(sourceDetail ? { sourceDetail } : {}),
  };
}

const IMPORTED_FIELDS = new Set([...NEW_CANDIDATE_FIELDS, 'personId']);

/**
 * The candidates of an import's body, `{ candidates: [...] }`, each a new candidate's fields, or
 * with `personId` a further application of a stored person.
 */
function importedRows({ candidates: rows }: Record<string, unknown>): CandidateInput[] {
  if (!Array.isArray(rows)) throw new InvalidInputError('candidates must be a list of candidates');
  return rows.map((row, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new InvalidInputError(`Candidate ${index + 1} must be a JSON object`);
    }
    const fields = candidateFields(row as Record<string, unknown>, IMPORTED_FIELDS);
    if (fields.personId === undefined) return newCandidate(fields);
    assertId(fields.personId, 'A person id');
    return { ...newCandidate(fields), personId: fields.personId };
  });
}

const UPDATED_FIELDS = new Set(['name', 'stage', 'jobId']);

/** The changes of stored candidates an import's body makes, `{ updates: [{ id, version, changes }] }`. */
function importedUpdates({ updates = [] }: Record<string, unknown>): CandidateUpdate[] {
  if (!Array.isArray(updates)) throw new InvalidInputError('updates must be a list of changes');
  return updates.map((update, index) => {
    const { id, version, changes } = (update ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string') throw new InvalidInputError(`Update ${index + 1} must name a candidate id`);
    assertId(id, 'A candidate id');
    if (!Number.isInteger(version) || (version as number) < 1)
      throw new InvalidInputError(`Update ${index + 1} must give the version it was made from`);
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes))
      throw new InvalidInputError(`Update ${index + 1} must give its changes as an object`);
    const fields = candidateFields(changes as Record<string, unknown>, UPDATED_FIELDS);
    validateCandidate(fields);
    return { id, version: version as number, changes: fields as CandidateUpdate['changes'] };
  });
}

/**
 * The largest import the API takes in one request, all or nothing: the largest CSV file
 * (MAX_IMPORT_BYTES) of short rows grows about threefold as JSON with its field names.
 */
export const IMPORT_MAX_BODY_BYTES = 3 * MAX_IMPORT_BYTES;

/** The stage each candidate was in when the mover chose them, where the body names it. */
function fromStages({ fromStages: given = {} }: Record<string, unknown>): Record<string, Stage> {
  const valid =
    typeof given === 'object' &&
    given !== null &&
    !Array.isArray(given) &&
    Object.values(given).every((stage) => isStage(stage));
  if (!valid) throw new InvalidInputError('fromStages must name a stage for each candidate id');
  Object.keys(given).forEach((id) => assertId(id, 'A candidate id'));
  return given as Record<string, Stage>;
}

function candidateIds({ ids }: Record<string, unknown>): string[] {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    throw new InvalidInputError('ids must be a list of candidate ids');
  }
  (ids as string[]).forEach((id) => assertId(id, 'A candidate id'));
  return [...new Set(ids as string[])];
}

export function candidateRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: ENDPOINTS.candidates,
      sharedWithPages: true,
      handle: ({ request, store: { candidates } }) => respond(() => listPage(candidates, new URL(request.url))),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidates,
      calls: 'candidates.add',
      handle: ({ request, store: { candidates } }) =>
        respond(async () => candidates.add(newCandidate(await readFields(request)))),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateImport,
      calls: 'candidates.importMany',
      maxBodyBytes: IMPORT_MAX_BODY_BYTES,
      handle: ({ request, store: { candidates } }) =>
        respond(async () => {
          const body = await readObject(request, 'The import');
          const [rows, updates] = [importedRows(body), importedUpdates(body)];
          if (rows.length === 0 && updates.length === 0)
            throw new InvalidInputError('The import adds or updates nobody');
          return { imported: await candidates.importMany(rows, undefined, updates) };
        }),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateStage,
      calls: 'candidates.move',
      handle: ({ request, store: { candidates } }) =>
        respond(async () => {
          const body = await readObject(request, 'The request');
          const ids = candidateIds(body);
          const { stage } = body;
          if (typeof stage !== 'string' || !isStage(stage))
            throw new InvalidInputError(`Unknown stage "${String(stage)}"`);
          return candidates.move(ids, stage, fromStages(body));
        }),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateReject,
      calls: 'candidates.reject',
      handle: ({ request, store: { candidates } }) =>
        respond(async () => {
          const body = await readObject(request, 'The request');
          return candidates.reject(candidateIds(body), readRejection(body), fromStages(body));
        }),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateDelete,
      calls: 'candidates.remove',
      handle: ({ request, store: { candidates } }) =>
        respond(async () => {
          const ids = candidateIds(await readObject(request, 'The request'));
          await candidates.remove(ids);
          return { deleted: ids.length };
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidate,
      sharedWithPages: true,
      handle: ({ params, store: { candidates } }) =>
        respond(async () => {
          const candidate = await candidates.get(params.id);
          if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
          return candidate;
        }),
    },
    {
      method: 'PATCH',
      path: ENDPOINTS.candidate,
      calls: 'candidates.update',
      handle: ({ request, params, store: { candidates } }) =>
        respond(async () => {
          const changes = await readFields(request);
          // A move sent again after its answer was lost, or the same move made by someone else,
          // finds the candidate where it asks them to be: that is no conflict.
          return unlessAlreadyStored(
            () => candidates.update(params.id, changes),
            () => candidates.get(params.id),
            changes,
            { ignoring: ['fromStage'] },
          );
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.duplicates,
      calls: 'candidates.duplicates',
      handle: ({ store: { candidates } }) => respond(() => candidates.duplicates()),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateMerge,
      calls: 'candidates.merge',
      handle: ({ request, params, store: { candidates } }) =>
        respond(async () => {
          assertId(params.id, 'A candidate id');
          return candidates.merge(params.id, readMergeRequest(await readJson(request), params.id));
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateMergedInto,
      handle: ({ params, store: { candidates } }) =>
        respond(async () => ({ into: (await candidates.mergedInto(params.id)) ?? null })),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateTimeline,
      handle: ({ params, store: { candidates } }) => respond(() => candidates.timeline(params.id)),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateJobChanges,
      handle: ({ params, store: { candidates } }) => respond(() => candidates.jobChanges(params.id)),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateApplications,
      handle: ({ params, store: { candidates } }) => respond(() => candidates.applications(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateApplications,
      calls: 'candidates.addApplication',
      handle: ({ request, params, store: { candidates } }) =>
        respond(async () => {
          const { jobId, stage = 'applied', ...rest } = await readObject(request, 'The application');
          const unknown = Object.keys(rest);
          if (unknown.length) throw new InvalidInputError(`Cannot set ${unknown.join(', ')}`);
          return candidates.addApplication(params.id, { jobId, stage } as NewApplication);
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateNotes,
      handle: ({ params, store: { candidates } }) => respond(() => candidates.notes(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateNotes,
      calls: 'candidates.addNote',
      handle: ({ request, params, store: { candidates } }) =>
        respond(async () => {
          const { text } = await readObject(request, 'The note');
          if (typeof text !== 'string') throw new InvalidInputError('text must be text');
          const note = await candidates.addNote(params.id, text);
          if (!note) throw new InvalidInputError('Write something before adding a note');
          return note;
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.insights,
      handle: ({ request, store: { candidates } }) =>
        respond(() => candidates.insights(new URL(request.url).searchParams.get('jobId') ?? '')),
    },
    {
      method: 'GET',
      path: ENDPOINTS.reached,
      handle: ({ request, store: { candidates } }) =>
        respond(async () => {
          const stage = new URL(request.url).searchParams.get('stage');
          if (!PIPELINE_STAGES.includes(stage as PipelineStage)) {
            throw new InvalidInputError(`stage must be one of ${PIPELINE_STAGES.join(', ')}`);
          }
          return candidates.reached(stage as PipelineStage);
        }),
    },
  ];
}
