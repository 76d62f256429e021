import { describe, expect, it } from 'vitest';
import { findDuplicatePairs } from '@/lib/candidates/duplicates';
import { toCandidate } from './candidateRows';
import { listDuplicates } from './mergeRepository';
import { seedIfEmpty } from './seed';
import { createTestDb } from './testDb';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('listDuplicates', () => {
  it('finds the pairs a reading of every candidate finds, reading only those who share an email or have a phone', async () => {
    const db = createTestDb();
    await (
      await seedIfEmpty(db, NOW)
    ).histories;
    // Another person with a sample candidate's email in capitals (an import before the check was
    // case-blind), and a second application of a sample person: the one a pair, the other not.
    const [first, second] = await db.candidates.limit(2).toArray();
    await db.transaction('rw', [db.candidates, db.pipelineTotals], async () => {
      await db.candidates.bulkAdd([
        { ...first, id: 'shouting', personId: undefined, email: first.email.toUpperCase(), name: 'Someone Else' },
        {
          ...second,
          id: 'second-application',
          personId: second.id,
          jobId: second.jobId === 'job-1' ? 'job-2' : 'job-1',
        },
      ]);
    });

    const [rows, applications] = await Promise.all([db.candidates.toArray(), db.applications.toArray()]);
    const phones = new Map(applications.map((application) => [application.candidateId, application.phone]));
    const everyone = rows.map((row) => {
      const phone = phones.get(row.id);
      return phone ? { ...toCandidate(row), phone } : toCandidate(row);
    });
    const pairs = await listDuplicates(db);
    expect(pairs).toEqual(findDuplicatePairs(everyone));
    const ids = pairs.map(({ candidates }) => candidates.map(({ id }) => id).sort());
    expect(ids).toContainEqual([first.id, 'shouting'].sort());
    expect(ids).not.toContainEqual([second.id, 'second-application'].sort());
    expect(pairs.filter(({ reason }) => reason === 'namePhone').length).toBeGreaterThanOrEqual(4);
  });
});
