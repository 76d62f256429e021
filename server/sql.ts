import pg from 'pg';

/**
 * The one thing the team server asks of PostgreSQL, whether embedded (PGlite) or a server
 * (`DATABASE_URL`): parameterised queries, transactions, and notifications.
 */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs statements without parameters, several at once (a migration file). */
  exec(text: string): Promise<void>;
  /**
   * Runs `work` in one transaction (READ COMMITTED: each statement sees what was committed
   * before it, so a statement after a lock sees the work of whoever held it). The stores guard
   * their rules with constraints, row locks and advisory locks; a deadlock is run again.
   */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for every notification on `channel`; resolves to a function that stops it. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * After an erasure: rewrites `tables`, and every table whose rows go with theirs by a foreign
   * key, so that no file of the database keeps the erased rows' old versions (purgeStatements).
   * Runs after the write, one purge at a time for every erasure that asked meanwhile; close()
   * waits for it.
   */
  purge(tables: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite has no autovacuum, and keeps old WAL segments for reuse with their contents: VACUUM
 * FULL writes each table anew (the old file is removed), then the WAL is switched and a
 * checkpoint taken with recycling off, so the segments that held the erased rows are deleted.
 * A PostgreSQL server gets a VACUUM, which frees the dead rows without locking the team out;
 * its WAL archive and backups are the operator's (docs/security.md).
 */
export function purgeStatements(tables: readonly string[], embedded: boolean): string[] {
  const names = tables.map((table) => pg.escapeIdentifier(table));
  if (!embedded) return names.map((name) => `VACUUM ${name}`);
  return [
    ...names.map((name) => `VACUUM FULL ${name}`),
    'SET wal_recycle = off',
    'SELECT pg_switch_wal()',
    'CHECKPOINT',
  ];
}

/**
 * Runs `work` for the tables asked, once for every call made while an earlier run was under way;
 * `settled` resolves when nothing is left to run. A failure is logged by its kind only.
 */
export function coalescedPurges(
  query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
  embedded: boolean,
) {
  const work = async (tables: readonly string[]) => {
    const dependents = await query(
      `SELECT DISTINCT conrelid::regclass::text AS name FROM pg_constraint
       WHERE contype = 'f' AND confrelid::regclass::text = ANY($1::text[])`,
      [tables],
    );
    const all = new Set([...tables, ...dependents.map((row) => String(row.name))]);
    for (const statement of purgeStatements([...all], embedded)) await query(statement);
  };
  let chain = Promise.resolve();
  let waiting: Set<string> | undefined;
  return {
    purge(tables: readonly string[]): Promise<void> {
      if (waiting) {
        tables.forEach((table) => waiting!.add(table));
        return chain;
      }
      const asked = new Set(tables);
      waiting = asked;
      chain = chain.then(() => {
        waiting = undefined;
        return work([...asked]).catch((error: unknown) =>
          console.error('A purge after an erasure failed:', error instanceof Error ? error.name : typeof error),
        );
      });
      return chain;
    },
    settled: () => chain,
  };
}

export type Runner = Pick<Sql, 'query' | 'exec'>;

/** The same Sql, its queries on one transaction's connection; a transaction inside it is part of it. */
export function within(sql: Sql, runner: Runner): Sql {
  const scoped: Sql = { ...sql, ...runner, transaction: (work) => work(scoped) };
  return scoped;
}

/** Serialization failures and deadlocks: the transaction was rolled back and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;
const LISTEN_RETRY_MS = 1000;

/** Runs `work` again, after a short random pause, when PostgreSQL rolled it back for one of RETRYABLE. */
async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt === MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/** A PostgreSQL server, through a pool of connections. */
export async function openPostgres(connectionString: string): Promise<Sql> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the database dropped: the pool replaces it; it must not end the process.
  pool.on('error', () => undefined);
  const over = (runner: Pick<pg.Pool, 'query'>): Runner => ({
    query: async <Row>(text: string, params?: unknown[]) => (await runner.query(text, params)).rows as Row[],
    // Without parameters pg uses the simple protocol, which takes several statements.
    exec: async (text: string) => void (await runner.query(text)),
  });
  const onPool = over(pool);
  const purges = coalescedPurges(onPool.query, false);
  const sql: Sql = {
    // A statement on its own is its own transaction, and may be run again as one.
    query: (text, params) => retrying(() => onPool.query(text, params)),
    exec: onPool.exec,
    transaction: (work) =>
      retrying(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(within(sql, over(client)));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    listen: async (channel, onPayload) => {
      let stopped = false;
      let current: pg.PoolClient | undefined;
      // A lost connection (the database restarted) is replaced; until then no events arrive,
      // and browsers that reconnect read everything again anyway.
      const connect = async (): Promise<void> => {
        const client = await pool.connect();
        client.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        });
        client.on('error', () => {
          client.release(true);
          current = undefined;
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), LISTEN_RETRY_MS);
        });
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        current = client;
      };
      await connect();
      return async () => {
        stopped = true;
        await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        current?.release();
      };
    },
    purge: purges.purge,
    close: async () => {
      await purges.settled();
      await pool.end();
    },
  };
  return sql;
}
