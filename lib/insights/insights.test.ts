import { describe, expect, it } from 'vitest';
import { computeInsights, derivePipelineFacts, percentile } from './insights';
import type { Candidate, Stage, TimelineEntry } from '@/lib/shared/types';

const candidate = (id: string, stage: Stage): Candidate => ({
  id,
  name: id,
  email: `${id}@x.test`,
  stage,
  jobId: 'job-1',
});
let clock = Date.parse('2026-01-01T00:00:00Z');
const entry = (candidateId: string, from: Stage, to: Stage, afterDays: number): TimelineEntry => {
  clock += afterDays * 86_400_000;
  return { id: `${candidateId}-${to}`, candidateId, from, to, timestamp: new Date(clock).toISOString() };
};

describe('insights', () => {
  it('counts a candidate as reaching every pipeline stage up to the furthest one, rejected ones by where they left', () => {
    const candidates = [
      candidate('a', 'tech'),
      candidate('b', 'rejected'),
      candidate('c', 'applied'),
      candidate('d', 'rejected'),
    ];
    const timeline = [
      entry('a', 'applied', 'screen', 1),
      entry('a', 'screen', 'tech', 1),
      entry('b', 'applied', 'screen', 1),
      entry('b', 'screen', 'rejected', 1),
    ];
    const { facts } = derivePipelineFacts(candidates, timeline);
    expect(Object.fromEntries(facts.map((fact) => [fact.candidateId, fact.furthest]))).toEqual({
      a: 2,
      b: 1,
      c: 0,
      d: 0,
    });
    const { funnel, counts, total } = computeInsights(candidates, timeline);
    expect(total).toBe(4);
    expect(counts).toEqual({ applied: 1, screen: 0, tech: 1, offer: 0, hired: 0, rejected: 2 });
    expect(funnel.map((step) => [step.stage, step.reached, step.conversion])).toEqual([
      ['applied', 4, undefined],
      ['screen', 2, 50],
      ['tech', 1, 50],
      ['offer', 0, 0],
      ['hired', 0, undefined],
    ]);
  });

  it('a candidate moved straight from applied to offer passed screen and tech too', () => {
    const { funnel } = computeInsights([candidate('a', 'offer')], [entry('a', 'applied', 'offer', 1)]);
    expect(funnel.map((step) => step.reached)).toEqual([1, 1, 1, 1, 0]);
  });

  it('measures finished stays in days and says how many are still in each stage', () => {
    const candidates = [candidate('a', 'tech'), candidate('b', 'tech'), candidate('c', 'screen')];
    const timeline = [
      entry('a', 'applied', 'screen', 0),
      entry('b', 'applied', 'screen', 0),
      entry('c', 'applied', 'screen', 0),
      entry('a', 'screen', 'tech', 2),
      entry('b', 'screen', 'tech', 4),
    ];
    const screen = computeInsights(candidates, timeline).times.find((time) => time.stage === 'screen')!;
    // Stays of 2 and 6 days; c is still in screen.
    expect(screen).toMatchObject({ stage: 'screen', finished: 2, medianDays: 4, current: 1 });
    expect(screen.p90Days).toBeCloseTo(5.6);
    const applied = computeInsights(candidates, timeline).times.find((time) => time.stage === 'applied')!;
    expect(applied).toMatchObject({ finished: 0, medianDays: undefined, current: 0 });
  });

  it('interpolates percentiles', () => {
    expect(percentile([], 0.5)).toBeUndefined();
    expect(percentile([4], 0.9)).toBe(4);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([0, 10], 0.9)).toBe(9);
  });
});
