import { dequal } from 'dequal';
import type { EntityTable } from 'dexie';
import { applyStageChange, derivePipelineFacts, initialFact } from '@/lib/insights/insights';
import type { Candidate, CandidateRow, PipelineFact, StageStay, TimelineEntry } from '@/lib/shared/types';

/** A stored row as the API and the screens know it: the candidate's own fields only. */
export function toCandidate(row: CandidateRow): Candidate {
  const { id, name, email, stage, jobId, version, source, sourceDetail, referredBy } = row;
  const { personId, personApplications, otherEmails } = row;
  return {
    id,
    name,
    email,
    stage,
    jobId,
    ...(version === undefined ? {} : { version }),
    ...(source === undefined ? {} : { source }),
    ...(sourceDetail ? { sourceDetail } : {}),
    ...(referredBy ? { referredBy } : {}),
    ...(personId && personId !== id ? { personId } : {}),
    ...(personApplications && personApplications > 1 ? { personApplications } : {}),
    ...(otherEmails?.length ? { otherEmails } : {}),
  };
}

const pipelineOf = ({ furthest, changes, lastChangeAt, lastTo }: PipelineFact): CandidateRow['pipeline'] =>
  lastChangeAt === undefined ? { furthest, changes } : { furthest, changes, lastChangeAt, lastTo };

/** A row's pipeline as the insights' rules take it. */
export const factOf = (row: CandidateRow): PipelineFact => ({ ...row.pipeline, candidateId: row.id, jobId: row.jobId });

/** The row of a candidate whose pipeline is `fact`; an arrival entry it had stays on it. */
export function withPipeline(candidate: Candidate | CandidateRow, fact: PipelineFact): CandidateRow {
  // A person's first application is stored without naming them (lib/dexie/personRows.ts).
  const { personId, ...rest } = candidate;
  return { ...rest, ...(personId && personId !== candidate.id ? { personId } : {}), pipeline: pipelineOf(fact) };
}

/** The first timeline entries that ride on these rows. */
export const arrivalsOf = (candidates: (Candidate | CandidateRow)[]): TimelineEntry[] =>
  candidates.flatMap((candidate) => ('arrival' in candidate && candidate.arrival ? [candidate.arrival] : []));

/** The stored row of a candidate added without a history: their pipeline starts at their stage. */
export const newCandidateRow = (candidate: Candidate): CandidateRow => withPipeline(candidate, initialFact(candidate));

/** The stored row of an imported candidate, who arrives in their stage with `arrival` as their first entry. */
export function importedCandidateRow(candidate: Candidate, arrival: TimelineEntry): CandidateRow {
  return { ...withPipeline(candidate, applyStageChange(initialFact(candidate), arrival).fact), arrival };
}

/** Rows and finished stays derived from candidates and (at least) their stage changes besides their arrivals. */
export function deriveCandidateRows(
  candidates: (Candidate | CandidateRow)[],
  timeline: TimelineEntry[],
): { rows: CandidateRow[]; stays: StageStay[] } {
  const { facts, stays } = derivePipelineFacts(candidates, [...timeline, ...arrivalsOf(candidates)]);
  return { rows: candidates.map((candidate, index) => withPipeline(candidate, facts[index])), stays };
}

/**
 * Derives every candidate's pipeline and every stay again from all stored candidates and stage
 * changes, within the caller's transaction (a database upgrade, the sample data's histories).
 * Only rows whose pipeline changes are written: a write to the candidates makes every open
 * list read them all again, and the sample data's rows are written with their pipeline already.
 */
export async function rederiveAll(
  candidates: EntityTable<CandidateRow, 'id'>,
  timelines: EntityTable<TimelineEntry, 'id'>,
  stays: EntityTable<StageStay, 'id'>,
): Promise<void> {
  const [stored, timeline] = await Promise.all([candidates.toArray(), timelines.toArray()]);
  const derived = deriveCandidateRows(stored, timeline);
  await stays.clear();
  await candidates.bulkPut(derived.rows.filter((row, index) => !dequal(row.pipeline, stored[index].pipeline)));
  await stays.bulkAdd(derived.stays);
}
