import { CANDIDATE_STAGES, DAY_MS, PIPELINE_STAGES } from './constants';
import type { Candidate, PipelineStage, Stage, StageCounts, TimelineEntry } from './types';

export interface FunnelStep {
  stage: PipelineStage;
  /** Candidates who were ever in this stage or a later one of the pipeline. */
  reached: number;
  /** The share of the previous step's candidates who got this far, in percent. */
  conversion: number | undefined;
}

export interface StageTime {
  stage: Stage;
  /** Stays in the stage that have ended. */
  finished: number;
  medianDays: number | undefined;
  p90Days: number | undefined;
  /** Candidates in the stage now, whose stay has not ended. */
  current: number;
}

export interface Insights {
  total: number;
  counts: StageCounts;
  funnel: FunnelStep[];
  times: StageTime[];
}

const pipelineIndex = (stage: Stage) => (PIPELINE_STAGES as readonly Stage[]).indexOf(stage);

/**
 * How far down the pipeline each candidate got: the furthest stage of the timeline and the
 * current stage. A rejected candidate counts by the stage they were rejected from (applied when
 * there is no history).
 */
export function furthestStages(candidates: Candidate[], timeline: TimelineEntry[]): Map<string, number> {
  const furthest = new Map<string, number>();
  for (const candidate of candidates) furthest.set(candidate.id, Math.max(0, pipelineIndex(candidate.stage)));
  for (const entry of timeline) {
    const known = furthest.get(entry.candidateId);
    if (known === undefined) continue;
    furthest.set(entry.candidateId, Math.max(known, pipelineIndex(entry.from), pipelineIndex(entry.to)));
  }
  return furthest;
}

/** The value below which `share` of the sorted values lie, interpolating between neighbours. */
export function percentile(sorted: number[], share: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const position = (sorted.length - 1) * share;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/** Finished stays per stage, in days: from one stage change of a candidate to their next. */
function stayDays(candidateIds: Set<string>, timeline: TimelineEntry[]): Record<Stage, number[]> {
  const stays = Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, [] as number[]])) as Record<Stage, number[]>;
  const changes = new Map<string, { time: number; to: Stage }[]>();
  for (const entry of timeline) {
    if (!candidateIds.has(entry.candidateId)) continue;
    const own = changes.get(entry.candidateId);
    const change = { time: Date.parse(entry.timestamp), to: entry.to };
    if (own) own.push(change);
    else changes.set(entry.candidateId, [change]);
  }
  for (const own of changes.values()) {
    if (own.length > 1) own.sort((a, b) => a.time - b.time);
    for (let index = 1; index < own.length; index++) {
      stays[own[index - 1].to].push((own[index].time - own[index - 1].time) / DAY_MS);
    }
  }
  return stays;
}

/** The figures of the insights screen for these candidates and their stage changes. */
export function computeInsights(candidates: Candidate[], timeline: TimelineEntry[]): Insights {
  const counts = Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, 0])) as StageCounts;
  for (const candidate of candidates) counts[candidate.stage]++;

  const reachedAtLeast = PIPELINE_STAGES.map(() => 0);
  for (const index of furthestStages(candidates, timeline).values()) {
    for (let step = 0; step <= index; step++) reachedAtLeast[step]++;
  }
  const funnel = PIPELINE_STAGES.map((stage, step) => {
    const before = step === 0 ? undefined : reachedAtLeast[step - 1];
    return {
      stage,
      reached: reachedAtLeast[step],
      conversion: before ? (reachedAtLeast[step] / before) * 100 : undefined,
    };
  });

  const stays = stayDays(new Set(candidates.map((candidate) => candidate.id)), timeline);
  const times = CANDIDATE_STAGES.map((stage) => {
    const days = stays[stage].sort((a, b) => a - b);
    return {
      stage,
      finished: days.length,
      medianDays: percentile(days, 0.5),
      p90Days: percentile(days, 0.9),
      current: counts[stage],
    };
  });
  return { total: candidates.length, counts, funnel, times };
}
