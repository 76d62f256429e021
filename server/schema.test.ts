import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testJobs } from '@/lib/test/db';
import type { Job } from '@/lib/shared/types';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import type { Sql } from './sql';
import { insertJobs } from './store/jobs';

/** A job at `order`, its id `job-<order>` unless given. */
const job = (order: number, id = `job-${order}`): Job => ({ ...testJobs([id])[0], order });

describe('the schema', () => {
  let sql: Sql;
  beforeEach(async () => {
    sql = await openPglite();
    await migrate(sql);
  });
  afterEach(() => sql.close());

  it('keeps job orders 0..n-1 whatever writes them', async () => {
    await insertJobs(sql, [job(0), job(1)]);
    await expect(insertJobs(sql, [job(3)])).rejects.toMatchObject({ code: 'TFORD' });
    await expect(insertJobs(sql, [job(1, 'job-again')])).rejects.toMatchObject({ code: 'TFORD' });
    await expect(sql.query("UPDATE jobs SET sort_order = 0 WHERE id = 'job-1'")).rejects.toMatchObject({
      code: 'TFORD',
    });
    await expect(sql.query("DELETE FROM jobs WHERE id = 'job-0'")).rejects.toMatchObject({ code: 'TFORD' });
    await insertJobs(sql, [job(2)]);
    const orders = await sql.query<{ sort_order: number }>('SELECT sort_order FROM jobs ORDER BY sort_order');
    expect(orders.map((row) => row.sort_order)).toEqual([0, 1, 2]);
  });
});
