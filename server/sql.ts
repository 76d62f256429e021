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
  close(): Promise<void>;
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
    close: () => pool.end(),
  };
  return sql;
}
