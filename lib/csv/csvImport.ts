import { CANDIDATE_STAGES } from '@/lib/shared/constants';
import type { CandidateInput, CandidateUpdate } from '@/lib/candidates/candidateRules';
import { personOf } from '@/lib/candidates/personApplications';
import type { Candidate, Job, Stage } from '@/lib/shared/types';

/**
 * CSV import, the parts that need no file or database: reading the bytes as text, guessing
 * which column holds what, and checking every row. Parsing itself is papaparse's
 * (lib/client/csvImport.worker.ts), off the main thread.
 */

/** Larger files are refused with a message: 20 MB holds about 250 000 candidates. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const NAME_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 254;
export const PREVIEW_ROWS = 10;

export const IMPORT_FIELDS = ['name', 'email', 'stage', 'job'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** The column each field is read from, by position; null: not in the file (stage and job only). */
export type ColumnMapping = Record<ImportField, number | null>;

/** What a file says about itself that the user must put right; the message is shown as is. */
export class ImportFileError extends Error {}

/** Refuses a file by its size alone, so that one too large is never read into memory. */
export function assertImportSize(byteCount: number): void {
  if (byteCount === 0) throw new ImportFileError('This file is empty.');
  if (byteCount > MAX_IMPORT_BYTES) {
    const megabytes = (byteCount / 1024 / 1024).toFixed(1);
    throw new ImportFileError(
      `This file is ${megabytes} MB; TalentFlow imports files of up to 20 MB. Split it and import the parts.`,
    );
  }
}

/** The text of a CSV file: UTF-8 with or without a byte-order mark, or UTF-16 with one. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  assertImportSize(bytes.length);
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : '';
  // Text has no NUL bytes outside UTF-16; binary files nearly always do.
  if (!utf16 && bytes.includes(0)) throw new ImportFileError('This is not a CSV file: it holds binary data.');
  let text: string;
  try {
    text = new TextDecoder(utf16 || 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(
      'This file is not UTF-8 text. In your spreadsheet program, save it as "CSV UTF-8" and choose it again.',
    );
  }
  // One kind of line ending, so papaparse's guess holds for every line of a file edited on two systems.
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Header words for each field, as headerKey reads them (lower case, accents and punctuation
 * gone): English, French, Spanish and German, as exports of other ATSs name their columns.
 */
const HEADER_WORDS: Record<ImportField, string[]> = {
  name: [
    ...['name', 'fullname', 'candidate', 'candidatename', 'applicant', 'applicantname'],
    ...['nom', 'nomcomplet', 'nometprenom', 'prenometnom', 'candidat', 'nomducandidat'],
    ...['nombre', 'nombrecompleto', 'nombreyapellidos', 'candidato', 'nombredelcandidato'],
    ...['vollername', 'vollstandigername', 'vorundnachname', 'kandidat', 'bewerber', 'bewerbername'],
  ],
  email: [
    ...['email', 'emailaddress', 'mail', 'emails'],
    ...['courriel', 'adressecourriel', 'adresseemail', 'adressemail', 'mel'],
    ...['correo', 'correoelectronico', 'emailadresse', 'mailadresse'],
  ],
  stage: [
    ...['stage', 'status', 'pipelinestage', 'step'],
    ...['etape', 'statut', 'phase', 'etapa', 'estado', 'fase', 'stufe', 'bewerbungsstatus'],
  ],
  job: [
    ...['job', 'jobid', 'jobtitle', 'position', 'role', 'opening', 'vacancy', 'title'],
    ...['poste', 'emploi', 'offre', 'intituleduposte', 'intituledeposte', 'metier'],
    ...['puesto', 'trabajo', 'vacante', 'oferta', 'cargo'],
    ...['stelle', 'stellenbezeichnung', 'stellenangebot', 'beruf', 'jobtitel'],
  ],
};

/** A header as the words above are written: "Étape" is "etape", "E-mail" is "email". */
const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Which column holds what, from the header's words ("Full Name", "E-mail", "Status", "Position"…). */
export function guessMapping(headers: string[]): ColumnMapping {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const mapping = {} as ColumnMapping;
  for (const field of IMPORT_FIELDS) {
    const index = keys.findIndex((key, position) => !taken.has(position) && HEADER_WORDS[field].includes(key));
    mapping[field] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  return mapping;
}

/** The file's columns that no field reads: they are left out of the import, and the dialog says so. */
export function unusedColumns(headers: string[], mapping: ColumnMapping): string[] {
  const used = new Set(Object.values(mapping));
  return headers.filter((_, index) => !used.has(index));
}

/**
 * The line of the file each record starts on, as a text editor numbers them, for the records a
 * parser keeps when it skips blank ones (every cell empty or spaces): a quoted line break makes a
 * record span lines, and a blank line is counted though skipped. `text` has `\n` line endings.
 */
export function recordLines(text: string, delimiter: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let recordLine = 1;
  let blank = true;
  let fieldStart = true;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') index++;
      else if (char === '"') quoted = false;
      else if (char === '\n') line++;
      if (char.trim() !== '' && char !== '"') blank = false;
    } else if (char === '"' && fieldStart) {
      quoted = true;
    } else if (char === '\n') {
      if (!blank) lines.push(recordLine);
      line++;
      recordLine = line;
      blank = true;
    } else if (char !== delimiter && char.trim() !== '') {
      blank = false;
    }
    fieldStart = !quoted && (char === delimiter || char === '\n');
  }
  if (!blank) lines.push(recordLine);
  return lines;
}

