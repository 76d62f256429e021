import Papa from 'papaparse';
import { toCsv } from './csvExport';
import {
  assertImportSize,
  decodeCsvBytes,
  guessMapping,
  ImportFileError,
  type ImportPlan,
  planImport,
  PREVIEW_ROWS,
  restoreFormula,
} from './csvImport';
import { LISTED_PROBLEMS, type ImportMessage, type ImportRequest } from './csvImportProtocol';
import { importCandidates } from '@/lib/candidates/candidateRepository';
import { DomainError } from '@/lib/shared/errors';
import { TalentFlowDB } from '@/lib/platform/db';

/**
 * The import's work, off the page's thread: reading and parsing the file (papaparse), checking
 * every row against the database, and writing the ready ones in one transaction. The page
 * only shows progress and answers; IndexedDB tells its live queries about the new rows.
 */

let db: TalentFlowDB | undefined;
let file: { headers: string[]; rows: string[][] } | undefined;
let plan: ImportPlan | undefined;
/** The last check's problems: still there to download after the import. */
let problems: ImportPlan['problems'] = [];

const answer = (message: ImportMessage) => postMessage(message);

/** Text parsed per progress step. */
const CHUNK_BYTES = 512 * 1024;

function parse(text: string): string[][] {
  const rows: string[][] = [];
  let unclosedQuoteRow: number | undefined;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK_BYTES,
    chunk: (results: Papa.ParseResult<string[]>) => {
      const quoteError = results.errors.find((error) => error.code === 'MissingQuotes');
      if (quoteError && unclosedQuoteRow === undefined) unclosedQuoteRow = rows.length + (quoteError.row ?? 0);
      rows.push(...results.data);
      answer({ type: 'progress', phase: 'reading', done: results.meta.cursor, total: text.length });
    },
    complete: () => answer({ type: 'progress', phase: 'reading', done: text.length, total: text.length }),
  });
  if (unclosedQuoteRow !== undefined) {
    throw new ImportFileError(
      `Line ${unclosedQuoteRow + 1} opens a quote that is never closed, so the rest of the file is one cell.`,
    );
  }
  return rows;
}

async function read(blob: Blob) {
  plan = undefined;
  assertImportSize(blob.size);
  answer({ type: 'progress', phase: 'reading', done: 0, total: blob.size });
  const rows = parse(decodeCsvBytes(new Uint8Array(await blob.arrayBuffer())));
  if (rows.length === 0) throw new ImportFileError('This file is empty.');
  if (rows.length === 1) throw new ImportFileError('The file has a header row but no candidates under it.');
  const headers = rows[0].map((header, index) => restoreFormula(header).trim() || `Column ${index + 1}`);
  file = { headers, rows: rows.slice(1) };
  answer({ type: 'read', headers, rowCount: file.rows.length, mapping: guessMapping(headers) });
}

async function planFile(mapping: Parameters<typeof planImport>[1]) {
  if (!file) throw new Error('Choose a file first.');
  db ??= new TalentFlowDB();
  const store = db;
  const { jobs, existing } = await store.transaction('r', store.jobs, store.candidates, async () => {
    const [jobs, emails, ids] = await Promise.all([
      store.jobs.toArray(),
      store.candidates.orderBy('email').keys(),
      store.candidates.orderBy('email').primaryKeys(),
    ]);
    return { jobs, existing: new Map(emails.map((email, index) => [String(email).toLowerCase(), String(ids[index])])) };
  });
  plan = planImport(file.rows, mapping, { jobs, existing });
  problems = plan.problems;
  const titles = new Map(jobs.map((job) => [job.id, job.title]));
  answer({
    type: 'plan',
    ready: plan.ready.length,
    preview: plan.ready
      .slice(0, PREVIEW_ROWS)
      .map(({ line, candidate }) => ({ line, ...candidate, jobTitle: titles.get(candidate.jobId) ?? '' })),
    problemCount: plan.problems.length,
    problems: plan.problems.slice(0, LISTED_PROBLEMS).map(({ line, reason, existingId }) => ({
      line,
      reason,
      existingId,
    })),
  });
}

async function importReady() {
  if (!plan || !db) throw new Error('Check the file first.');
  const { ready } = plan;
  const total = ready.length;
  await importCandidates(
    db,
    ready.map((row) => row.candidate),
    { onProgress: (done) => answer({ type: 'progress', phase: 'importing', done, total }) },
  );
  plan = undefined;
  answer({ type: 'import', imported: total, skipped: problems.length });
}

async function problemsFile() {
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
  try {
    if (request.type === 'read') await read(request.file);
    else if (request.type === 'plan') await planFile(request.mapping);
    else if (request.type === 'import') await importReady();
    else await problemsFile();
  } catch (error) {
    const known = error instanceof ImportFileError || error instanceof DomainError;
    const text = error instanceof Error ? error.message : String(error);
    answer({ type: 'error', message: known ? text : `Something went wrong: ${text}` });
  }
});
