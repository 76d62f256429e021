import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { candidatesCsv } from './csvExport';
import {
  assertImportSize,
  decodeCsvBytes,
  existingByEmail,
  guessMapping,
  ImportFileError,
  MAX_IMPORT_BYTES,
  planImport,
  newJobPlaceholder,
  NEW_JOB,
  NO_CHOICES,
  recordLines,
  restoreFormula,
  SEVERAL_APPLICATIONS,
  unusedColumns,
  type ColumnMapping,
  type ExistingCandidate,
} from './csvImport';
import { testPeople } from '@/lib/test/people';
import { importedCandidates } from '@/lib/candidates/candidateRules';

const jobs = [
  { id: 'job-1', title: 'Senior Engineer' },
  { id: 'job-2', title: 'Designer' },
];
const mapping: ColumnMapping = { name: 0, email: 1, stage: 2, job: 3 };
const plan = (rows: string[][], existing = new Map<string, ExistingCandidate[]>()) =>
  planImport(rows, mapping, { jobs, existing });

describe('reading an import file', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('takes UTF-8 with or without a byte-order mark and UTF-16 with one, and ends every line the same way', () => {
    expect(decodeCsvBytes(bytes('\uFEFFname\r\nZoë\rAda\n'))).toBe('name\nZoë\nAda\n');
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...'a,é'].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(decodeCsvBytes(utf16)).toBe('a,é');
  });

  it('says what is wrong with an empty, binary, too large or non-UTF-8 file', () => {
    const message = (input: Uint8Array) => {
      try {
        decodeCsvBytes(input);
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ImportFileError);
        return (error as Error).message;
      }
    };
    expect(message(new Uint8Array())).toBe('This file is empty.');
    expect(message(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toMatch(/binary data/);
    expect(message(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x5a, 0x6f, 0xeb]))).toMatch(/not UTF-8 text/);
    expect(message(new Uint8Array(MAX_IMPORT_BYTES + 1))).toMatch(/up to 20 MB/);
  });

  it('refuses a file by its size alone, before anything is read', () => {
    expect(() => assertImportSize(0)).toThrow('This file is empty.');
    expect(() => assertImportSize(MAX_IMPORT_BYTES)).not.toThrow();
    expect(() => assertImportSize(2 * 1024 ** 3)).toThrow(
      'This file is 2048.0 MB; TalentFlow imports files of up to 20 MB. Split it and import the parts.',
    );
  });
});

describe('guessing the columns', () => {
  it('reads common header words in any case and spelling', () => {
    expect(guessMapping(['Full Name', 'E-mail', 'Status', 'Position'])).toEqual({
      name: 0,
      email: 1,
      stage: 2,
      job: 3,
    });
    expect(guessMapping(['id', 'name', 'email', 'stage', 'jobId', 'jobTitle'])).toEqual({
      name: 1,
      email: 2,
      stage: 3,
      job: 4,
    });
    expect(guessMapping(['Email Address', 'Candidate'])).toEqual({ name: 1, email: 0, stage: null, job: null });
    expect(guessMapping(['a', 'b'])).toEqual({ name: null, email: null, stage: null, job: null });
  });

  it('guesses French, Spanish and German headers, accents and all', () => {
    const every = { name: 0, email: 1, stage: 2, job: 3 };
    expect(guessMapping(['Nom complet', 'Courriel', 'Étape', 'Poste'])).toEqual(every);
    expect(guessMapping(['Nombre completo', 'Correo electrónico', 'Etapa', 'Puesto'])).toEqual(every);
    expect(guessMapping(['Vollständiger Name', 'E-Mail-Adresse', 'Stufe', 'Stellenbezeichnung'])).toEqual(every);
  });

  it('numbers each record by its line in the file: blank lines and quoted line breaks counted, as an editor counts', () => {
    const text =
      'name;email\nAda;a@x.io\n\n  ;  \n"Grace\nHopper";g@x.io\n"Alan ""A"" Turing";t@x.io\nKat"e;k@x.io\n""\n';
    expect(recordLines(text, ';')).toEqual([1, 2, 5, 7, 8]);
    // The same records as the parser keeps.
    const parsed = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: 'greedy' }).data;
    expect(parsed.map((row) => row[0])).toEqual(['name', 'Ada', 'Grace\nHopper', 'Alan "A" Turing', 'Kat"e']);
    expect(recordLines('a,b\r\n'.replace(/\r/g, '') + 'c,d', ',')).toEqual([1, 2]);
    const onItsLine = planImport([['Ada', 'x', 'nope']], mapping, { jobs, existing: new Map() }, [7]);
    expect(onItsLine.problems[0]).toMatchObject({ line: 7, reason: 'Invalid email' });
  });

  it("lists the stage and job values TalentFlow does not know, and takes a recruiter's choice for each", () => {
    const rows = [
      ['Ada', 'ada@x.io', 'Interview', 'Astronaut'],
      ['Grace', 'grace@x.io', ' interview ', 'Designer'],
      ['Alan', 'alan@x.io', 'Tech', 'Pilot'],
    ];
    const unchosen = planImport(rows, mapping, { jobs, existing: new Map() });
    expect(unchosen.unknown).toEqual({
      stages: [{ value: 'Interview', rows: 2 }],
      jobs: [
        { value: 'Astronaut', rows: 1 },
        { value: 'Pilot', rows: 1 },
      ],
    });
    expect(unchosen.problems.map((problem) => problem.reason)).toEqual([
      'Unknown stage "interview"',
      'Unknown stage "interview"',
      'Unknown job "Pilot"',
    ]);
    const choices = {
      stages: { interview: 'tech' as const },
      jobs: { astronaut: 'job-2', pilot: 'job-gone' },
      updateExisting: false,
    };
    const chosen = planImport(rows, mapping, { jobs, existing: new Map(), choices });
    expect(chosen.ready.map(({ candidate }) => `${candidate.name} ${candidate.stage} ${candidate.jobId}`)).toEqual([
      'Ada tech job-2',
      'Grace tech job-2',
    ]);
    // A job chosen that is gone since is no job: the row stays a problem.
    expect(chosen.problems.map((problem) => problem.reason)).toEqual(['Unknown job "Pilot"']);
    expect(chosen.unknown).toEqual(unchosen.unknown);
    // A job to create: its rows carry a placeholder until the import creates it.
    const created = planImport(rows, mapping, {
      jobs,
      existing: new Map(),
      choices: { ...choices, jobs: { pilot: NEW_JOB } },
    });
    expect(created.ready.at(-1)?.candidate.jobId).toBe(newJobPlaceholder(' PILOT'));
  });

  it('names the columns no field reads', () => {
    const headers = ['Nom complet', 'Courriel', 'Téléphone', 'Étape', 'Source'];
    const mapping = guessMapping(headers);
    expect(unusedColumns(headers, mapping)).toEqual(['Téléphone', 'Source']);
    expect(unusedColumns(headers, { ...mapping, stage: null })).toEqual(['Téléphone', 'Étape', 'Source']);
  });
});