/** Undoes the export's guard against formulas: a leading apostrophe before =, +, -, @, a tab or a CR. */
export function restoreFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ImportRow {
  /** The row's line in the file, the header being line 1. */
  line: number;
  candidate: CandidateInput;
  /** An application of a person in TalentFlow (the same email) to a job they have none for. */
  application?: true;
}

/** A row without a job for a person of several applications: which one it is about is not known. */
export const SEVERAL_APPLICATIONS = 'This person has several applications: name the job';

export interface ImportProblem {
  line: number;
  reason: string;
  cells: string[];
  /** The candidate already in TalentFlow with this row's email. */
  existingId?: string;
}

/** A value of the file's stage or job column that TalentFlow does not know, and how many rows hold it. */
export interface UnknownValue {
  value: string;
  rows: number;
}

/** A row of a candidate already in TalentFlow (by email): the fields it changes, and theirs now. */
export interface ImportUpdateRow {
  line: number;
  email: string;
  update: CandidateUpdate;
  before: Pick<Candidate, 'name' | 'stage' | 'jobId'>;
}

export interface ImportPlan {
  ready: ImportRow[];
  /** Rows that update stored candidates, when the recruiter chose to update them. */
  updates: ImportUpdateRow[];
  /** How many rows would change a stored candidate: updates when chosen, problems when not. */
  updatable: number;
  /** Rows of stored candidates exactly as they are stored (an export imported again): nothing to write. */
  unchanged: number;
  problems: ImportProblem[];
  /** Every stage and job value not known as it is, chosen for or not, in the order the file first has them. */
  unknown: { stages: UnknownValue[]; jobs: UnknownValue[] };
}

/**
 * What the recruiter chose for the stage and job values TalentFlow does not know ("Interview" is
 * Tech, "Astronaut" is job-7), by the value's key (valueKey); a value not chosen for leaves its
 * rows out, each a problem.
 */
export interface ValueChoices {
  stages: Record<string, Stage>;
  jobs: Record<string, string>;
  /** Rows whose email is a stored candidate's update them ("Update them"), rather than being left out. */
  updateExisting: boolean;
}

export const NO_CHOICES: ValueChoices = { stages: {}, jobs: {}, updateExisting: false };

/** One key for the spellings of a value in the file: " Interview " and "interview" are one value. */
export const valueKey = (value: string) => value.trim().toLowerCase();

/** The choice of a job value that makes it a new job, created (named as the file first spells it) as the import starts. */
export const NEW_JOB = '+new';

/** The job id a ready row carries until the new job its value names is created. */
export const newJobPlaceholder = (value: string) => `${NEW_JOB}:${valueKey(value)}`;

export type ExistingCandidate = Pick<Candidate, 'id' | 'name' | 'stage' | 'jobId' | 'version' | 'personId'>;

/** Every stored application by each of its person's emails in lower case, as planImport looks them up. */
export function existingByEmail(candidates: readonly (ExistingCandidate & Pick<Candidate, 'email' | 'otherEmails'>)[]) {
  const existing = new Map<string, ExistingCandidate[]>();
  for (const candidate of candidates) {
    for (const email of [candidate.email, ...(candidate.otherEmails ?? [])]) {
      const key = email.toLowerCase();
      existing.set(key, [...(existing.get(key) ?? []), candidate]);
    }
  }
  return existing;
}

export interface ImportContext {
  jobs: Pick<Job, 'id' | 'title'>[];
  /** Every stored application, by each of its person's emails in lower case (existingByEmail). */
  existing: Map<string, ExistingCandidate[]>;
  /** A team's candidates each belong to a job (its server's schema); this browser's may have none yet. */
  jobRequired?: boolean;
  choices?: ValueChoices;
}

/** Counts each value as the file first spells it, by its key. */
function valueCounter() {
  const counted = new Map<string, UnknownValue>();
  return {
    count: (value: string) => {
      const key = valueKey(value);
      const known = counted.get(key);
      if (known) known.rows += 1;
      else counted.set(key, { value, rows: 1 });
    },
    values: () => [...counted.values()],
  };
}

