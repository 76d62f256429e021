import Dexie from 'dexie';
import { CANDIDATE_STAGES, PIPELINE_STAGES } from '@/lib/shared/constants';
import { emptyTotals, sumTotals } from './pipelineTotals';
import type { TalentFlowDB } from './db';
import { deriveCandidateRows, factOf, rederiveAll, withPipeline } from './candidateRows';
import {
  applyStageChange,
  assembleInsights,
  percentile,
  reachedAtLeastFrom,
  type PipelineInsights,
  type StayFigures,
} from '@/lib/insights/insights';
import type { Candidate, CandidateRow, Stage, StageCounts, StageStay, TimelineEntry } from '@/lib/shared/types';

/**
 * The insights are derived as candidates are written: the furthest stage each candidate reached
 * rides on the candidate's row (`pipeline`), finished stays have a store of their own, and every
 * write of either keeps one totals row per job (lib/dexie/pipelineTotals.ts), all in the same
 * transaction. Reading 100 000 candidates and their histories to count them took seconds.
 */

/** The stores a transaction that writes candidates or stage changes must include. */
export const pipelineStores = (db: TalentFlowDB) => [db.candidates, db.timelines, db.stays, db.pipelineTotals];

/** Writes candidates with what is derived of them from these stage changes (refreshes, tests). */
export async function putCandidates(
  db: TalentFlowDB,
  candidates: (Candidate | CandidateRow)[],
  timeline: TimelineEntry[],
) {
  const { rows, stays } = deriveCandidateRows(candidates, timeline);
  await db.candidates.bulkPut(rows);
  await db.stays.bulkPut(stays);
}

/**
 * Derives these candidates' pipeline and stays again from what is stored of them. A candidate's
 * stage changes are only ever added to (or deleted with the candidate), so their stays, numbered
 * in time order, are rewritten in place; only gone candidates' stays are deleted.
 */
export async function refreshPipelineFacts(db: TalentFlowDB, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const [found, timeline] = await Promise.all([
    db.candidates.bulkGet(ids),
    db.timelines.where('candidateId').anyOf(ids).toArray(),
  ]);
  const gone = ids.filter((_, index) => !found[index]);
  if (gone.length > 0) await db.stays.where('candidateId').anyOf(gone).delete();
  await putCandidates(
    db,
    found.filter((row) => row !== undefined),
    timeline,
  );
}

/** Derives every row again from every candidate and stage change (after the sample data's histories). */
export function rebuildPipelineFacts(db: TalentFlowDB): Promise<void> {
  return rederiveAll(db.candidates, db.timelines, db.stays);
}

/**
 * Writes moved candidates (`rows`: stored rows with their new stage, pipeline as before the move)
 * with the stage changes just made. A change later than the candidate's latest is one more step
 * of applyStageChange on the row (a bulk move of 1 000 candidates then writes 1 000 rows, not
 * their whole histories); any other is derived again from storage.
 */
export async function putMovedCandidates(
  db: TalentFlowDB,
  rows: CandidateRow[],
  entries: TimelineEntry[],
): Promise<void> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const again = new Set<string>();
  const stays: StageStay[] = [];
  const inTimeOrder = [...entries].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  for (const entry of inTimeOrder) {
    const row = byId.get(entry.candidateId);
    if (!row || again.has(entry.candidateId)) continue;
    if ((row.pipeline.lastChangeAt ?? -Infinity) >= Date.parse(entry.timestamp)) {
      again.add(entry.candidateId);
      continue;
    }
    const next = applyStageChange(factOf(row), entry);
    byId.set(row.id, withPipeline(row, next.fact));
    if (next.stay) stays.push(next.stay);
  }
  await db.candidates.bulkPut([...byId.values()]);
  await db.stays.bulkPut(stays.filter((stay) => !again.has(stay.candidateId)));
  await refreshPipelineFacts(db, [...again]);
}

/** The insights of one job (every job's when `jobId` is empty), from the rows kept per job. */
export async function readInsights(db: TalentFlowDB, jobId: string): Promise<PipelineInsights> {
  const rows = jobId ? [(await db.pipelineTotals.get(jobId)) ?? emptyTotals(jobId)] : await db.pipelineTotals.toArray();
  const { inStage, furthest, stayDays, bySource } = sumTotals(rows, jobId);
  const byStage = <T>(values: T[]) =>
    Object.fromEntries(CANDIDATE_STAGES.map((stage, index) => [stage, values[index]])) as Record<Stage, T>;
  const figures = stayDays.map((days): StayFigures => ({
    finished: days.length,
    medianDays: percentile(days, 0.5),
    p90Days: percentile(days, 0.9),
  }));
  return assembleInsights(byStage(inStage) as StageCounts, reachedAtLeastFrom(furthest), byStage(figures), bySource);
}

/** The ids of every candidate who got at least as far as `stage`. */
export async function readReachedIds(db: TalentFlowDB, stage: (typeof PIPELINE_STAGES)[number]): Promise<Set<string>> {
  const ids = await db.candidates
    .where('[pipeline.furthest+jobId]')
    .aboveOrEqual([PIPELINE_STAGES.indexOf(stage), Dexie.minKey])
    .primaryKeys();
  return new Set(ids);
}
