import Papa from 'papaparse';
import { v4 as uuidv4 } from 'uuid';
import { toCsv } from '@/lib/csv/csvExport';
import {
  assertImportSize,
  decodeCsvBytes,
  existingByEmail,
  guessMapping,
  recordLines,
  ImportFileError,
  type ImportPlan,
  newJobPlaceholder,
  planImport,
  PREVIEW_ROWS,
  restoreFormula,
  type UnknownValue,
} from '@/lib/csv/csvImport';
import { JOB_TYPES } from '@/lib/shared/constants';
import {
  LISTED_PROBLEMS,
  PLAN_REPLACED,
  type DistributiveOmit,
  type ImportMessage,
  type ImportRequest,
} from '@/lib/csv/csvImportProtocol';
import { DomainError } from '@/lib/shared/errors';
import { TalentFlowDB } from '@/lib/dexie/db';
import { createApiClient } from './apiClient';
import { NO_SIMULATION } from '@/lib/shared/networkSettings.mjs';
import { httpStore } from './httpStore';
import { demoMemberByHandle } from '@/lib/people/demoTeam';
import { demoMemberStore } from '@/lib/dexie/demoMemberStore';
import type { Store } from '@/lib/store/store';

/**
 * The import's work, off the page's thread: reading and parsing the file (papaparse), checking
 * every row against the stored candidates and jobs, and writing the ready ones all at once through
 * the store (lib/store/store.ts). The page only shows progress and answers; IndexedDB tells its
 * live queries about the new rows, the team server its pages.
 */

/** This browser's database, or the team server's API: where the page that opened the import keeps its data. */
let store: Store | undefined;
/** The file's rows under its header, and each one's line in the file (when they could be told). */
let file: { headers: string[]; rows: string[][]; lines?: number[] } | undefined;
/** The plan of the newest choice of columns, and that request's id. */
let plan: (ImportPlan & { id: number }) | undefined;
/** The newest plan request: an older one that finishes later does not replace its plan. */
let newestPlanRequest = 0;
/** The last check's problems: still there to download after the import. */
let problems: ImportPlan['problems'] = [];

type Answer = (message: DistributiveOmit<ImportMessage, 'id'>) => void;

/** Text parsed per progress step. */
const CHUNK_BYTES = 512 * 1024;

function parse(text: string, answer: Answer): { rows: string[][]; delimiter: string } {
  const rows: string[][] = [];
  let delimiter = ',';
  let unclosedQuoteRow: number | undefined;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK_BYTES,
    chunk: (results: Papa.ParseResult<string[]>) => {
      const quoteError = results.errors.find((error) => error.code === 'MissingQuotes');
      if (quoteError && unclosedQuoteRow === undefined) unclosedQuoteRow = rows.length + (quoteError.row ?? 0);
      rows.push(...results.data);
      delimiter = results.meta.delimiter;
      answer({ type: 'progress', phase: 'reading', done: results.meta.cursor, total: text.length });
    },
    complete: () => answer({ type: 'progress', phase: 'reading', done: text.length, total: text.length }),
  });
  if (unclosedQuoteRow !== undefined) {
    throw new ImportFileError(
      `Line ${unclosedQuoteRow + 1} opens a quote that is never closed, so the rest of the file is one cell.`,
    );
  }
  return { rows, delimiter };
}

async function read(blob: Blob, answer: Answer) {
  plan = undefined;
  assertImportSize(blob.size);
  answer({ type: 'progress', phase: 'reading', done: 0, total: blob.size });
  const text = decodeCsvBytes(new Uint8Array(await blob.arrayBuffer()));
  const { rows, delimiter } = parse(text, answer);
  if (rows.length === 0) throw new ImportFileError('This file is empty.');
  if (rows.length === 1) throw new ImportFileError('The file has a header row but no candidates under it.');
  const headers = rows[0].map((header, index) => restoreFormula(header).trim() || `Column ${index + 1}`);
  // The file's own line numbers, for its problems; a row a line if the two readings disagree.
  const lines = recordLines(text, delimiter);
  file = { headers, rows: rows.slice(1), lines: lines.length === rows.length ? lines.slice(1) : undefined };
  answer({ type: 'read', headers, rowCount: file.rows.length, mapping: guessMapping(headers) });
}

/** A request to the team server from this worker: the page's network settings do not apply to a team. */
const teamRequest = createApiClient({
  ready: () => Promise.resolve(),
  fetch: (...args) => fetch(...args),
  random: Math.random,
  sleep: () => Promise.resolve(),
  readSettings: () => NO_SIMULATION,
  resolveUrl: (path) => path,
});

