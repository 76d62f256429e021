import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzeEvery, openPglite } from './pglite';
import type { Sql } from './sql';

describe('PGlite on its own thread', () => {
  let sql: Sql;
  beforeAll(async () => {
    sql = await openPglite();
  });
  beforeEach(() =>
    sql.exec(
      'DROP TABLE IF EXISTS people; CREATE TABLE people (email text PRIMARY KEY, tags text[], profile jsonb, seen timestamptz)',
    ),
  );
  afterAll(() => sql.close());

  it("gathers the planner's statistics at once and again on its interval, which PGlite never does itself", async () => {
    await sql.query("INSERT INTO people (email) SELECT 'p' || n || '@x.example' FROM generate_series(1, 50) AS n");
    const gathered = async () =>
      (await sql.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_stats WHERE tablename = 'people'"))[0]
        .count;
    expect(await gathered()).toBe(0);
    const stop = analyzeEvery(sql, 50);
    try {
      await expect.poll(gathered).toBeGreaterThan(0);
      await sql.exec(
        'DROP TABLE people; CREATE TABLE people (email text PRIMARY KEY, tags text[], profile jsonb, seen timestamptz)',
      );
      await sql.query("INSERT INTO people (email) VALUES ('again@x.example')");
      await expect.poll(gathered).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it('never queues a second gathering behind one that outlasts the interval', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let started = 0;
    const slow = {
      exec: async () => {
        started += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 60));
        running -= 1;
      },
    } as unknown as Sql;
    const stop = analyzeEvery(slow, 5);
    await expect.poll(() => started).toBeGreaterThanOrEqual(3);
    stop();
    const afterStop = started;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(mostAtOnce).toBe(1);
    expect(started - afterStop).toBeLessThanOrEqual(1);
  });

  it('sends parameters as node-postgres does: arrays, objects as JSON, dates and null', async () => {
    const seen = new Date('2026-03-04T05:06:07.000Z');
    await sql.query('INSERT INTO people VALUES ($1, $2, $3, $4)', ['a@x.example', ['x', 'y,z'], { level: 2 }, seen]);
    await sql.query('INSERT INTO people VALUES ($1, $2, $3, $4)', ['b@x.example', null, null, null]);
    const rows = await sql.query('SELECT * FROM people ORDER BY email');
    expect(rows).toEqual([
      { email: 'a@x.example', tags: ['x', 'y,z'], profile: { level: 2 }, seen },
      { email: 'b@x.example', tags: null, profile: null, seen: null },
    ]);
  });

  it("passes PostgreSQL's error code and constraint on, and goes on answering", async () => {
    await sql.query('INSERT INTO people (email) VALUES ($1)', ['a@x.example']);
    await expect(sql.query('INSERT INTO people (email) VALUES ($1)', ['a@x.example'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'people_pkey',
    });
    await expect(sql.query('SELECT count(*)::int AS count FROM people')).resolves.toEqual([{ count: 1 }]);
  });

  it('keeps statements sent meanwhile out of an open transaction', async () => {
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = sql.transaction(async (tx) => {
      await tx.query('INSERT INTO people (email) VALUES ($1)', ['gone@x.example']);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('changed my mind');
    });
    await opened;
    const counted = sql.query<{ count: number }>('SELECT count(*)::int AS count FROM people');
    await expect(rolledBack).rejects.toThrow('changed my mind');
    await expect(counted).resolves.toEqual([{ count: 0 }]);
  });

  it('delivers notifications to a listener', async () => {
    const payloads: string[] = [];
    await sql.listen('people_changes', (payload) => payloads.push(payload));
    await sql.query("SELECT pg_notify('people_changes', $1)", ['hello']);
    await expect.poll(() => payloads).toEqual(['hello']);
  });

  it('stops listening in the database when the listener stops', async () => {
    const stop = await sql.listen('people_audit', () => undefined);
    const listening = async () =>
      (await sql.query<{ channel: string }>('SELECT pg_listening_channels() AS channel')).map((row) => row.channel);
    await expect(listening()).resolves.toContain('people_audit');
    await stop();
    await expect(listening()).resolves.not.toContain('people_audit');
  });
});
