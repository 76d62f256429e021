import { describe, expect, it } from 'vitest';
import { watchCandidateIndex } from './candidateIndexRead';
import {
  buildCandidateIndex,
  buildCandidateIndexInSlices,
  type CandidateIndex,
} from '@/lib/candidates/candidateSearch';
import { addCandidate, deleteCandidates, importCandidates } from './candidateRepository';
import { createTestDb } from './testDb';
import { testJobs } from '@/lib/test/jobs';
import type { Candidate } from '@/lib/shared/types';

const names = ['Zoë Adams', 'zoe adams', 'Émile Brun', 'Ada Lovelace', 'ada lovelace', 'Bob', 'Ådne', 'Chen Li'];

function people(count: number): Candidate[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `c${String(index).padStart(4, '0')}`,
    name: names[(index * 7) % names.length],
    email: `p${index}@x.test`,
    stage: 'applied',
    jobId: 'job-1',
  }));
}

async function* slicesOf(candidates: Candidate[], size: number) {
  for (let start = 0; start < candidates.length; start += size) yield candidates.slice(start, start + size);
}

/** Waits until `read` gives an index with `count` entries. */
async function indexWith(read: () => CandidateIndex | undefined, count: number): Promise<CandidateIndex> {
  for (let tries = 0; tries < 200; tries++) {
    const index = read();
    if (index?.entries.length === count) return index;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no index of ${count} entries; last had ${read()?.entries.length}`);
}

describe('the candidate index built in slices', () => {
  it.each([1, 3, 7, 50, 1000])(
    'is the index built at once, equal names in the same order (slices of %i)',
    async (size) => {
      const candidates = people(333);
      const pauses: number[] = [];
      const index = await buildCandidateIndexInSlices(slicesOf(candidates, size), async () => void pauses.push(1));
      const whole = buildCandidateIndex(candidates);
      expect(index.entries.map((entry) => entry.candidate.id)).toEqual(
        whole.entries.map((entry) => entry.candidate.id),
      );
      expect(index.entries.map((entry) => entry.position)).toEqual(whole.entries.map((_, position) => position));
      expect(new Map(index.positions)).toEqual(
        new Map(whole.entries.map((entry, position) => [entry.candidate.id, position])),
      );
      expect(pauses.length).toBeGreaterThanOrEqual(Math.ceil(333 / size));
    },
  );

  it('is given up when a pause says so', async () => {
    let calls = 0;
    const build = buildCandidateIndexInSlices(slicesOf(people(10), 2), async () => {
      if (++calls === 3) throw new Error('superseded');
    });
    await expect(build).rejects.toThrow('superseded');
  });
});

describe('watching the local candidate index', () => {
  it('stops quietly when the database is closed under it (another tab upgraded it)', async () => {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1']));
    const indexes: CandidateIndex[] = [];
    db.close({ disableAutoOpen: true });
    const stop = watchCandidateIndex(db, (index) => indexes.push(index));
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(indexes).toEqual([]);
  });

  it('reads every candidate, follows adds, imports and deletes, and stops when asked', async () => {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1']));
    const input = (name: string) => ({ name, email: `${name}@x.test`, stage: 'applied' as const, jobId: 'job-1' });
    const ada = await addCandidate(db, input('ada'));
    let latest: CandidateIndex | undefined;
    const stop = watchCandidateIndex(db, (index) => (latest = index));
    await indexWith(() => latest, 1);
    await importCandidates(
      db,
      Array.from({ length: 12_000 }, (_, index) => input(`person${index}`)),
    );
    const afterImport = await indexWith(() => latest, 12_001);
    expect(afterImport.entries[0].candidate).toEqual(ada);
    await deleteCandidates(db, [ada.id]);
    expect((await indexWith(() => latest, 12_000)).entries[0].candidate.name).toBe('person0');
    stop();
    await addCandidate(db, input('zed'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(latest?.entries).toHaveLength(12_000);
  }, 60_000);
});
