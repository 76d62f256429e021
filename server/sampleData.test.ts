import { beforeEach, describe, expect, it } from 'vitest';
import { CANDIDATE_STAGES, PIPELINE_STAGES } from '@/lib/shared/constants';
import type { Candidate, Page } from '@/lib/shared/types';
import { generateSeedPack } from '@/lib/seed/seedData';
import { unpackHistories, unpackSeed } from '@/lib/seed/seedPack';
import { BACKENDS, useBackend } from './test/backends';

/**
 * The sample data is written by each back end's own bulk writer (lib/dexie/seed.ts, server/seed.ts:
 * through the store's one-at-a-time writes, a first start would log 1 000 activities and take
 * seconds). This holds the writers equal: what the API reads after either is what the pack says,
 * and what it works out from it (insights, who reached a stage) is the same in every back end.
 */
const NOW = new Date('2026-11-22T10:00:00Z');
const pack = generateSeedPack();
const sample = unpackSeed(pack, NOW);
const histories = unpackHistories(pack, sample.candidates, NOW);
const firstBackEnd = new Map<string, unknown>();

/** The first back end's answer is the one every later back end must give. */
function expectSameInEveryBackEnd(what: string, value: unknown) {
  if (!firstBackEnd.has(what)) firstBackEnd.set(what, value);
  expect(value, what).toEqual(firstBackEnd.get(what));
}

describe.each(BACKENDS)('the sample data written into %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  beforeEach(async () => {
    backend.setNow(NOW);
    await backend.seed(pack, NOW);
  }, 60_000);

  it('reads through the API as the pack says, and works out the same insights as every other back end', async () => {
    const jobs = await backend.jobs();
    expect(jobs.map(({ id, title, status, order }) => ({ id, title, status, order }))).toEqual(
      sample.jobs.map(({ id, title, status, order }) => ({ id, title, status, order })),
    );

    for (const stage of CANDIDATE_STAGES) {
      const { body } = await backend.call<Page<Candidate>>('GET', `/candidates?stage=${stage}&pageSize=1`);
      expect(body.total, stage).toBe(sample.candidates.filter((candidate) => candidate.stage === stage).length);
    }
    const { body: all } = await backend.call<Page<Candidate>>('GET', '/candidates');
    expect(new Set(all.items.map((candidate) => candidate.id))).toEqual(
      new Set(sample.candidates.map((candidate) => candidate.id)),
    );
    const stored = new Map(all.items.map((candidate) => [candidate.id, candidate]));
    for (const candidate of sample.candidates) {
      expect(stored.get(candidate.id)).toMatchObject({
        name: candidate.name,
        email: candidate.email,
        stage: candidate.stage,
        jobId: candidate.jobId,
      });
    }

    // A page is read by the store itself (in SQL on a team server): page by page, the same
    // candidates in the same order as the whole list, by name as the browser's collator has it.
    for (const search of ['', 'an', 'É']) {
      const whole = (await backend.call<Page<Candidate>>('GET', `/candidates?search=${search}`)).body.items;
      const pages: Candidate[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 97); page += 1)
        pages.push(
          ...(await backend.call<Page<Candidate>>('GET', `/candidates?search=${search}&pageSize=97&page=${page}`)).body
            .items,
        );
      expect(pages, `search "${search}"`).toEqual(whole);
      expectSameInEveryBackEnd(
        `the list's order, search "${search}"`,
        whole.map((candidate) => candidate.id),
      );
    }
    const past = (await backend.call<Page<Candidate>>('GET', '/candidates?pageSize=400&page=9')).body;
    expect({ page: past.page, total: past.total, totalPages: past.totalPages, shown: past.items.length }).toEqual({
      page: 3,
      total: 1000,
      totalPages: 3,
      shown: 200,
    });

    for (const candidate of sample.candidates.slice(0, 25)) {
      const { status, body } = await backend.call<unknown[]>('GET', `/candidates/${candidate.id}/timeline`);
      expect(status).toBe(200);
      expect(body.length, candidate.id).toBe(histories.filter((entry) => entry.candidateId === candidate.id).length);
    }

    for (const assessment of sample.assessments.slice(0, 5)) {
      const { body } = await backend.call<{ sections: unknown[] }>('GET', `/assessments/${assessment.jobId}`);
      expect(body).toMatchObject({ jobId: assessment.jobId, title: assessment.title });
      expect(body.sections).toHaveLength(assessment.sections.length);
    }

    // The offers are the demo's sample work, which a team server's sample data does not have.
    const pipelineOf = async (path: string) => {
      const { offers: _teamWork, ...pipeline } = (await backend.call<{ offers: unknown }>('GET', path)).body;
      return pipeline;
    };
    expectSameInEveryBackEnd('insights', await pipelineOf('/api/insights'));
    expectSameInEveryBackEnd('insights of job-3', await pipelineOf('/api/insights?jobId=job-3'));
    for (const stage of PIPELINE_STAGES) {
      const { body } = await backend.call<string[]>('GET', `/api/insights/reached?stage=${stage}`);
      expectSameInEveryBackEnd(`reached ${stage}`, [...body].sort());
    }
  }, 60_000);
});
