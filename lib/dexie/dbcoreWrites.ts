import Dexie, { type DBCoreMutateRequest, type DBCoreTable, type DBCoreTransaction } from 'dexie';

/*
 * Helpers of the DBCore middlewares that keep something with every write (insights totals, the
 * activity log). They chain the promises DBCore gives back rather than awaiting them: Dexie's
 * promises carry its transaction zone, which the layers below read, and a native await drops it.
 */

/**
 * Each write's rows as they were, read once: a write passes down every middleware that keeps
 * something with it (the activity log above the insights totals), each of which needs them.
 */
const readBefore = new WeakMap<DBCoreMutateRequest, Promise<unknown[]>>();

/** A write's rows as they were: for a put or a delete, read in its transaction before it runs. */
export function rowsBefore(table: DBCoreTable, request: DBCoreMutateRequest): Promise<unknown[]> {
  let rows = readBefore.get(request);
  if (!rows) {
    rows = readRowsBefore(table, request);
    readBefore.set(request, rows);
  }
  return rows;
}

function readRowsBefore(table: DBCoreTable, request: DBCoreMutateRequest): Promise<unknown[]> {
  const { trans } = request;
  if (request.type === 'add') return Dexie.Promise.resolve([]);
  if (request.type === 'deleteRange') {
    const query = { index: table.schema.primaryKey, range: request.range };
    return table.query({ trans, values: true, query }).then(({ result }) => result);
  }
  const keys =
    request.type === 'delete'
      ? request.keys
      : request.values.map((value) => table.schema.primaryKey.extractKey!(value));
  return table.getMany({ trans, keys }).then((rows) => rows.filter((row) => row !== undefined));
}

/** A write's rows as they became: what an add or a put wrote, leaving out those that failed. */
export function rowsAfter(request: DBCoreMutateRequest, failures: Record<number, unknown>): unknown[] {
  return request.type === 'add' || request.type === 'put'
    ? request.values.filter((_, index) => !(index in failures))
    : [];
}

/**
 * Runs each transaction's writes one after another: two writes of one transaction then never
 * read the same row before either has written it.
 */
export function oneAtATime() {
  const turns = new WeakMap<DBCoreTransaction, Promise<unknown>>();
  return <T>(trans: DBCoreTransaction, work: () => Promise<T>): Promise<T> => {
    const previous = turns.get(trans);
    const turn = previous ? previous.then(work) : Dexie.Promise.resolve().then(work);
    turns.set(
      trans,
      turn.catch(() => undefined),
    );
    return turn as Promise<T>;
  };
}
