import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sqlAttempts, type TakeAttempt } from './attempts';
import { migrate } from './migrate';
import { openFreshSchema } from './postgresCluster';
import type { Sql } from './sql';
import { openTestPglite } from './test/testPglite';

const postgresUrl = inject('postgresUrl');
const DATABASES: [string, () => Promise<Sql>][] = [
  ['PGlite', openTestPglite],
  ...(postgresUrl
    ? [['PostgreSQL', async () => (await openFreshSchema(postgresUrl, 'attempts')).sql] as [string, () => Promise<Sql>]]
    : []),
];

describe.each(DATABASES)('attempts counted in %s', (_name, open) => {
  let sql: Sql;
  let take: TakeAttempt;
  beforeAll(async () => {
    sql = await open();
    await migrate(sql);
    take = sqlAttempts(sql);
  });
  afterAll(() => sql.close());

  it('counts up to the limit, then answers the wait until the oldest leaves the window, and counts again after', async () => {
    const attempt = { key: 'test:window', limit: 2, windowMs: 1000 };
    expect(await take([attempt])).toBe(0);
    expect(await take([attempt])).toBe(0);
    const wait = await take([attempt]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, wait + 50));
    expect(await take([attempt])).toBe(0);
  });

  it('counts nothing under any key when one is over its limit', async () => {
    const address = { key: 'test:address', limit: 5, windowMs: 60_000 };
    const email = { key: 'test:email', limit: 1, windowMs: 60_000 };
    const kept = async () =>
      (await sql.query<{ count: number }>('SELECT count(*)::int AS count FROM attempts'))[0].count;
    const before = await kept();
    expect(await take([address, email])).toBe(0);
    expect(await kept()).toBe(before + 2);
    expect(await take([address, email])).toBeGreaterThan(0);
    expect(await kept()).toBe(before + 2);
  });

  it('lets no more than the limit pass of attempts sent at once', async () => {
    const attempt = { key: 'test:at once', limit: 7, windowMs: 60_000 };
    const waits = await Promise.all(Array.from({ length: 20 }, () => take([attempt])));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(7);
  });
});
