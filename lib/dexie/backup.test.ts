import { describe, expect, it } from 'vitest';
import { DB_VERSION } from '@/lib/shared/constants';
import { importCandidates, listTimeline, updateCandidate } from './candidateRepository';
import { readInsights } from './pipelineFacts';
import { DERIVED_STORES, TalentFlowDB } from './db';
import { exportBackup, parseBackup, resetDemoData, restoreBackup } from './backup';
import { seedIfEmpty } from './seed';
import { createTestDb } from './testDb';
import type { AssessmentResponse } from '@/lib/shared/types';

const local: AssessmentResponse[] = [
  {
    id: 'r1',
    jobId: 'job-1',
    assessmentId: 'a',
    candidateId: 'local_candidate',
    answers: { q: 'x' },
    submittedAt: '2026-01-01T00:00:00.000Z',
  },
];

describe('backup and restore', () => {
  it('exports everything, and an import into another database gives the same data', async () => {
    const source = createTestDb();
    await (
      await seedIfEmpty(source)
    ).histories;
    await source.notes.add({
      id: 'n1',
      candidateId: 'c',
      text: '<b>hi</b> @eve',
      createdAt: '2026-01-01',
      author: '',
      mentions: ['@eve'],
    });
    const [moving] = await source.candidates.limit(1).toArray();
    await updateCandidate(source, moving.id, { jobId: moving.jobId === 'job-1' ? 'job-2' : 'job-1' });
    const backup = parseBackup(source, JSON.stringify(await exportBackup(source, local)));
    expect(backup.tables.jobs).toHaveLength(25);
    expect(backup.tables.candidates).toHaveLength(1000);
    expect(backup.localResponses).toEqual(local);

    const target = createTestDb();
    await target.jobs.add({
      id: 'stale',
      title: 'Stale',
      slug: 'stale',
      status: 'active',
      tags: [],
      skills: [],
      type: 'Intern',
      order: 0,
    });
    await restoreBackup(target, backup);
    for (const name of [
      'jobs',
      'candidates',
      'assessments',
      'notes',
      'timelines',
      'jobChanges',
      'responses',
      'assessmentResponses',
    ]) {
      expect(await target.table(name).toArray(), name).toEqual(await source.table(name).toArray());
    }
    // The derived stores are not in the file; the restore rebuilds them.
    expect(Object.keys(backup.tables)).not.toContain('stays');
    expect(await target.stays.count()).toBeGreaterThan(100);
    expect(await target.jobChanges.count()).toBe(1);
    expect(await readInsights(target, '')).toEqual(await readInsights(source, ''));
  });

  it("writes an imported candidate's first entry as a timeline row, and a restore gives the same timeline", async () => {
    const source = createTestDb();
    await (
      await seedIfEmpty(source)
    ).histories;
    const [ada] = await importCandidates(source, [
      { name: 'Ada', email: 'ada@x.test', stage: 'offer', jobId: 'job-2' },
    ]);
    const backup = await exportBackup(source, []);
    expect(backup.tables.candidates.find((row) => row.id === ada.id)).toEqual(ada);
    expect(backup.tables.timelines.filter((row) => row.candidateId === ada.id)).toMatchObject([
      { from: 'offer', to: 'offer' },
    ]);

    const target = createTestDb();
    await restoreBackup(target, backup);
    expect(await listTimeline(target, ada.id)).toEqual(await listTimeline(source, ada.id));
    expect(await readInsights(target, 'job-2')).toEqual(await readInsights(source, 'job-2'));
  });

  it.each([
    ['not JSON', '{', 'This file is not JSON, so it is not a TalentFlow backup.'],
    ['another file', '{"hello":1}', 'This file is not a TalentFlow backup.'],
    [
      'a newer version',
      '{"format":"talentflow-backup","version":9}',
      'This backup has version 9; this app reads version 1.',
    ],
    ['a missing store', '{"format":"talentflow-backup","version":1,"tables":{}}', 'The backup has no "jobs" list.'],
  ])('refuses %s with a clear message', (_case, text, message) => {
    expect(() => parseBackup(createTestDb(), text)).toThrow(message);
  });

  it('holds every store of the schema but the derived ones, also one added later', async () => {
    class WithInterviews extends TalentFlowDB {
      constructor() {
        super(`talentflow-test-${crypto.randomUUID()}`);
        this.version(DB_VERSION + 1).stores({ calendarFeeds: 'id' });
      }
    }
    const db = new WithInterviews();
    await db.table('calendarFeeds').add({ id: 'i1', at: '2026-01-02' });
    const backup = await exportBackup(db, []);
    expect(Object.keys(backup.tables).sort()).toEqual(
      db.tables
        .map((table) => table.name)
        .filter((name) => !DERIVED_STORES.includes(name))
        .sort(),
    );
    expect(backup.tables.calendarFeeds).toEqual([{ id: 'i1', at: '2026-01-02' }]);
    const withoutFeeds = { ...backup, tables: { ...backup.tables, calendarFeeds: undefined } };
    expect(() => parseBackup(db, JSON.stringify(withoutFeeds))).toThrow('The backup has no "calendarFeeds" list.');
  });

  it('checks every row with the API’s rules and names the first it would refuse', async () => {
    const db = createTestDb();
    await (
      await seedIfEmpty(db)
    ).histories;
    const backup = await exportBackup(db, []);
    const withRow = (store: string, index: number, change: Record<string, unknown>) => {
      const rows = backup.tables[store].map((row, at) => (at === index ? { ...row, ...change } : row));
      return JSON.stringify({ ...backup, tables: { ...backup.tables, [store]: rows } });
    };
    const refusals: [string, number, Record<string, unknown>, string][] = [
      [
        'candidates',
        2,
        { email: 'not an email' },
        'Row 3 of "candidates" cannot be restored: Enter a valid email address.',
      ],
      [
        'candidates',
        0,
        { name: 'Ada\u0000' },
        'Row 1 of "candidates" cannot be restored: Name cannot contain NUL characters.',
      ],
      ['candidates', 9, { stage: 'interview' }, 'Row 10 of "candidates" cannot be restored: Stage must be one of'],
      [
        'candidates',
        4,
        { id: 'c'.repeat(101) },
        'Row 5 of "candidates" cannot be restored: id must be at most 100 characters.',
      ],
      [
        'jobs',
        1,
        { startDate: '2026-02-31' },
        'Row 2 of "jobs" cannot be restored: startDate must be a date (YYYY-MM-DD).',
      ],
      [
        'jobs',
        0,
        { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) },
        'Row 1 of "jobs" cannot be restored: Tags can have at most 50 entries.',
      ],
      [
        'timelines',
        3,
        { to: 'nowhere' },
        'Row 4 of "timelines" cannot be restored: a stage change goes from a stage to a stage.',
      ],
      ['assessments', 0, { sections: 'none' }, 'Row 1 of "assessments" cannot be restored: sections must be a list.'],
    ];
    for (const [store, index, change, message] of refusals) {
      expect(() => parseBackup(db, withRow(store, index, change)), message).toThrow(message);
    }
    expect(parseBackup(db, JSON.stringify(backup)).tables.candidates).toHaveLength(1000);
  });

  it('restores a backup made before job changes were kept, and checks the job changes of one made since', async () => {
    const db = createTestDb();
    await (
      await seedIfEmpty(db)
    ).histories;
    const [candidate] = await db.candidates.limit(1).toArray();
    await updateCandidate(db, candidate.id, { jobId: candidate.jobId === 'job-1' ? 'job-2' : 'job-1' });
    const backup = await exportBackup(db, []);
    const { jobChanges, ...before } = backup.tables;
    expect(jobChanges).toHaveLength(1);
    const older = parseBackup(db, JSON.stringify({ ...backup, tables: before }));
    await restoreBackup(db, older);
    expect(await db.jobChanges.count()).toBe(0);
    expect(await db.candidates.count()).toBe(1000);

    const broken = { ...backup, tables: { ...backup.tables, jobChanges: [{ ...jobChanges[0], toJobId: 7 }] } };
    expect(() => parseBackup(db, JSON.stringify(broken))).toThrow(
      'Row 1 of "jobChanges" cannot be restored: a job change goes from a job to a job.',
    );
  });

  it('leaves the data as it was when the backup cannot be written', async () => {
    const db = createTestDb();
    await (
      await seedIfEmpty(db)
    ).histories;
    const backup = await exportBackup(db, []);
    const broken = {
      ...backup,
      tables: { ...backup.tables, candidates: [backup.tables.candidates[0], backup.tables.candidates[0]] },
    };
    await expect(restoreBackup(db, broken)).rejects.toThrow();
    expect(await db.candidates.count()).toBe(1000);
    expect(await db.jobs.count()).toBe(25);
  });

  it('resets to the demo data', async () => {
    const db = createTestDb();
    await (
      await seedIfEmpty(db)
    ).histories;
    await db.jobs.add({
      id: 'extra',
      title: 'Extra',
      slug: 'extra',
      status: 'active',
      tags: [],
      skills: [],
      type: 'Intern',
      order: 25,
    });
    await db.transaction('rw', [db.candidates, db.pipelineTotals], () => db.candidates.clear());
    await resetDemoData(db);
    expect(await db.jobs.count()).toBe(25);
    expect(await db.jobs.get('extra')).toBeUndefined();
    expect(await db.candidates.count()).toBe(1000);
    // Seeding twice in fake-indexeddb, which is many times slower than a browser's.
  }, 20_000);
});
