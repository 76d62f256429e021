import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_STAGES } from '@/lib/constants';
import { TalentFlowDB } from '@/lib/db';
import { computeInsights } from '@/lib/insights';
import { createTestDb, testJobs } from '@/lib/test/db';
import type { Stage } from '@/lib/types';
import { addCandidate, deleteCandidates, moveCandidates, updateCandidate } from './candidates';
import { readInsights, readReachedIds } from './pipelineFacts';

/** A seeded generator, so a failure can be replayed. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The figures worked out from every stored candidate and stage change, the slow way. */
async function insightsTheSlowWay(db: TalentFlowDB, jobId: string) {
  const candidates = (await db.candidates.toArray()).filter((candidate) => !jobId || candidate.jobId === jobId);
  return computeInsights(candidates, await db.timelines.toArray());
}

describe('insights counted from the derived stores', () => {
  it('agree with the figures worked out from every candidate and stage change, through adds, moves, edits and deletes', async () => {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1', 'job-2', 'job-3']));
    const random = mulberry32(20261123);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const now = () => new Date((clock += Math.floor(random() * 5 * 86_400_000)));
    const ids: string[] = [];
    for (let step = 0; step < 300; step++) {
      const kind = ids.length < 20 ? 'add' : pick(['add', 'move', 'move', 'move', 'job', 'bulk', 'delete']);
      if (kind === 'add') {
        const stage = pick(CANDIDATE_STAGES);
        const added = await addCandidate(db, {
          name: `Person ${step}`,
          email: `person${step}@x.test`,
          stage,
          jobId: pick(['job-1', 'job-2', 'job-3']),
        });
        ids.push(added.id);
      } else if (kind === 'move') {
        await updateCandidate(db, pick(ids), { stage: pick(CANDIDATE_STAGES) }, now);
      } else if (kind === 'job') {
        await updateCandidate(db, pick(ids), { jobId: pick(['job-1', 'job-2', 'job-3']) }, now);
      } else if (kind === 'bulk') {
        await moveCandidates(
          db,
          [pick(ids), pick(ids), pick(ids)].filter((id, index, all) => all.indexOf(id) === index),
          pick(CANDIDATE_STAGES),
          now,
        );
      } else {
        await deleteCandidates(db, [ids.splice(Math.floor(random() * ids.length), 1)[0]]);
      }
    }
    expect(await db.timelines.count()).toBeGreaterThan(50);
    for (const jobId of ['', 'job-1', 'job-2', 'job-3']) {
      const expected = await insightsTheSlowWay(db, jobId);
      const actual = await readInsights(db, jobId);
      expect(actual.counts).toEqual(expected.counts);
      expect(actual.funnel).toEqual(expected.funnel);
      expect(
        actual.times.map((time) => ({
          ...time,
          medianDays: time.medianDays?.toFixed(6),
          p90Days: time.p90Days?.toFixed(6),
        })),
      ).toEqual(
        expected.times.map((time) => ({
          ...time,
          medianDays: time.medianDays?.toFixed(6),
          p90Days: time.p90Days?.toFixed(6),
        })),
      );
      expect(actual.times.some((time) => time.finished > 1)).toBe(true);
    }
  });

  it('lists who reached a stage, and forgets deleted candidates', async () => {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1', 'job-2', 'job-3']));
    const input = (name: string, stage: Stage) => ({ name, email: `${name}@x.test`, stage, jobId: 'job-1' });
    const ada = await addCandidate(db, input('ada', 'applied'));
    const bob = await addCandidate(db, input('bob', 'applied'));
    await updateCandidate(db, ada.id, { stage: 'tech' });
    await updateCandidate(db, ada.id, { stage: 'rejected' });
    expect([...(await readReachedIds(db, 'tech'))]).toEqual([ada.id]);
    expect(await readReachedIds(db, 'applied')).toEqual(new Set([ada.id, bob.id]));
    await deleteCandidates(db, [ada.id]);
    expect([...(await readReachedIds(db, 'applied'))]).toEqual([bob.id]);
    expect(await db.stays.count()).toBe(0);
  });

  it('a database from before the derived stores gets them when it is opened', async () => {
    const name = `talentflow-test-${crypto.randomUUID()}`;
    // Version 4, as the app wrote it before the derived stores.
    const legacy = new Dexie(name);
    legacy
      .version(4)
      .stores({ candidates: 'id, jobId, stage, [jobId+stage], email', timelines: 'id, candidateId, timestamp' });
    await legacy.table('candidates').add({ id: 'c1', name: 'Ada', email: 'ada@x.test', stage: 'tech', jobId: 'job-1' });
    await legacy.table('timelines').bulkAdd([
      { id: 't1', candidateId: 'c1', timestamp: '2026-01-01T00:00:00Z', from: 'applied', to: 'screen' },
      { id: 't2', candidateId: 'c1', timestamp: '2026-01-04T00:00:00Z', from: 'screen', to: 'tech' },
    ]);
    legacy.close();
    const upgraded = new TalentFlowDB(name);
    const insights = await readInsights(upgraded, '');
    expect(insights.funnel.map((step) => step.reached)).toEqual([1, 1, 1, 0, 0]);
    expect(insights.times.find((time) => time.stage === 'screen')).toMatchObject({ finished: 1, medianDays: 3 });
  });
});
