import Dexie, { type DBCore, type DBCoreTable, type DBCoreTransaction, type Middleware } from 'dexie';
import type { Actor } from '@/lib/people/members';
import { oneAtATime, rowsAfter, rowsBefore } from './dbcoreWrites';
import {
  ACTIVITY_TABLES,
  activityChange,
  type ActivityEntry,
  type ActivityFields,
  type ActivityKind,
} from '@/lib/activity/activity';

export const ACTIVITY_STORE = 'activity';
const CANDIDATES_STORE = 'candidates';

/** Who a store's writes are made for, and the job a reorder moves. */
export interface ActivityContext {
  /** Nobody: an applicant's own calls. */
  actor: Actor | undefined;
  moved?: string;
  /** A call that writes its own entry (a merge): its writes are not recorded one by one. */
  quiet?: boolean;
}

/** A write's entries' ids: their time first, so that the store's key order is the log's. */
export const activityEntryId = (at: string, index: number) =>
  `${at}-${String(index).padStart(5, '0')}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * An entry a store call writes itself rather than the middleware (a merge, an erasure: one entry
 * for many rows), at the log's own clock and naming its member.
 */
export function ownEntry(
  actor: Actor | undefined,
  entry: Pick<ActivityEntry, 'kind' | 'action' | 'subjectId' | 'jobId' | 'candidateId' | 'before' | 'after'>,
): ActivityEntry {
  const at = new Date().toISOString();
  return { id: activityEntryId(at, 0), at, actorId: actor?.id ?? null, actorName: actor?.name ?? null, ...entry };
}

/*
 * The contexts of the store calls under way, latest last. The demo answers one member's calls in
 * one tab, so calls that overlap are that member's (or an applicant's on a page of their own).
 */
const underWay: ActivityContext[] = [];

/**
 * Runs a store call whose writes the activity log records as `context`'s; writes made outside
 * one (sample data, upgrades, restoring a backup) are not activity.
 */
export function recordingActivity<T>(context: ActivityContext, work: () => Promise<T>): Promise<T> {
  underWay.push(context);
  const done = () => void underWay.splice(underWay.lastIndexOf(context), 1);
  let working: Promise<T>;
  try {
    working = work();
  } catch (error) {
    done();
    throw error;
  }
  return working.then(
    (result) => (done(), result),
    (error: unknown) => {
      done();
      throw error;
    },
  );
}

const fieldsOf = (row: unknown) => row as ActivityFields & { id?: string; jobId?: string; candidateId?: string };

function keyOf(kind: ActivityKind, row: ReturnType<typeof fieldsOf>): string {
  if (kind === 'assessment' || kind === 'interviewPlan') return row.jobId!;
  return String(row.id);
}

/** The job of each row's candidate, read in the write's transaction, for rows that name only a candidate. */
function jobsOfCandidates(down: DBCore, trans: DBCoreTransaction, rows: ReturnType<typeof fieldsOf>[]) {
  const ids = [...new Set(rows.filter((row) => !row.jobId && row.candidateId).map((row) => row.candidateId!))];
  if (ids.length === 0) return Dexie.Promise.resolve(new Map<string, string>());
  return down
    .table(CANDIDATES_STORE)
    .getMany({ trans, keys: ids })
    .then((candidates) => new Map(ids.map((id, index) => [id, fieldsOf(candidates[index])?.jobId ?? ''])));
}

function recordedWrites(
  down: DBCore,
  table: DBCoreTable,
  kind: ActivityKind,
  context: ActivityContext,
): DBCoreTable['mutate'] {
  return (request) =>
    rowsBefore(table, request).then((rowsThen) =>
      table.mutate(request).then((response) => {
        const before = new Map(rowsThen.map((row) => [keyOf(kind, fieldsOf(row)), fieldsOf(row)]));
        const after = new Map(
          rowsAfter(request, response.failures).map((row) => [keyOf(kind, fieldsOf(row)), fieldsOf(row)]),
        );
        const removed = request.type === 'delete' || request.type === 'deleteRange' ? [...before.keys()] : [];
        const keys = [...new Set([...after.keys(), ...removed])];
        const at = new Date().toISOString();
        return jobsOfCandidates(down, request.trans, [...before.values(), ...after.values()]).then((jobs) => {
          const entries: ActivityEntry[] = keys.flatMap((key, index) => {
            const was = before.get(key);
            const is = after.get(key);
            const change = activityChange(kind, was, is, context.moved);
            if (!change) return [];
            const row = (is ?? was)!;
            const candidateId = kind === 'candidate' ? key : (row.candidateId ?? null);
            const jobId = kind === 'job' ? key : (row.jobId ?? (candidateId && jobs.get(candidateId)) ?? null);
            const { actor } = context;
            const entry: ActivityEntry = {
              id: activityEntryId(at, index),
              at,
              actorId: actor?.id ?? null,
              actorName: actor?.name ?? null,
              kind,
              subjectId: key,
              jobId: jobId || null,
              candidateId,
              ...change,
            };
            return [entry];
          });
          if (entries.length === 0) return response;
          return down
            .table(ACTIVITY_STORE)
            .mutate({ type: 'add', trans: request.trans, values: entries })
            .then(() => response);
        });
      }),
    );
}

/**
 * Records every write of the activity tables made within recordingActivity, in the write's own
 * transaction: a transaction begun within one takes the activity store (and the candidates, whose
 * job an entry names) into its scope, and keeps that call's context.
 */
export const activityMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'ActivityLog',
  create: (down) => {
    const contexts = new WeakMap<DBCoreTransaction, ActivityContext>();
    const inTurn = oneAtATime();
    return {
      transaction: (stores, mode, options) => {
        const context = underWay.at(-1);
        const recorded =
          mode === 'readwrite' && context && !context.quiet && stores.some((store) => store in ACTIVITY_TABLES);
        if (!recorded) return down.transaction(stores, mode, options);
        const trans = down.transaction([...new Set([...stores, ACTIVITY_STORE, CANDIDATES_STORE])], mode, options);
        contexts.set(trans, context);
        return trans;
      },
      table: (name) => {
        const table = down.table(name);
        const kind = ACTIVITY_TABLES[name];
        if (!kind) return table;
        return {
          ...table,
          mutate: (request) => {
            const context = contexts.get(request.trans);
            if (!context) return table.mutate(request);
            return inTurn(request.trans, () => recordedWrites(down, table, kind, context)(request));
          },
        };
      },
    };
  },
};
