import { sourceFigures, sourceGroup, type SourceFigures } from '@/lib/candidates/candidateSource';
import type { ReasonCount } from '@/lib/messages/rejections';
import type { OfferCounts } from '@/lib/offers/offers';
import { CANDIDATE_STAGES, DAY_MS, PIPELINE_STAGES } from '@/lib/shared/constants';
import type {
  Candidate,
  PipelineFact,
  PipelineStage,
  Stage,
  StageCounts,
  StageStay,
  TimelineEntry,
} from '@/lib/shared/types';

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

/** What the stage changes say: the part of the insights both stores work out by one rule. */
export interface PipelineInsights {
  total: number;
  counts: StageCounts;
  funnel: FunnelStep[];
  times: StageTime[];
  /** Applications by where they came from, and how far each source's candidates got. */
  sources: SourceFigures[];
}

export interface Insights extends PipelineInsights {
  /** Moves to rejected by the reason given, most first. */
  rejections: ReasonCount[];
  /** Offers sent to the candidates, and how many they accepted and declined. */
  offers: OfferCounts;
}

const pipelineIndex = (stage: Stage) => (PIPELINE_STAGES as readonly Stage[]).indexOf(stage);

/** Where the value below which `share` of `count` sorted values lie sits: two neighbours and the weight of the upper one. */
export function percentilePosition(count: number, share: number): { below: number; above: number; weight: number } {
  const position = (count - 1) * share;
  const below = Math.floor(position);
  return { below, above: Math.min(below + 1, count - 1), weight: position - below };
}

/** The value below which `share` of the sorted values lie, interpolating between neighbours. */
export function percentile(sorted: ArrayLike<number>, share: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const { below, above, weight } = percentilePosition(sorted.length, share);
  return sorted[below] + (sorted[above] - sorted[below]) * weight;
}

/** What a candidate's insights rows start from before any stage change: their stage now. */
export function initialFact(candidate: Candidate): PipelineFact {
  return {
    candidateId: candidate.id,
    jobId: candidate.jobId,
    furthest: Math.max(0, pipelineIndex(candidate.stage)),
    changes: 0,
  };
}

/**
 * The rule behind the funnel and the stays, one stage change at a time, in time order: the
 * furthest pipeline stage grows to the change's stages (a rejected candidate counts by the stage
 * they left), and the stay that the previous change began ends.
 */
export function applyStageChange(fact: PipelineFact, entry: TimelineEntry): { fact: PipelineFact; stay?: StageStay } {
  const at = Date.parse(entry.timestamp);
  const stay =
    fact.lastChangeAt === undefined || fact.lastTo === undefined
      ? undefined
      : {
          id: `${fact.candidateId}#${fact.changes}`,
          candidateId: fact.candidateId,
          jobId: fact.jobId,
          stage: fact.lastTo,
          days: (at - fact.lastChangeAt) / DAY_MS,
        };
  const furthest = Math.max(fact.furthest, pipelineIndex(entry.from), pipelineIndex(entry.to));
  return { fact: { ...fact, furthest, changes: fact.changes + 1, lastChangeAt: at, lastTo: entry.to }, stay };
}

/** What the insights are counted from, for these candidates and (at least) their stage changes. */
export function derivePipelineFacts(
  candidates: Candidate[],
  timeline: TimelineEntry[],
): { facts: PipelineFact[]; stays: StageStay[] } {
  const changes = new Map<string, TimelineEntry[]>(candidates.map((candidate) => [candidate.id, []]));
  for (const entry of timeline) changes.get(entry.candidateId)?.push(entry);
  const facts: PipelineFact[] = [];
  const stays: StageStay[] = [];
  for (const candidate of candidates) {
    let fact = initialFact(candidate);
    const own = changes.get(candidate.id)!;
    if (own.length > 1) own.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
    for (const entry of own) {
      const next = applyStageChange(fact, entry);
      fact = next.fact;
      if (next.stay) stays.push(next.stay);
    }
    facts.push(fact);
  }
  return { facts, stays };
}

export type StayFigures = Pick<StageTime, 'finished' | 'medianDays' | 'p90Days'>;

/** How many reached at least each step, from how many got exactly as far as each. */
export function reachedAtLeastFrom(furthest: readonly number[]): number[] {
  return furthest.map((_, step) => furthest.slice(step).reduce((sum, count) => sum + count, 0));
}

/** The screen's figures from today's counts, how many reached at least each pipeline stage, and the stays. */
export function assembleInsights(
  counts: StageCounts,
  reachedAtLeast: number[],
  stays: Record<Stage, StayFigures>,
  furthestBySource: Record<string, number[]>,
): PipelineInsights {
  const funnel = PIPELINE_STAGES.map((stage, step) => {
    const before = step === 0 ? undefined : reachedAtLeast[step - 1];
    return {
      stage,
      reached: reachedAtLeast[step],
      conversion: before ? (reachedAtLeast[step] / before) * 100 : undefined,
    };
  });
  const times = CANDIDATE_STAGES.map((stage) => ({ stage, ...stays[stage], current: counts[stage] }));
  const total = CANDIDATE_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
  return { total, counts, funnel, times, sources: sourceFigures(furthestBySource) };
}

/**
 * Adds `count` candidates of one source who got as far as step `furthest` to their source's
 * counts (by PIPELINE_STAGES); a negative count takes them away.
 */
export function countBySource(
  bySource: Record<string, number[]>,
  candidate: Pick<Candidate, 'source' | 'sourceDetail'>,
  furthest: number,
  count = 1,
): void {
  const group = sourceGroup(candidate);
  bySource[group] ??= PIPELINE_STAGES.map(() => 0);
  bySource[group][furthest] += count;
}

/** The figures of the insights screen for these candidates and their stage changes. */
export function computeInsights(candidates: Candidate[], timeline: TimelineEntry[]): PipelineInsights {
  const counts = Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, 0])) as StageCounts;
  for (const candidate of candidates) counts[candidate.stage]++;
  const { facts, stays } = derivePipelineFacts(candidates, timeline);
  const bySource: Record<string, number[]> = {};
  facts.forEach((fact, index) => countBySource(bySource, candidates[index], fact.furthest));
  const reachedAtLeast = PIPELINE_STAGES.map((_, step) => facts.filter((fact) => fact.furthest >= step).length);
  const figures = Object.fromEntries(
    CANDIDATE_STAGES.map((stage) => {
      const days = stays
        .filter((stay) => stay.stage === stage)
        .map((stay) => stay.days)
        .sort((a, b) => a - b);
      return [stage, { finished: days.length, medianDays: percentile(days, 0.5), p90Days: percentile(days, 0.9) }];
    }),
  ) as Record<Stage, StayFigures>;
  return assembleInsights(counts, reachedAtLeast, figures, bySource);
}
