import { describe, expect, it } from 'vitest';
import { addCandidate, importCandidates, listTimeline } from './candidateRepository';
import { readInsights } from './pipelineFacts';
import { createTestDb } from './testDb';
import { testJobs } from '@/lib/test/jobs';
import { testPeople } from '@/lib/test/people';

describe('writing an import', () => {
  it('writes every row with a first timeline entry and its place in the insights, and reports progress', async () => {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1']));
    const progress: number[] = [];
    const added = await importCandidates(db, testPeople(2500), { onProgress: (done) => progress.push(done) });
    expect(await db.candidates.count()).toBe(2500);
    expect(progress).toEqual([1000, 2000, 2500]);
    const [entry] = await listTimeline(db, added[0].id);
    expect(entry).toMatchObject({ from: 'screen', to: 'screen' });
    expect((await readInsights(db, '')).funnel.map((step) => step.reached)).toEqual([2500, 2500, 0, 0, 0]);
  }, 60_000);

  it('writes nothing when one email is taken by then or repeated, or a job is gone', async () => {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1']));
    await addCandidate(db, { name: 'Early', email: 'P3@x.test', stage: 'applied', jobId: 'job-1' });
    await expect(importCandidates(db, testPeople(5))).rejects.toThrow('p3@x.test is in TalentFlow already');
    await expect(importCandidates(db, [{ ...testPeople(1)[0], jobId: 'job-gone' }])).rejects.toThrow(
      'There is no job with the id "job-gone"',
    );
    await expect(importCandidates(db, [...testPeople(2), ...testPeople(1)])).rejects.toThrow(
      'p0@x.test is in the list twice',
    );
    expect(await db.candidates.count()).toBe(1);
  });
});
