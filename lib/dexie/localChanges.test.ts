import { describe, expect, it } from 'vitest';
import { addCandidate } from './candidateRepository';
import { watchLocalChanges } from './localChanges';
import { createTestDb } from './testDb';
import { testJobs } from '@/lib/test/jobs';
import type { ChangedEntity } from '@/lib/store/store';

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('watching the browser’s database for changes', () => {
  it('names what each write touched, once for writes close together, and stops when asked', async () => {
    const db = createTestDb();
    const other = createTestDb();
    // Opening a new database tells of every table: that is before the watch starts.
    await Promise.all([db.open(), other.open()]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const heard: ChangedEntity[][] = [];
    let batch: ChangedEntity[] = [];
    const stop = watchLocalChanges(db, (entity) => {
      batch.push(entity);
      queueMicrotask(() => {
        if (batch.length) heard.push(batch.sort());
        batch = [];
      });
    });

    await db.jobs.bulkAdd(testJobs(['job-1']));
    await until(() => heard.length === 1);
    expect(heard).toEqual([['jobs']]);
    // A job's interview plan is the job's, as the team server tells it.
    await db.interviewPlans.put({ jobId: 'job-1', plan: { stages: [] } as never });
    await until(() => heard.length === 2);
    expect(heard[1]).toEqual(['jobs']);
    heard.pop();

    // A candidate's write touches its row, timeline and derived stores: one "candidates".
    await addCandidate(db, { name: 'Ann Lee', email: 'ann@x.test', stage: 'applied', jobId: 'job-1' });
    await db.assessments.put({ id: 'a-1', jobId: 'job-1', title: 'Quiz', sections: [] } as never);
    await until(() => heard.length === 2);
    expect(heard[1]).toEqual(['assessments', 'candidates']);

    // Another database's writes are not this one's.
    await other.jobs.bulkAdd(testJobs(['job-9']));
    stop();
    await db.jobs.put(testJobs(['job-2'])[0]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(heard).toHaveLength(2);
  });
});