/**
 * Every row checked: ready to save as it will be saved, or a problem with its reason. `lines`
 * are the rows' lines in the file (recordLines); without them a row is taken to be one line.
 */
export function planImport(
  rows: string[][],
  mapping: ColumnMapping,
  context: ImportContext,
  lines?: readonly number[],
): ImportPlan {
  const jobsById = new Map(context.jobs.map((job) => [job.id, job.id]));
  const jobsByTitle = new Map(context.jobs.map((job) => [job.title.trim().toLowerCase(), job.id]));
  const { stages: stageChoices, jobs: jobChoices, updateExisting } = context.choices ?? NO_CHOICES;
  const knownJobIds = new Set(context.jobs.map((job) => job.id));
  const unknownStages = valueCounter();
  const unknownJobs = valueCounter();
  const firstLineOf = new Map<string, number>();
  const ready: ImportRow[] = [];
  const updates: ImportUpdateRow[] = [];
  let updatable = 0;
  let unchanged = 0;
  const problems: ImportProblem[] = [];
  const cell = (row: string[], field: ImportField) => {
    const index = mapping[field];
    return index === null ? '' : restoreFormula(row[index] ?? '').trim();
  };
  rows.forEach((row, index) => {
    const line = lines?.[index] ?? index + 2;
    const refuse = (reason: string, existingId?: string) => problems.push({ line, reason, cells: row, existingId });
    const name = cell(row, 'name');
    const email = cell(row, 'email');
    const stageCell = cell(row, 'stage');
    const stageText = stageCell.toLowerCase();
    const jobText = cell(row, 'job');
    const knownStage = !stageText || CANDIDATE_STAGES.includes(stageText as Stage);
    if (!knownStage) unknownStages.count(stageCell);
    const namedJob = jobText ? (jobsById.get(jobText) ?? jobsByTitle.get(jobText.toLowerCase())) : '';
    if (namedJob === undefined) unknownJobs.count(jobText);
    if (!name) return refuse('Missing name');
    if (name.length > NAME_MAX_LENGTH) return refuse(`Name longer than ${NAME_MAX_LENGTH} characters`);
    if (!email) return refuse('Missing email');
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return refuse('Invalid email');
    const stage = knownStage ? ((stageText || 'applied') as Stage) : stageChoices[valueKey(stageCell)];
    if (!stage) return refuse(`Unknown stage "${shorten(stageText)}"`);
    const chosenJob = jobChoices[valueKey(jobText)];
    const jobId =
      namedJob ??
      (chosenJob === NEW_JOB
        ? newJobPlaceholder(jobText)
        : chosenJob && knownJobIds.has(chosenJob)
          ? chosenJob
          : undefined);
    if (jobId === undefined) return refuse(`Unknown job "${shorten(jobText)}"`);
    if (!jobId && context.jobRequired) return refuse('Missing job');
    const key = email.toLowerCase();
    // One person applies to a job once: their rows for other jobs are their other applications.
    const first = firstLineOf.get(`${key}\u0000${jobId}`);
    if (first !== undefined) return refuse(`Email and job repeated in the file (first on line ${first})`);
    firstLineOf.set(`${key}\u0000${jobId}`, line);
    const applications = context.existing.get(key) ?? [];
    if (applications.length === 0) return void ready.push({ line, candidate: { name, email, stage, jobId } });
    if (!jobText && applications.length > 1) return refuse(SEVERAL_APPLICATIONS, applications[0].id);
    const existing = jobText ? applications.find((application) => application.jobId === jobId) : applications[0];
    if (!existing) {
      const personId = personOf(applications[0]);
      return void ready.push({ line, candidate: { name, email, stage, jobId, personId }, application: true });
    }
    // A stored application: an empty stage or job cell leaves its own as it is.
    const changes = changedFields(existing, {
      name,
      stage: stageCell ? stage : undefined,
      jobId: jobText ? jobId : undefined,
    });
    if (Object.keys(changes).length === 0) return void (unchanged += 1);
    updatable += 1;
    if (!updateExisting) return refuse('Email already in TalentFlow', existing.id);
    const { id, version = 1 } = existing;
    updates.push({ line, email, update: { id, version, changes }, before: existing });
  });
  return {
    ready,
    updates,
    updatable,
    unchanged,
    problems,
    unknown: { stages: unknownStages.values(), jobs: unknownJobs.values() },
  };
}

/** The fields of a row that differ from the stored candidate's. */
function changedFields(
  existing: ExistingCandidate,
  row: Partial<CandidateUpdate['changes']>,
): CandidateUpdate['changes'] {
  const fields = ['name', 'stage', 'jobId'] as const;
  return Object.fromEntries(
    fields
      .filter((field) => row[field] !== undefined && row[field] !== existing[field])
      .map((field) => [field, row[field]]),
  );
}

/** A cell quoted in a message: long ones cut, as the whole cell is in the problems file. */
function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 40)}…` : text;
}
