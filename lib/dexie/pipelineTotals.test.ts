import { describe, expect, it } from 'vitest';
import { CANDIDATE_STAGES, PIPELINE_STAGES } from '@/lib/shared/constants';
import type { TalentFlowDB } from './db';
import { createTestDb } from './testDb';
import { seededRandom } from '@/lib/test/random';
import type { CandidateRow, StageStay } from '@/lib/shared/types';
import { sumTotals, totalsOf, type PipelineTotals } from './pipelineTotals';

const JOBS = ['job-1', 'job-2', 'job-3', ''];

function randomRow(random: () => number, id: string): CandidateRow {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  return {
    id,
    name: `Candidate ${id}`,
    email: `${id}@example.com`,
    stage: pick(CANDIDATE_STAGES),
    jobId: pick(JOBS),
    pipeline: { furthest: Math.floor(random() * PIPELINE_STAGES.length), changes: 0 },
  };
}

function randomStay(random: () => number, id: string): StageStay {
  // A few repeated values: equal days in one job and stage must each be counted.
  const days = random() < 0.3 ? 2 : Math.round(random() * 4000) / 100;
  const stage = CANDIDATE_STAGES[Math.floor(random() * CANDIDATE_STAGES.length)];
  return { id, candidateId: id.split('#')[0], jobId: JOBS[Math.floor(random() * JOBS.length)], stage, days };
}

/** Rows as plain figures, ordered by job, with the stays' days as arrays. */
const comparable = (rows: PipelineTotals[]) =>
  rows
    .map((row) => ({ ...row, stayDays: row.stayDays.map((days) => [...days]) }))
    .sort((a, b) => a.jobId.localeCompare(b.jobId));

/** The kept rows, less the jobs left with nothing, against the rows worked out from every stored row. */
async function expectTotalsAgree(db: TalentFlowDB) {
  const empty = (row: PipelineTotals) =>
    row.inStage.every((count) => count === 0) &&
    row.furthest.every((count) => count === 0) &&
    row.stayDays.every((days) => days.length === 0);
  const kept = (await db.pipelineTotals.toArray()).filter((row) => !empty(row));
  expect(comparable(kept)).toEqual(comparable(totalsOf(await db.candidates.toArray(), await db.stays.toArray())));
}

describe('the totals kept per job', () => {
  it('follow every kind of write, in and across transactions, as if worked out from scratch', async () => {
    const db = createTestDb();
    const random = seededRandom(7);
    const write = (work: () => Promise<unknown>) =>
      db.transaction('rw', [db.candidates, db.stays, db.pipelineTotals], work);
    let next = 0;
    const ids = () => db.candidates.toCollection().primaryKeys();
    for (let round = 0; round < 60; round++) {
      const known = await ids();
      const someKnown = () => known.filter(() => random() < 0.2);
      const kind = Math.floor(random() * 7);
      if (kind === 0) {
        await write(() => db.candidates.bulkAdd(Array.from({ length: 8 }, () => randomRow(random, `c${next++}`))));
      } else if (kind === 1) {
        // Edits and moves: the rows as stored, with a new stage, job or furthest step.
        await write(() => db.candidates.bulkPut(someKnown().map((id) => randomRow(random, id))));
      } else if (kind === 2) {
        await write(() => db.candidates.bulkDelete(someKnown()));
      } else if (kind === 3) {
        const stays = someKnown().flatMap((id) => [randomStay(random, `${id}#1`), randomStay(random, `${id}#2`)]);
        await write(() => db.stays.bulkPut(stays));
      } else if (kind === 4) {
        await write(() => db.stays.where('candidateId').anyOf(someKnown()).delete());
      } else if (kind === 5) {
        // Two writes at once in one transaction, each of them reading and writing the same rows.
        const [first, second] = [randomRow(random, `c${next++}`), randomRow(random, `c${next++}`)];
        await write(() =>
          Promise.all([
            db.candidates.add(first),
            db.candidates.add(second),
            db.stays.put(randomStay(random, `${first.id}#1`)),
          ]),
        );
      } else {
        // A failed add in a bulk add that goes on: only the rows written are counted.
        const taken = known[0];
        const fresh = randomRow(random, `c${next++}`);
        await write(() =>
          db.candidates.bulkAdd([randomRow(random, taken ?? `c${next++}`), fresh]).catch(() => undefined),
        );
      }
      await expectTotalsAgree(db);
    }
    await write(() => db.stays.clear());
    await expectTotalsAgree(db);
    await write(() => db.candidates.clear());
    await expectTotalsAgree(db);
  });

  it('undo a transaction that fails along with its writes', async () => {
    const db = createTestDb();
    const random = seededRandom(3);
    await db.transaction('rw', [db.candidates, db.pipelineTotals], () => db.candidates.add(randomRow(random, 'a')));
    const before = comparable(await db.pipelineTotals.toArray());
    await expect(
      db.transaction('rw', [db.candidates, db.pipelineTotals], async () => {
        await db.candidates.add(randomRow(random, 'b'));
        throw new Error('Something after the write failed');
      }),
    ).rejects.toThrow('Something after the write failed');
    expect(comparable(await db.pipelineTotals.toArray())).toEqual(before);
  });

  it('refuse a write of candidates whose transaction leaves them out, and write nothing', async () => {
    const db = createTestDb();
    await expect(db.candidates.add(randomRow(seededRandom(1), 'a'))).rejects.toThrow(
      'A transaction that writes candidates must include the pipelineTotals store.',
    );
    expect(await db.candidates.count()).toBe(0);
  });

  it("sum several jobs' rows into one, the stays' days in order", () => {
    const random = seededRandom(11);
    const rows = Array.from({ length: 30 }, (_, index) => randomRow(random, `c${index}`));
    const stays = Array.from({ length: 90 }, (_, index) => randomStay(random, `c${index % 30}#${index}`));
    const everyJob = sumTotals(totalsOf(rows, stays));
    const asOneJob = totalsOf(
      rows.map((row) => ({ ...row, jobId: '' })),
      stays.map((stay) => ({ ...stay, jobId: '' })),
    );
    expect(comparable([everyJob])).toEqual(comparable(asOneJob));
  });
});
