import { describe, expect, it } from 'vitest';
import { computeInsights, type Insights } from '@/lib/insights/insights';
import { CANDIDATE_STAGES, PIPELINE_STAGES } from '@/lib/shared/constants';
import { seededRandom } from '@/lib/test/random';
import { testJobs } from '@/lib/test/jobs';
import type { Candidate, Page, TimelineEntry } from '@/lib/shared/types';
import { RATINGS, type ScorecardTally } from '@/lib/interviews/scorecards';
import type { Assignment } from '@/lib/people/assignments';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { BACKENDS, useBackend } from './test/backends';

/**
 * The insights each back end keeps as it writes (the demo's totals rows, the team server's
 * tables kept by triggers: server/migrations/044_insights_kept_as_written.sql) against the rule
 * worked out afresh from every candidate and stage change (lib/insights/insights.ts), after
 * random writes of every kind that moves, adds, removes or re-files a candidate or a change.
 * Likewise the scorecard tallies (server/migrations/045_scorecard_tallies_kept.sql): the demo's
 * back end, first, works them out afresh with talliesOf (lib/interviews/scorecards.ts).
 */
const JOBS = ['job-1', 'job-2', 'job-3'];
const START = Date.parse('2026-10-01T09:00:00Z');

describe.each(BACKENDS)('the insights kept by %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  it('equal the insights worked out afresh after random adds, moves, re-filings, merges, imports and deletes', async () => {
    await backend.addJobs(testJobs(JOBS));
    const random = seededRandom(52);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
    let clock = START;
    let added = 0;
    const candidates = async () => (await backend.call<Page<Candidate>>('GET', '/candidates')).body.items;
    const someIds = async (most: number) => {
      const all = await candidates();
      return all.filter(() => random() < most / Math.max(all.length, 1)).map((candidate) => candidate.id);
    };
    const fromStages = (all: Candidate[], ids: string[]) =>
      Object.fromEntries(ids.map((id) => [id, all.find((candidate) => candidate.id === id)!.stage]));
    const newCandidate = () => {
      added += 1;
      return {
        name: `Candidate ${added}`,
        email: `candidate${added}@example.org`,
        stage: pick(CANDIDATE_STAGES),
        jobId: pick(JOBS),
        ...(random() < 0.5
          ? { source: pick(['jobBoard', 'agency', 'other'] as const), sourceDetail: pick(['A', 'a', 'B']) }
          : {}),
      };
    };
    const ok = async (call: Promise<{ status: number }>) => (await call).status < 300;
    /** Each kind of write, answering whether it was made (a random pick may be refused). */
    const writes: Record<string, () => Promise<boolean>> = {
      add: () => ok(backend.call('POST', '/candidates', newCandidate())),
      import: () =>
        ok(
          backend.call('POST', '/candidates/import', { candidates: [newCandidate(), newCandidate(), newCandidate()] }),
        ),
      move: async () => {
        const one = pick(await candidates());
        return !!one && ok(backend.call('PATCH', `/candidates/${one.id}`, { stage: pick(CANDIDATE_STAGES) }));
      },
      'bulk move': async () => {
        const all = await candidates();
        const ids = await someIds(4);
        const stage = pick(CANDIDATE_STAGES);
        return ok(backend.call('POST', '/candidates/stage', { ids, stage, fromStages: fromStages(all, ids) }));
      },
      reject: async () => {
        const all = await candidates();
        const ids = await someIds(3);
        const body = { ids, reasonId: 'skills', sendEmail: false, fromStages: fromStages(all, ids) };
        return ok(backend.call('POST', '/candidates/reject', body));
      },
      'job change': async () => {
        const one = pick(await candidates());
        return !!one && ok(backend.call('PATCH', `/candidates/${one.id}`, { jobId: pick(JOBS) }));
      },
      merge: async () => {
        const [kept, other] = [pick(await candidates()), pick(await candidates())];
        if (!kept || !other || kept.id === other.id) return false;
        return ok(backend.call('POST', `/candidates/${kept.id}/merge`, { otherId: other.id, choose: {} }));
      },
      'another application': async () => {
        const one = pick(await candidates());
        return !!one && ok(backend.call('POST', `/candidates/${one.id}/applications`, { jobId: pick(JOBS) }));
      },
      delete: async () => ok(backend.call('POST', '/candidates/delete', { ids: (await someIds(1)).slice(0, 1) })),
    };
    const made = new Set<string>();

    for (let round = 0; round < 4; round += 1) {
      for (let step = 0; step < 15; step += 1) {
        // Now and then a millisecond apart, else minutes to days. (Changes of one candidate at
        // the same millisecond have no order to keep: each store takes them by id.)
        clock += random() < 0.1 ? 1 : Math.floor(random() * 3 * 86_400_000);
        backend.setNow(new Date(clock));
        const kind = pick(Object.keys(writes));
        if (await writes[kind]()) made.add(kind);
      }
      const all = await candidates();
      const timeline = (
        await Promise.all(
          all.map(async ({ id }) => (await backend.call<TimelineEntry[]>('GET', `/candidates/${id}/timeline`)).body),
        )
      ).flat();
      for (const jobId of ['', ...JOBS]) {
        const own = all.filter((candidate) => !jobId || candidate.jobId === jobId);
        const {
          rejections: _rejections,
          offers: _offers,
          ...kept
        } = (await backend.call<Insights>('GET', `/api/insights?jobId=${jobId}`)).body;
        expect(kept, `round ${round}, job "${jobId}"`).toEqual(
          JSON.parse(JSON.stringify(computeInsights(own, timeline))),
        );
      }
      const afresh = computeInsights(all, timeline);
      for (const [step, stage] of PIPELINE_STAGES.entries()) {
        const reached = (await backend.call<string[]>('GET', `/api/insights/reached?stage=${stage}`)).body;
        expect(reached.length, `round ${round}, reached ${stage}`).toBe(afresh.funnel[step].reached);
      }
    }
    expect([...made].sort()).toEqual(Object.keys(writes).sort());
  }, 60_000);
});

