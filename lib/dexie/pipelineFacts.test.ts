import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_STAGES } from '@/lib/shared/constants';
import { TalentFlowDB } from './db';
import { computeInsights } from '@/lib/insights/insights';
import { createTestDb } from './testDb';
import { testJobs } from '@/lib/test/jobs';
import { seededRandom } from '@/lib/test/random';
import type { Stage } from '@/lib/shared/types';
import { arrivalsOf, toCandidate } from './candidateRows';
import {
  addCandidate,
  deleteCandidates,
  importCandidates,
  listCandidates,
  listTimeline,
  moveCandidates,
  updateCandidate,
} from './candidateRepository';
import { readInsights, readReachedIds } from './pipelineFacts';

/** The figures worked out from every stored candidate and stage change, the slow way. */
async function insightsTheSlowWay(db: TalentFlowDB, jobId: string) {
  const rows = await db.candidates.toArray();
  const candidates = rows.map(toCandidate).filter((candidate) => !jobId || candidate.jobId === jobId);
  return computeInsights(candidates, [...(await db.timelines.toArray()), ...arrivalsOf(rows)]);
}

describe('insights counted from the derived stores', () => {
  it('agree with the figures worked out from every candidate and stage change, through adds, moves, edits and deletes', async () => {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1', 'job-2', 'job-3']));
    const random = seededRandom(20261123);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const now = () => new Date((clock += Math.floor(random() * 5 * 86_400_000)));
    const ids: string[] = [];
    for (let step = 0; step < 300; step++) {
      const kind =
        ids.length < 20
          ? pick(['add', 'import'])
          : pick(['add', 'import', 'move', 'move', 'move', 'job', 'bulk', 'delete']);
      if (kind === 'add') {
        const stage = pick(CANDIDATE_STAGES);
        const added = await addCandidate(db, {
          name: `Person ${step}`,
          email: `person${step}@x.test`,
          stage,
          jobId: pick(['job-1', 'job-2', 'job-3']),
        });
        ids.push(added.id);
      } else if (kind === 'import') {
        const imported = await importCandidates(
          db,
          [0, 1, 2].map((index) => ({
            name: `Imported ${step}.${index}`,
            email: `imported${step}.${index}@x.test`,
            stage: pick(CANDIDATE_STAGES),
            jobId: pick(['job-1', 'job-2', 'job-3']),
          })),
          { now },
        );
        ids.push(...imported.map((candidate) => candidate.id));
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

  it("keeps an imported candidate's first entry on their row, and counts their stay from it", async () => {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1']));
    const [ada] = await importCandidates(db, [{ name: 'Ada', email: 'ada@x.test', stage: 'screen', jobId: 'job-1' }], {
      now: () => new Date('2026-01-01T00:00:00Z'),
    });
    expect(await db.timelines.count()).toBe(0);
    expect(await listTimeline(db, ada.id)).toMatchObject([{ from: 'screen', to: 'screen' }]);
    expect(await db.candidates.get(ada.id)).toMatchObject({ pipeline: { furthest: 1, changes: 1 } });
    await updateCandidate(db, ada.id, { stage: 'tech' }, () => new Date('2026-01-03T00:00:00Z'));
    expect((await listTimeline(db, ada.id)).map((entry) => entry.to)).toEqual(['tech', 'screen']);
    const insights = await readInsights(db, 'job-1');
    expect(insights.times.find((time) => time.stage === 'screen')).toMatchObject({ finished: 1, medianDays: 2 });
    expect(insights.funnel.map((step) => step.reached)).toEqual([1, 1, 1, 0, 0]);
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

  it('a database with the insights rows in a store of their own moves them onto the candidates', async () => {
    const name = `talentflow-test-${crypto.randomUUID()}`;
    // Version 5, as the app wrote it with a pipelineFacts store and an import's entry as a timeline row.
    const legacy = new Dexie(name);
    legacy.version(5).stores({
      candidates: 'id, jobId, stage, [jobId+stage], email',
      timelines: 'id, candidateId, timestamp',
      pipelineFacts: 'candidateId, furthest, [jobId+furthest]',
      stays: 'id, candidateId, [stage+days], [jobId+stage+days]',
    });
    await legacy.table('candidates').add({ id: 'c1', name: 'Ada', email: 'ada@x.test', stage: 'tech', jobId: 'job-1' });
    await legacy.table('timelines').bulkAdd([
      { id: 't0', candidateId: 'c1', timestamp: '2026-01-01T00:00:00Z', from: 'screen', to: 'screen' },
      { id: 't1', candidateId: 'c1', timestamp: '2026-01-02T00:00:00Z', from: 'screen', to: 'tech' },
    ]);
    await legacy.table('pipelineFacts').add({ candidateId: 'c1', jobId: 'job-1', furthest: 2, changes: 2 });
    await legacy.table('stays').add({ id: 'c1#1', candidateId: 'c1', jobId: 'job-1', stage: 'screen', days: 1 });
    legacy.close();
    const upgraded = new TalentFlowDB(name);
    expect(upgraded.tables.map((table) => table.name)).not.toContain('pipelineFacts');
    expect(await upgraded.candidates.get('c1')).toMatchObject({ pipeline: { furthest: 2, changes: 2 } });
    expect(await upgraded.stays.count()).toBe(1);
    const insights = await readInsights(upgraded, 'job-1');
    expect(insights.funnel.map((step) => step.reached)).toEqual([1, 1, 1, 0, 0]);
    expect(insights.times.find((time) => time.stage === 'screen')).toMatchObject({ finished: 1, medianDays: 1 });
  });

  it('a database with candidates indexed across jobs keeps only the per-job indexes, and reads the same', async () => {
    const name = `talentflow-test-${crypto.randomUUID()}`;
    // Version 6, with the stage and furthest-stage indexes across jobs.
    const legacy = new Dexie(name);
    legacy.version(6).stores({
      candidates: 'id, stage, [jobId+stage], email, pipeline.furthest, [jobId+pipeline.furthest]',
      timelines: 'id, candidateId, timestamp',
      stays: 'id, candidateId, [stage+days], [jobId+stage+days]',
    });
    await legacy.table('candidates').bulkAdd([
      {
        id: 'c1',
        name: 'Ada',
        email: 'ada@x.test',
        stage: 'tech',
        jobId: 'job-1',
        pipeline: { furthest: 2, changes: 2 },
      },
      {
        id: 'c2',
        name: 'Bo',
        email: 'bo@x.test',
        stage: 'tech',
        jobId: 'job-2',
        pipeline: { furthest: 3, changes: 3 },
      },
      {
        id: 'c3',
        name: 'Cy',
        email: 'cy@x.test',
        stage: 'applied',
        jobId: 'job-2',
        pipeline: { furthest: 0, changes: 0 },
      },
    ]);
    legacy.close();
    const upgraded = new TalentFlowDB(name);
    await upgraded.open();
    expect(upgraded.candidates.schema.indexes.map((index) => index.name).sort()).toEqual(
      ['[pipeline.furthest+jobId]', '[stage+jobId]', 'email', 'otherEmails', 'personId'].sort(),
    );
    const insights = await readInsights(upgraded, '');
    expect(insights.funnel.map((step) => step.reached)).toEqual([3, 2, 2, 1, 0]);
    expect([...(await readReachedIds(upgraded, 'offer'))]).toEqual(['c2']);
    expect((await listCandidates(upgraded, { stage: 'tech' })).map((candidate) => candidate.id)).toEqual(['c1', 'c2']);
  });
});
