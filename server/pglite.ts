import { Worker } from 'node:worker_threads';
import { Mutex } from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils';
import { coalescedPurges, within, type Sql } from './sql';

type WorkerRequest =
  | { op: 'query'; text: string; params: (string | null)[]; syncToFs: boolean }
  | { op: 'exec'; text: string; syncToFs: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' };

type WorkerMessage =
  | { ready: true }
  | { channel: string; payload: string }
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> };

/**
 * Embedded PostgreSQL (PGlite) on a thread of its own (pgliteWorker.mjs), in memory without a
 * directory. PGlite's work is most of a request's, so the server's thread answers HTTP while
 * PGlite runs a statement, and two cores share what one did. One connection: statements and
 * transactions take turns.
 *
 * `copyOf` names a file of PGlite's `dumpDataDir` to start from: unpacking one takes a fifth of
 * the time making a new cluster does.
 *
 * Parameters are turned into text here the way node-postgres does for a PostgreSQL server, so
 * both back ends send the same values and the database infers their types from the statement alike.
 */
export async function openPglite(dataDir?: string, { copyOf }: { copyOf?: string } = {}): Promise<Sql> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir, copyOf } });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, (payload: string) => void>();
  let lastId = 0;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) return resolve();
      if ('channel' in message) return listeners.get(message.channel)?.(message.payload);
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if ('error' in message) pending?.reject(Object.assign(new Error(String(message.error.message)), message.error));
      else pending?.resolve(message.result);
    });
    const fail = (error: Error) => {
      const first = (failure ??= error);
      reject(first);
      waiting.forEach((pending) => pending.reject(first));
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code})`)));
  });
  await ready;

  const ask = <T>(request: WorkerRequest) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, request });
    });
  const turns = new Mutex();
  let inTransaction = false;
  const query = <Row>(text: string, params: unknown[] = []) =>
    ask<Row[]>({
      op: 'query',
      text,
      params: params.map((param) => prepareValue(param) as string | null),
      syncToFs: !inTransaction,
    });
  const exec = (text: string) => ask<void>({ op: 'exec', text, syncToFs: !inTransaction });

  /**
   * Outside a transaction a statement only waits for its turn to be sent: the worker answers in
   * the order it is sent, so PGlite need not idle while this thread takes an answer and sends on.
   */
  const inTurn = async <T>(send: () => Promise<T>) => (await turns.runExclusive(() => ({ answer: send() }))).answer;
  const purges = coalescedPurges((text, params) => inTurn(() => query(text, params)), true);
  const sql: Sql = {
    query: (text, params) => inTurn(() => query(text, params)),
    exec: (text) => inTurn(() => exec(text)),
    transaction: (work) =>
      turns.runExclusive(async () => {
        await exec('BEGIN');
        inTransaction = true;
        try {
          const result = await work(within(sql, { query, exec }));
          inTransaction = false;
          await exec('COMMIT');
          return result;
        } catch (error) {
          inTransaction = false;
          await exec('ROLLBACK');
          throw error;
        }
      }),
    listen: async (channel, onPayload) => {
      listeners.set(channel, onPayload);
      await turns.runExclusive(() => ask({ op: 'listen', channel }));
      return async () => {
        listeners.delete(channel);
        await turns.runExclusive(() => ask({ op: 'unlisten', channel }));
      };
    },
    purge: purges.purge,
    close: async () => {
      await purges.settled();
      await turns.runExclusive(async () => {
        await ask({ op: 'close' });
        await worker.terminate();
      });
    },
  };
  return sql;
}

/** How often an embedded database's statistics are gathered again, after the first at start. */
export const ANALYZE_EVERY_MS = 60 * 60 * 1000;

/**
 * Gathers the planner's statistics now and again `everyMs` after each gathering ends (never two
 * queued at once: on a slow machine one can outlast the interval); answers how to stop.
 */
export function analyzeEvery(sql: Sql, everyMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const analyze = async () => {
    await sql.exec('ANALYZE').catch(() => undefined);
    if (stopped) return;
    timer = setTimeout(() => void analyze(), everyMs);
    timer.unref();
  };
  void analyze();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