async function planFile(
  id: number,
  { mapping, choices, team, member }: Extract<ImportRequest, { type: 'plan' }>,
  answer: Answer,
) {
  if (!file) throw new Error('Choose a file first.');
  newestPlanRequest = id;
  store ??= team ? httpStore(teamRequest) : demoMemberStore(new TalentFlowDB(), demoMemberByHandle(member));
  const [jobs, candidates] = await Promise.all([store.jobs.listAll(), store.candidates.all()]);
  const existing = existingByEmail(candidates);
  const planned = planImport(file.rows, mapping, { jobs, existing, jobRequired: team, choices }, file.lines);
  if (id === newestPlanRequest) {
    plan = { ...planned, id };
    problems = planned.problems;
  }
  const titles = new Map(jobs.map((job) => [job.id, job.title]));
  for (const { value } of planned.unknown.jobs) titles.set(newJobPlaceholder(value), `${value.trim()} (new job)`);
  answer({
    type: 'plan',
    planId: id,
    ready: planned.ready.length,
    applications: planned.ready.filter((row) => row.application).length,
    preview: planned.ready.slice(0, PREVIEW_ROWS).map(({ line, candidate, application }) => ({
      line,
      name: candidate.name,
      email: candidate.email,
      stage: candidate.stage,
      jobTitle: titles.get(candidate.jobId) ?? '',
      ...(application ? { application } : {}),
    })),
    problemCount: planned.problems.length,
    problems: planned.problems.slice(0, LISTED_PROBLEMS).map(({ line, reason, existingId }) => ({
      line,
      reason,
      existingId,
    })),
    updatable: planned.updatable,
    updates: planned.updates.length,
    updatePreview: planned.updates.slice(0, PREVIEW_ROWS).map(({ line, email, before, update }) => ({
      line,
      name: before.name,
      email,
      fields: (['name', 'stage', 'jobId'] as const)
        .filter((field) => update.changes[field] !== undefined)
        .map((field) => {
          const shown = (value: string) => (field === 'jobId' ? (titles.get(value) ?? value) : value);
          return { field, before: shown(before[field]), after: shown(update.changes[field]!) };
        }),
    })),
    unchanged: planned.unchanged,
    unknown: planned.unknown,
  });
}

/**
 * The jobs the recruiter chose to create for the file's unknown job values that ready rows name,
 * created before the rows are written, by the placeholder id each row carries until then.
 */
async function createChosenJobs(target: Store, named: ReadonlySet<string | undefined>, values: UnknownValue[]) {
  const created = new Map<string, string>();
  for (const { value } of values) {
    const placeholder = newJobPlaceholder(value);
    if (!named.has(placeholder)) continue;
    const job = await target.jobs.create({
      id: uuidv4(),
      title: value.trim(),
      status: 'active',
      tags: [],
      skills: [],
      type: JOB_TYPES[0],
      order: 0,
    });
    created.set(placeholder, job.id);
  }
  return created;
}

async function importReady(planId: number, answer: Answer) {
  if (!plan || !store) throw new Error('Check the file first.');
  if (plan.id !== planId || newestPlanRequest !== planId) throw new ImportFileError(PLAN_REPLACED);
  const { ready, updates, unchanged, unknown } = plan;
  const total = ready.length;
  answer({ type: 'progress', phase: 'importing', done: 0, total });
  const named = new Set([
    ...ready.map(({ candidate }) => candidate.jobId),
    ...updates.map(({ update }) => update.changes.jobId),
  ]);
  const jobIds = await createChosenJobs(store, named, unknown.jobs);
  const created = (jobId: string) => jobIds.get(jobId) ?? jobId;
  await store.candidates.importMany(
    ready.map(({ candidate }) => ({ ...candidate, jobId: created(candidate.jobId) })),
    (done) => answer({ type: 'progress', phase: 'importing', done, total }),
    updates.map(({ update }) =>
      update.changes.jobId
        ? { ...update, changes: { ...update.changes, jobId: created(update.changes.jobId) } }
        : update,
    ),
  );
  plan = undefined;
  answer({ type: 'import', imported: total, updated: updates.length, unchanged, skipped: problems.length });
}

async function problemsFile(answer: Answer) {
  if (!file) throw new Error('Choose a file first.');
  const width = file.headers.length;
  const rows = problems.map(({ line, reason, cells }) => [
    line,
    reason,
    ...Array.from({ length: width }, (_, index) => cells[index] ?? ''),
  ]);
  answer({ type: 'problems', text: await toCsv(['line', 'problem', ...file.headers], rows) });
}

addEventListener('message', async (event: MessageEvent<ImportRequest>) => {
  const request = event.data;
  const answer: Answer = (message) => postMessage({ ...message, id: request.id });
  try {
    if (request.type === 'read') await read(request.file, answer);
    else if (request.type === 'plan') await planFile(request.id, request, answer);
    else if (request.type === 'import') await importReady(request.planId, answer);
    else await problemsFile(answer);
  } catch (error) {
    const known = error instanceof ImportFileError || error instanceof DomainError;
    const text = error instanceof Error ? error.message : String(error);
    answer({ type: 'error', message: known ? text : `Something went wrong: ${text}` });
  }
});