describe('checking rows', () => {
  it('makes ready rows as they will be saved: stage defaults to applied, job by id or title in any case', () => {
    const { ready, problems } = plan([
      ['  Ada Lovelace ', 'ada@x.test', '', ''],
      ['Grace', 'grace@x.test', 'Tech', 'designer'],
      ['Alan', 'alan@x.test', 'offer', 'job-1'],
    ]);
    expect(problems).toEqual([]);
    expect(ready).toEqual([
      { line: 2, candidate: { name: 'Ada Lovelace', email: 'ada@x.test', stage: 'applied', jobId: '' } },
      { line: 3, candidate: { name: 'Grace', email: 'grace@x.test', stage: 'tech', jobId: 'job-2' } },
      { line: 4, candidate: { name: 'Alan', email: 'alan@x.test', stage: 'offer', jobId: 'job-1' } },
    ]);
  });

  it('lists each problem with its line and reason', () => {
    const { ready, problems } = plan(
      [
        ['', 'a@x.test', '', ''],
        ['Bo', 'not an email', '', ''],
        ['Cy', 'cy@x.test', 'interview', ''],
        ['Di', 'di@x.test', '', 'Astronaut'],
        ['Ed', 'TAKEN@x.test', '', ''],
        ['Fay', 'fay@x.test', '', ''],
        ['Fay again', 'FAY@x.test', '', ''],
        ['x'.repeat(100_000), 'long@x.test', '', ''],
      ],
      new Map([['taken@x.test', [{ id: 'c-9', name: 'Ed Taken', stage: 'applied' as const, jobId: 'job-1' }]]]),
    );
    expect(ready.map((row) => row.line)).toEqual([7]);
    expect(problems.map(({ line, reason, existingId }) => ({ line, reason, existingId }))).toEqual([
      { line: 2, reason: 'Missing name', existingId: undefined },
      { line: 3, reason: 'Invalid email', existingId: undefined },
      { line: 4, reason: 'Unknown stage "interview"', existingId: undefined },
      { line: 5, reason: 'Unknown job "Astronaut"', existingId: undefined },
      { line: 6, reason: 'Email already in TalentFlow', existingId: 'c-9' },
      { line: 8, reason: 'Email and job repeated in the file (first on line 7)', existingId: undefined },
      { line: 9, reason: 'Name longer than 200 characters', existingId: undefined },
    ]);
  });

  it('updates stored candidates when chosen, with only the fields a row changes; leaves them out when not', () => {
    const existing = existingByEmail([
      { id: 'c-1', name: 'Ada', email: 'ada@x.test', stage: 'applied', jobId: 'job-1', version: 3 },
      { id: 'c-2', name: 'Grace', email: 'grace@x.test', stage: 'tech', jobId: 'job-2' },
      { id: 'c-3', name: 'Alan', email: 'alan@x.test', stage: 'offer', jobId: 'job-1' },
    ]);
    const rows = [
      ['Ada King', 'ADA@x.test', 'Screen', ''],
      ['Alan', 'alan@x.test', 'offer', 'job-1'],
      ['Alan Turing', 'alan@x.test', 'screen', 'job-1'],
      ['New One', 'new@x.test', '', ''],
    ];
    const leftOut = planImport(rows, mapping, { jobs, existing });
    expect(leftOut.updatable).toBe(1);
    expect(leftOut.updates).toEqual([]);
    expect(leftOut.problems.map(({ line, reason }) => `${line} ${reason}`)).toEqual([
      '2 Email already in TalentFlow',
      '4 Email and job repeated in the file (first on line 3)',
    ]);
    expect(leftOut.unchanged).toBe(1);
    const updating = planImport(rows, mapping, { jobs, existing, choices: { ...NO_CHOICES, updateExisting: true } });
    expect(updating.ready.map(({ candidate }) => candidate.email)).toEqual(['new@x.test']);
    expect(updating.updates.map(({ line, update }) => ({ line, ...update }))).toEqual([
      { line: 2, id: 'c-1', version: 3, changes: { name: 'Ada King', stage: 'screen' } },
    ]);
    expect(updating.unchanged).toBe(1);
  });

  it('makes a known email with another job a further application of that person, and a new one’s rows one person', () => {
    const existing = existingByEmail([
      { id: 'c-1', name: 'Ada', email: 'ada@x.test', stage: 'applied', jobId: 'job-1' },
      { id: 'c-2', name: 'Grace', email: 'grace@x.test', stage: 'tech', jobId: 'job-2' },
      { id: 'c-3', name: 'Grace', email: 'grace@x.test', stage: 'screen', jobId: 'job-1', personId: 'c-2' },
    ]);
    const { ready, problems, unchanged } = planImport(
      [
        ['Ada', 'ada@x.test', 'screen', 'Designer'],
        ['Grace', 'grace@x.test', 'screen', 'job-1'],
        ['Grace', 'grace@x.test', 'tech', ''],
        ['Alan', 'alan@x.test', '', 'job-1'],
        ['Alan', 'alan@x.test', 'tech', 'job-2'],
      ],
      mapping,
      { jobs, existing },
    );
    expect(ready).toEqual([
      {
        line: 2,
        candidate: { name: 'Ada', email: 'ada@x.test', stage: 'screen', jobId: 'job-2', personId: 'c-1' },
        application: true,
      },
      { line: 5, candidate: { name: 'Alan', email: 'alan@x.test', stage: 'applied', jobId: 'job-1' } },
      { line: 6, candidate: { name: 'Alan', email: 'alan@x.test', stage: 'tech', jobId: 'job-2' } },
    ]);
    expect(unchanged).toBe(1);
    expect(problems.map(({ line, reason, existingId }) => ({ line, reason, existingId }))).toEqual([
      { line: 4, reason: SEVERAL_APPLICATIONS, existingId: 'c-2' },
    ]);
    const imported = importedCandidates(ready.map(({ candidate }) => candidate));
    expect(imported.map(({ personId }) => personId)).toEqual(['c-1', undefined, imported[1].id]);
    expect(() => importedCandidates([ready[1].candidate, { ...ready[1].candidate, name: 'Al' }])).toThrow(
      'alan@x.test is in the list twice for one job. Nothing was imported.',
    );
  });

  it('refuses a row without a job where every candidate needs one (a team), and only there', () => {
    const rows = [
      ['Ada', 'ada@x.test', '', ''],
      ['Alan', 'alan@x.test', '', 'job-1'],
    ];
    const team = planImport(
      rows,
      { name: 0, email: 1, stage: 2, job: 3 },
      { jobs, existing: new Map(), jobRequired: true },
    );
    expect(team.ready.map((row) => row.line)).toEqual([3]);
    expect(team.problems.map(({ line, reason }) => ({ line, reason }))).toEqual([{ line: 2, reason: 'Missing job' }]);
    expect(plan(rows).ready.map((row) => row.line)).toEqual([2, 3]);
  });

  it('undoes the export guard on formula cells and keeps markup as text', () => {
    expect(restoreFormula('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(restoreFormula("'-5")).toBe('-5');
    expect(restoreFormula("O'Brien")).toBe("O'Brien");
    const { ready } = plan([
      ["'=1+2", 'f@x.test', '', ''],
      ['<img src=x onerror=alert(1)>', 'h@x.test', '', ''],
    ]);
    expect(ready.map((row) => row.candidate.name)).toEqual(['=1+2', '<img src=x onerror=alert(1)>']);
  });
});

describe('an export read back', () => {
  it('round trip: an export read back gives the same names, emails, stages and jobs', async () => {
    const source = testPeople(4, 'offer').map((person, index) => ({
      ...person,
      id: `c${index}`,
      name: index === 1 ? '=cmd|"/c calc"!A1, "quoted"\nnext line' : person.name,
    }));
    const text = await candidatesCsv(
      source,
      new Map([['job-1', { id: 'job-1', title: 'Senior Engineer' } as never]]),
      [],
    );
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
    const headers = rows[0];
    const { ready, problems } = planImport(rows.slice(1), guessMapping(headers), { jobs, existing: new Map() });
    expect(problems).toEqual([]);
    expect(ready.map((row) => row.candidate)).toEqual(
      source.map(({ name, email, stage, jobId }) => ({ name, email, stage, jobId })),
    );
  });
});
