import { describe, expect, it, vi } from 'vitest';
import { createTestDb } from './testDb';
import { testJobs } from '@/lib/test/jobs';
import { sharedTableRead } from './sharedTableRead';

describe('sharedTableRead', () => {
  it('reads once per change of its tables for every watcher, none for another table, gives a late one the last value, and stops with the last', async () => {
    const db = createTestDb();
    await db.open();
    let reads = 0;
    const watch = sharedTableRead(
      () => db,
      ['jobs'],
      async () => {
        reads += 1;
        return db.jobs.count();
      },
    );
    const [first, second, late] = [[], [], []] as number[][];
    const stopFirst = watch((count) => first.push(count));
    const stopSecond = watch((count) => second.push(count));
    await vi.waitFor(() => expect(first).toEqual([0]));
    expect(second).toEqual([0]);

    await db.jobs.bulkAdd(testJobs(['job-1', 'job-2']));
    await vi.waitFor(() => expect(second).toEqual([0, 2]));
    expect(first).toEqual([0, 2]);
    expect(reads).toBe(2);
    await db.settings.put({ key: 'referralKey', secret: 'x' });
    await db.jobs.count();
    expect(reads).toBe(2);

    const stopLate = watch((count) => late.push(count));
    expect(late).toEqual([2]);
    expect(reads).toBe(2);

    stopFirst();
    stopSecond();
    stopLate();
    await db.jobs.bulkAdd(testJobs(['job-3']));
    await db.jobs.count();
    expect(reads).toBe(2);
    db.close();
  });
});
