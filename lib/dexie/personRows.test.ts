import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CAREERS_SOURCE } from '@/lib/careers/applications';
import { personOf } from '@/lib/candidates/personApplications';
import { addCandidate, deleteCandidates, listPersonApplications, updateCandidate } from './candidateRepository';
import { applyToJob } from './careersRepository';
import { exportBackup, parseBackup, restoreBackup } from './backup';
import { TalentFlowDB } from './db';
import { rowsOfPeople } from './personRows';
import { createTestDb } from './testDb';
import { testJobs } from '@/lib/test/jobs';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };

async function withJobs() {
  const db = createTestDb();
  await db.jobs.bulkAdd(testJobs(['job-1', 'job-2']));
  return db;
}

describe('a person and their applications in the browser', () => {
  it('upgrades a database from before people: every candidate its own person, nothing lost', async () => {
    const name = `talentflow-test-${crypto.randomUUID()}`;
    // Version 18, as the app wrote it before a candidate row was one application of a person.
    const legacy = new Dexie(name);
    legacy.version(18).stores({
      candidates: 'id, [stage+jobId], email, [pipeline.furthest+jobId]',
      timelines: 'id, candidateId',
    });
    const row = { ...ada, id: 'c1', stage: 'tech', jobId: 'job-1', pipeline: { furthest: 2, changes: 0 } };
    await legacy.table('candidates').bulkAdd([row, { ...row, id: 'c2', email: 'bo@example.com', name: 'Bo' }]);
    legacy.close();
    const upgraded = new TalentFlowDB(name);
    expect(await upgraded.candidates.get('c1')).toEqual(row);
    expect((await rowsOfPeople(upgraded, ['c2'])).map((each) => each.id)).toEqual(['c2']);
    expect(await listPersonApplications(upgraded, 'c1')).toEqual([
      { candidateId: 'c1', jobId: 'job-1', stage: 'tech' },
    ]);
    upgraded.close();
  });

  it('restores a backup made before people, and one of a person of two as it was', async () => {
    const db = await withJobs();
    await applyToJob(db, 'job-1', ada, undefined, new Date('2026-03-01T10:00:00Z'));
    await applyToJob(db, 'job-2', ada, undefined, new Date('2026-03-02T10:00:00Z'));
    const backup = await exportBackup(db, []);
    const restored = createTestDb();
    await restoreBackup(restored, parseBackup(restored, JSON.stringify(backup)));
    const rows = await restored.candidates.toArray();
    expect(rows.map((each) => each.personApplications)).toEqual([2, 2]);
    expect(new Set(rows.map(personOf)).size).toBe(1);
    expect(rows.filter((each) => each.personId === undefined)).toHaveLength(1);

    const old = structuredClone(backup);
    for (const candidate of old.tables.candidates as Record<string, unknown>[]) {
      delete candidate.personId;
      delete candidate.personApplications;
    }
    const again = createTestDb();
    await restoreBackup(again, parseBackup(again, JSON.stringify(old)));
    const separate = await again.candidates.toArray();
    expect(separate.map(personOf).sort()).toEqual(separate.map((each) => each.id).sort());
    expect(separate.map((each) => each.personApplications)).toEqual([undefined, undefined]);
  });

  it('a second job is a second application; an edit of one is the person’s; a deletion recounts', async () => {
    const db = await withJobs();
    await applyToJob(db, 'job-1', ada, undefined, new Date('2026-03-01T10:00:00Z'));
    await applyToJob(db, 'job-2', { ...ada, email: 'ADA@example.com' }, undefined, new Date('2026-03-02T10:00:00Z'));
    const [first, second] = (await db.candidates.toArray()).sort((a, b) => a.jobId.localeCompare(b.jobId));
    expect(first.personId).toBeUndefined();
    expect(second).toMatchObject({ ...ada, jobId: 'job-2', source: CAREERS_SOURCE, personId: first.id });
    expect([first.personApplications, second.personApplications]).toEqual([2, 2]);
    expect(await listPersonApplications(db, second.id)).toEqual([
      { candidateId: first.id, jobId: 'job-1', stage: 'applied', since: '2026-03-01T10:00:00.000Z' },
      { candidateId: second.id, jobId: 'job-2', stage: 'applied', since: '2026-03-02T10:00:00.000Z' },
    ]);

    await updateCandidate(db, first.id, { name: 'Ada King', email: 'ada.king@example.com' });
    expect(await db.candidates.get(second.id)).toMatchObject({
      name: 'Ada King',
      email: 'ada.king@example.com',
      version: 2,
    });
    await expect(
      addCandidate(db, { ...ada, email: 'Ada.King@example.com', stage: 'applied', jobId: 'job-1' }),
    ).rejects.toMatchObject({
      name: 'EmailTakenError',
    });

    await deleteCandidates(db, [first.id]);
    expect((await db.candidates.get(second.id))?.personApplications).toBeUndefined();
  });
});