/** Each back end's first answer is the one the back ends after it must give. */
const firstTallies = new Map<number, ScorecardTally[]>();

describe.each(BACKENDS)('the scorecard tallies kept by %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const interviewers = DEMO_TEAM.filter((member) => member.role !== 'admin');
  const PLAN = { screen: ['Communication'], tech: ['System design'], offer: [] };

  it('equal talliesOf over every assignment and scorecard after random assignments, scorecards, merges and deletes', async () => {
    await backend.addJobs(testJobs(JOBS));
    const ids = Array.from({ length: 8 }, (_, index) => `c-${index + 1}`);
    await backend.addCandidates(
      ids.map((id, index) => ({
        id,
        name: `Candidate ${index}`,
        email: `${id}@example.org`,
        stage: 'screen',
        jobId: JOBS[index % JOBS.length],
      })),
    );
    for (const jobId of JOBS) await backend.call('PUT', `/api/jobs/${jobId}/interview-plan`, PLAN);
    const random = seededRandom(45);
    const one = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
    let alive = [...ids];
    const assigned: { candidateId: string; id: string; member: Member; stage: 'screen' | 'tech' }[] = [];
    for (let step = 0; step < 40; step += 1) {
      const roll = random();
      const candidateId = one(alive);
      if (roll < 0.4) {
        const member = one(interviewers);
        const stage = one(['screen', 'tech'] as const);
        const answer = await backend.call<Assignment>('POST', `/candidates/${candidateId}/assignments`, {
          memberId: member.id,
          stage,
        });
        if (answer.status === 200) assigned.push({ candidateId, id: answer.body.id, member, stage });
      } else if (roll < 0.8 && assigned.length > 0) {
        const { candidateId: of, id, member, stage } = one(assigned);
        const body = {
          ratings: Object.fromEntries(PLAN[stage].map((attribute) => [attribute, one(RATINGS)])),
          recommendation: one(RATINGS),
          notes: '',
          submit: random() < 0.7,
        };
        await backend.call('PUT', `/candidates/${of}/scorecards/${id}`, body, { as: member });
      } else if (roll < 0.9 && alive.length > 2) {
        const other = one(alive.filter((id) => id !== candidateId));
        if (
          (await backend.call('POST', `/candidates/${candidateId}/merge`, { otherId: other, choose: {} })).status ===
          200
        )
          alive = alive.filter((id) => id !== other);
      } else if (alive.length > 2) {
        await backend.call('POST', '/candidates/delete', { ids: [candidateId] });
        alive = alive.filter((id) => id !== candidateId);
      }
      if (step % 10 === 9) {
        const tallies = (await backend.store().interviews.tallies())
          .map((tally) => ({ ...tally, pending: [...tally.pending].sort() }))
          .sort((a, b) => a.candidateId.localeCompare(b.candidateId));
        if (!firstTallies.has(step)) firstTallies.set(step, tallies);
        expect(tallies, `after step ${step}`).toEqual(firstTallies.get(step));
      }
    }
    expect(firstTallies.get(39)?.some((tally) => Object.values(tally.recommendations).some(Boolean))).toBe(true);
  }, 60_000);
});
