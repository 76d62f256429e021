import Dexie from 'dexie';
import { CANDIDATE_STAGES, PIPELINE_STAGES } from '@/lib/constants';
import type { TalentFlowDB } from '@/lib/db';
import {
  applyStageChange,
  assembleInsights,
  derivePipelineFacts,
  percentilePosition,
  type Insights,
  type StayFigures,
} from '@/lib/insights';
import type { Candidate, PipelineFact, Stage, StageCounts, StageStay, TimelineEntry } from '@/lib/types';

/**
 * The insights are counted from indexes over rows derived from the candidates and their stage
 * changes (furthest stage reached, finished stays), which every write of either rewrites in the
 * same transaction. Reading 100 000 candidates and their histories to count them took seconds;
 * counting index ranges takes milliseconds.
 */

/** The stores a transaction that writes candidates or stage changes must include. */
export const pipelineStores = (db: TalentFlowDB) => [db.candidates, db.timelines, db.pipelineFacts, db.stays];

/** Adds the derived rows of candidates written in bulk (sample data, a restored backup). */
export async function addPipelineFacts(db: TalentFlowDB, candidates: Candidate[], timeline: TimelineEntry[]) {
  const { facts, stays } = derivePipelineFacts(candidates, timeline);
  await db.pipelineFacts.bulkPut(facts);
  await db.stays.bulkPut(stays);
}

/**
 * Rewrites the derived rows of these candidates from what is stored of them. A candidate's stage
 * changes are only ever added to (or deleted with the candidate), so their stays, numbered in
 * time order, are rewritten in place; only gone candidates' rows are deleted.
 */
export async function refreshPipelineFacts(db: TalentFlowDB, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const [found, timeline] = await Promise.all([
    db.candidates.bulkGet(ids),
    db.timelines.where('candidateId').anyOf(ids).toArray(),
  ]);
  const candidates = found.filter((candidate) => candidate !== undefined);
  const gone = ids.filter((_, index) => !found[index]);
  if (gone.length > 0) {
    await db.pipelineFacts.bulkDelete(gone);
    await db.stays.where('candidateId').anyOf(gone).delete();
  }
  await addPipelineFacts(db, candidates, timeline);
}

/** Derives every row again from every candidate and stage change (after the sample data's histories). */
export async function rebuildPipelineFacts(db: TalentFlowDB): Promise<void> {
  const [candidates, timeline] = await Promise.all([db.candidates.toArray(), db.timelines.toArray()]);
  await Promise.all([db.pipelineFacts.clear(), db.stays.clear()]);
  await addPipelineFacts(db, candidates, timeline);
}

/**
 * Adds stage changes just written to the derived rows. A change later than the candidate's
 * latest is one more step of applyStageChange on the stored row (a bulk move of 1 000 candidates
 * then rewrites 1 000 rows, not their whole histories); any other is derived again from storage.
 */
export async function recordStageChanges(db: TalentFlowDB, entries: TimelineEntry[]): Promise<void> {
  const ids = [...new Set(entries.map((entry) => entry.candidateId))];
  const stored = await db.pipelineFacts.bulkGet(ids);
  const facts = new Map<string, PipelineFact>();
  stored.forEach((fact) => fact && facts.set(fact.candidateId, fact));
  const again = new Set(ids.filter((id) => !facts.has(id)));
  const stays: StageStay[] = [];
  const inTimeOrder = [...entries].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  for (const entry of inTimeOrder) {
    const fact = facts.get(entry.candidateId);
    if (!fact || again.has(entry.candidateId)) continue;
    if ((fact.lastChangeAt ?? -Infinity) >= Date.parse(entry.timestamp)) {
      again.add(entry.candidateId);
      continue;
    }
    const next = applyStageChange(fact, entry);
    facts.set(entry.candidateId, next.fact);
    if (next.stay) stays.push(next.stay);
  }
  await db.pipelineFacts.bulkPut([...facts.values()].filter((fact) => !again.has(fact.candidateId)));
  await db.stays.bulkPut(stays.filter((stay) => !again.has(stay.candidateId)));
  await refreshPipelineFacts(db, [...again]);
}

/** The stay length below which `share` of one index range's stays lie, interpolated as `percentile` does. */
async function stayPercentile(range: Dexie.Collection, count: number, share: number): Promise<number> {
  const { below, weight } = percentilePosition(count, share);
  // The index keys end with the stay's days.
  const days = (await range.clone().offset(below).limit(2).keys()).map((key) => Number((key as unknown[]).at(-1)));
  const [lower, upper = lower] = days;
  return lower + (upper - lower) * weight;
}

async function stayFigures(range: Dexie.Collection): Promise<StayFigures> {
  const finished = await range.count();
  if (finished === 0) return { finished, medianDays: undefined, p90Days: undefined };
  const [medianDays, p90Days] = await Promise.all([0.5, 0.9].map((share) => stayPercentile(range, finished, share)));
  return { finished, medianDays, p90Days };
}

/** The insights of one job (every job's when `jobId` is empty), counted from indexes. */
export async function readInsights(db: TalentFlowDB, jobId: string): Promise<Insights> {
  const { minKey, maxKey } = Dexie;
  return db.transaction('r', [db.candidates, db.pipelineFacts, db.stays], async () => {
    const inStage = (stage: Stage) =>
      jobId ? db.candidates.where('[jobId+stage]').equals([jobId, stage]) : db.candidates.where('stage').equals(stage);
    const reached = (step: number) =>
      jobId
        ? db.pipelineFacts.where('[jobId+furthest]').between([jobId, step], [jobId, maxKey])
        : db.pipelineFacts.where('furthest').aboveOrEqual(step);
    const stays = (stage: Stage) =>
      jobId
        ? db.stays.where('[jobId+stage+days]').between([jobId, stage, minKey], [jobId, stage, maxKey])
        : db.stays.where('[stage+days]').between([stage, minKey], [stage, maxKey]);
    const [counts, reachedAtLeast, figures] = await Promise.all([
      Promise.all(CANDIDATE_STAGES.map((stage) => inStage(stage).count())),
      Promise.all(PIPELINE_STAGES.map((_, step) => reached(step).count())),
      Promise.all(CANDIDATE_STAGES.map((stage) => stayFigures(stays(stage)))),
    ]);
    const byStage = <T>(values: T[]) =>
      Object.fromEntries(CANDIDATE_STAGES.map((stage, index) => [stage, values[index]])) as Record<Stage, T>;
    return assembleInsights(byStage(counts) as StageCounts, reachedAtLeast, byStage(figures));
  });
}

/** The ids of every candidate who got at least as far as `stage`. */
export async function readReachedIds(db: TalentFlowDB, stage: (typeof PIPELINE_STAGES)[number]): Promise<Set<string>> {
  const ids = await db.pipelineFacts.where('furthest').aboveOrEqual(PIPELINE_STAGES.indexOf(stage)).primaryKeys();
  return new Set(ids);
}
