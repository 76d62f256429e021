import type { DBCore, DBCoreMutateRequest, DBCoreTransaction, EntityTable, Middleware } from 'dexie';
import { oneAtATime, rowsAfter, rowsBefore } from './dbcoreWrites';
import { CANDIDATE_STAGES, PIPELINE_STAGES } from '@/lib/shared/constants';
import { countBySource } from '@/lib/insights/insights';
import type { CandidateRow, Stage, StageStay } from '@/lib/shared/types';

/**
 * One job's insights figures, kept as candidates and stays are written. Counting index ranges
 * walks every entry, and Chromium checks each index entry against its record: at 100 000
 * candidates the insights' counts and the stays' percentiles walked about 500 000 entries (3 s
 * on this machine). A row per job answers the screen with one small read.
 */
export interface PipelineTotals {
  jobId: string;
  /** Candidates in each stage now, by CANDIDATE_STAGES. */
  inStage: number[];
  /** Candidates whose furthest pipeline stage is exactly each of PIPELINE_STAGES. */
  furthest: number[];
  /** The days of every finished stay in each stage, by CANDIDATE_STAGES, ascending. */
  stayDays: Float64Array[];
  /** `furthest` of each source's candidates, by the insights' source rows (candidateSource.ts sourceGroup). */
  bySource: Record<string, number[]>;
}

export const PIPELINE_TOTALS_STORE = 'pipelineTotals';

export const emptyTotals = (jobId: string): PipelineTotals => ({
  jobId,
  inStage: CANDIDATE_STAGES.map(() => 0),
  furthest: PIPELINE_STAGES.map(() => 0),
  stayDays: CANDIDATE_STAGES.map(() => new Float64Array(0)),
  bySource: {},
});

const stageIndex = (stage: Stage) => CANDIDATE_STAGES.indexOf(stage);

/** What one write took away and added, as whole rows. */
export interface TotalsChange {
  candidates: { removed: CandidateRow[]; added: CandidateRow[] };
  stays: { removed: StageStay[]; added: StageStay[] };
}

/** `days` without one of each of `removed`, with `added`, ascending. */
function mergeDays(days: Float64Array, removed: number[], added: number[]): Float64Array {
  const toRemove = new Map<number, number>();
  for (const value of removed) toRemove.set(value, (toRemove.get(value) ?? 0) + 1);
  const kept: number[] = [];
  for (const value of days) {
    const left = toRemove.get(value);
    if (left) toRemove.set(value, left - 1);
    else kept.push(value);
  }
  return Float64Array.from([...kept, ...added]).sort();
}

/** The rows of `byJob` after `change` (rows it has not seen start empty). */
export function applyTotalsChange(byJob: Map<string, PipelineTotals>, change: TotalsChange): void {
  const rowOf = (jobId: string) => {
    if (!byJob.has(jobId)) byJob.set(jobId, emptyTotals(jobId));
    const totals = byJob.get(jobId)!;
    // A row written before the sources were counted, in the upgrade that counts them again.
    totals.bySource ??= {};
    return totals;
  };
  const count = (rows: CandidateRow[], sign: number) => {
    for (const row of rows) {
      const totals = rowOf(row.jobId);
      totals.inStage[stageIndex(row.stage)] += sign;
      totals.furthest[row.pipeline.furthest] += sign;
      countBySource(totals.bySource, row, row.pipeline.furthest, sign);
    }
  };
  count(change.candidates.removed, -1);
  count(change.candidates.added, 1);
  const days = new Map<string, { removed: number[]; added: number[] }>();
  const list = (stay: StageStay) => {
    const key = JSON.stringify([stay.jobId, stageIndex(stay.stage)]);
    if (!days.has(key)) days.set(key, { removed: [], added: [] });
    return days.get(key)!;
  };
  for (const stay of change.stays.removed) list(stay).removed.push(stay.days);
  for (const stay of change.stays.added) list(stay).added.push(stay.days);
  for (const [key, { removed, added }] of days) {
    const [jobId, stage] = JSON.parse(key) as [string, number];
    const totals = rowOf(jobId);
    totals.stayDays[stage] = mergeDays(totals.stayDays[stage], removed, added);
  }
}

/** Every job's row worked out from scratch. */
export function totalsOf(candidates: CandidateRow[], stays: StageStay[]): PipelineTotals[] {
  const byJob = new Map<string, PipelineTotals>();
  applyTotalsChange(byJob, { candidates: { removed: [], added: candidates }, stays: { removed: [], added: stays } });
  return [...byJob.values()];
}

/** Writes every job's row again from the stored candidates and stays, within the caller's transaction. */
export async function rebuildTotals(
  totals: EntityTable<PipelineTotals, 'jobId'>,
  candidates: EntityTable<CandidateRow, 'id'>,
  stays: EntityTable<StageStay, 'id'>,
): Promise<void> {
  const rows = totalsOf(await candidates.toArray(), await stays.toArray());
  await totals.clear();
  await totals.bulkAdd(rows);
}

