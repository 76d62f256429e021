import type { ServerResponse } from 'node:http';
import type { Sql } from './sql';

/** What changed: the part of the data a screen shows, so that it reads that part again. */
export interface Change {
  entity: 'jobs' | 'candidates' | 'assessments';
}

const CHANNEL = 'talentflow_changes';
const HEARTBEAT_MS = 25_000;
/**
 * Writes within this long of each other send one notification per entity: a screen reads the
 * entity again either way, and a busy team's writes would otherwise double the database's work.
 */
const GATHER_MS = 20;
/** Open streams one address, and all together, may hold: each holds a connection and a socket. */
export const STREAM_LIMITS = { perAddress: 50, total: 1000 };

/**
 * Tells every open screen, through any server process on the same database, that data
 * changed. Changes travel through PostgreSQL (NOTIFY, LISTEN), and each process passes them
 * to its own clients as server-sent events.
 */
export class ChangeFeed {
  private readonly clients = new Set<ServerResponse>();
  private readonly streamsByAddress = new Map<string, number>();
  private stopListening?: () => Promise<void>;
  private heartbeat?: NodeJS.Timeout;
  private readonly pending = new Set<Change['entity']>();
  private flushing?: Promise<void>;

  constructor(private readonly sql: Sql) {}

  async start(): Promise<void> {
    this.stopListening = await this.sql.listen(CHANNEL, (payload) => this.send(payload));
    this.heartbeat = setInterval(
      () => this.clients.forEach((client) => client.write(': still here\n\n')),
      HEARTBEAT_MS,
    );
    this.heartbeat.unref();
  }

  /** Resolves once the change has been sent, with any others gathered alongside it. */
  publish(change: Change): Promise<void> {
    this.pending.add(change.entity);
    this.flushing ??= new Promise((resolve) => setTimeout(resolve, GATHER_MS)).then(async () => {
      const entities = [...this.pending];
      this.pending.clear();
      this.flushing = undefined;
      await this.sql.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
        CHANNEL,
        entities.map((entity) => JSON.stringify({ entity })),
      ]);
    });
    return this.flushing;
  }

  /**
   * Keeps the response open as an event stream until the client goes; false, answering nothing,
   * when the address or the server already holds as many streams as STREAM_LIMITS allows.
   */
  subscribe(response: ServerResponse, address: string): boolean {
    const held = this.streamsByAddress.get(address) ?? 0;
    if (held >= STREAM_LIMITS.perAddress || this.clients.size >= STREAM_LIMITS.total) return false;
    this.streamsByAddress.set(address, held + 1);
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'X-Accel-Buffering': 'no',
    });
    response.write('retry: 1000\n\n');
    this.clients.add(response);
    response.on('close', () => {
      this.clients.delete(response);
      const left = (this.streamsByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.streamsByAddress.set(address, left);
      else this.streamsByAddress.delete(address);
    });
    return true;
  }

  private send(payload: string) {
    for (const client of this.clients) client.write(`event: change\ndata: ${payload}\n\n`);
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.clients.forEach((client) => client.end());
    this.clients.clear();
    await this.stopListening?.();
  }
}