/** The figures of several jobs' rows as one (every job's insights). */
export function sumTotals(rows: PipelineTotals[], jobId = ''): PipelineTotals {
  const sum = emptyTotals(jobId);
  for (const row of rows) {
    row.inStage.forEach((count, index) => (sum.inStage[index] += count));
    row.furthest.forEach((count, index) => (sum.furthest[index] += count));
    for (const [source, counts] of Object.entries(row.bySource)) {
      sum.bySource[source] ??= PIPELINE_STAGES.map(() => 0);
      counts.forEach((count, index) => (sum.bySource[source][index] += count));
    }
  }
  sum.stayDays = CANDIDATE_STAGES.map((_, stage) => {
    if (rows.length === 1) return rows[0].stayDays[stage];
    const all = new Float64Array(rows.reduce((length, row) => length + row.stayDays[stage].length, 0));
    let filled = 0;
    for (const row of rows) {
      all.set(row.stayDays[stage], filled);
      filled += row.stayDays[stage].length;
    }
    return all.sort();
  });
  return sum;
}

const TRACKED = ['candidates', 'stays'] as const;
type Tracked = (typeof TRACKED)[number];
/** DBCoreRangeType.Any (a const enum Dexie's types declare but do not export as a value): a clear(). */
const ANY_RANGE = 3;

/** Every row with `table`'s part emptied: what a clear() of the whole table leaves. */
function cleared(rows: PipelineTotals[], table: Tracked): PipelineTotals[] {
  const empty = emptyTotals('');
  return rows.map((row) =>
    table === 'candidates'
      ? { ...row, inStage: empty.inStage, furthest: empty.furthest, bySource: empty.bySource }
      : { ...row, stayDays: empty.stayDays },
  );
}

/**
 * Whether this write keeps the totals: every transaction must, but an upgrade to a version from
 * before the store (whose own upgrade then works them out from scratch).
 */
function keepsTotals(trans: DBCoreTransaction, table: string): boolean {
  const { objectStoreNames, mode } = trans as unknown as IDBTransaction;
  if (objectStoreNames.contains(PIPELINE_TOTALS_STORE)) return true;
  if (mode === 'versionchange') return false;
  throw new Error(`A transaction that writes ${table} must include the ${PIPELINE_TOTALS_STORE} store.`);
}

/** A write of `name` with the totals rows it changes written after it. */
function mutateKeepingTotals(down: DBCore, name: Tracked, request: DBCoreMutateRequest) {
  const { trans } = request;
  const table = down.table(name);
  const totals = down.table(PIPELINE_TOTALS_STORE);
  const putTotals = (values: PipelineTotals[]) => totals.mutate({ type: 'put', trans, values });
  if (request.type === 'deleteRange' && request.range.type === ANY_RANGE) {
    const everyRow = { index: totals.schema.primaryKey, range: request.range };
    return table.mutate(request).then((response) =>
      totals
        .query({ trans, values: true, query: everyRow })
        .then(({ result }) => putTotals(cleared(result, name)))
        .then(() => response),
    );
  }
  return rowsBefore(table, request).then((before) =>
    table.mutate(request).then((response) => {
      const after = rowsAfter(request, response.failures);
      const change: TotalsChange = { candidates: { removed: [], added: [] }, stays: { removed: [], added: [] } };
      change[name] = { removed: before, added: after } as never;
      const touched = [...new Set([...before, ...after].map((row) => (row as { jobId: string }).jobId))];
      return totals.getMany({ trans, keys: touched }).then((stored: (PipelineTotals | undefined)[]) => {
        const byJob = new Map(touched.map((jobId, index) => [jobId, stored[index] ?? emptyTotals(jobId)]));
        applyTotalsChange(byJob, change);
        return putTotals([...byJob.values()]).then(() => response);
      });
    }),
  );
}

/**
 * Keeps the pipelineTotals rows with every write of candidates and stays, in the write's own
 * transaction, whichever code path writes them. Writes within one transaction take their turn,
 * so two of them never read the same row and each writes only its own change.
 */
export const pipelineTotalsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'PipelineTotals',
  create: (down) => {
    const inTurn = oneAtATime();
    return {
      table: (name) => {
        const table = down.table(name);
        if (!(TRACKED as readonly string[]).includes(name)) return table;
        const mutate = (request: DBCoreMutateRequest) =>
          keepsTotals(request.trans, name)
            ? mutateKeepingTotals(down, name as Tracked, request)
            : table.mutate(request);
        return {
          ...table,
          mutate: (request) => inTurn(request.trans, () => mutate(request)),
        };
      },
    };
  },
};
