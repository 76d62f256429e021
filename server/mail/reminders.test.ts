import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testJobs } from '@/lib/test/jobs';
import { migrate } from '../migrate';
import { openTestPglite } from '../test/testPglite';
import { FAST_OUTBOX as FAST, mailServer } from '../test/mailServer';
import { waitFor } from '../test/waitFor';
import type { Sql } from '../sql';
import { sqlStore } from '../store';
import { insertCandidates } from '../store/candidates';
import { insertJobs } from '../store/jobs';
import { smtpTransport, startOutbox } from './outbox';
import { startScorecardReminders } from './reminders';

describe('scorecard reminders by email', () => {
  let sql: Sql;
  beforeAll(async () => {
    sql = await openTestPglite();
    await migrate(sql);
    await insertJobs(sql, testJobs(['job-1']));
    await insertCandidates(sql, [
      { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.org', stage: 'tech', jobId: 'job-1' },
    ]);
    await sql.query(
      `INSERT INTO members (id, name, email, handle, role, password_hash) VALUES
         ('m-dave', 'Dave Tanaka', 'dave@team.test', '@dave', 'interviewer', 'set'),
         ('m-eve', 'Eve Castillo', 'eve@team.test', '@eve', 'interviewer', 'set')`,
    );
  });
  afterAll(() => sql.close());

  it('emails each interviewer with a missing scorecard once, however often and by however many sweepers after a restart', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    const scheduledAt = new Date('2027-03-20T12:00:00.000Z');
    const store = sqlStore(sql, { now: () => scheduledAt, actor: { id: 'bob', name: 'Bob Okafor', handle: '@bob' } });
    await store.interviews.schedule(
      'c1',
      {
        stage: 'tech',
        title: 'Tech interview',
        startsAt: '2027-03-29T08:00:00.000Z',
        durationMinutes: 60,
        timeZone: 'Europe/Paris',
        interviewerIds: ['m-dave', 'm-eve'],
        location: '',
        notes: '',
      },
      'https://team.test',
    );
    const at = (iso: string) => () => new Date(iso);
    const logs: string[] = [];
    const sweeper = (now: () => Date) =>
      startScorecardReminders({
        sql,
        linkBase: 'https://team.test',
        everyMs: 3_600_000,
        now,
        log: (line) => logs.push(line),
      });
    /** What a sweeper's first sweep, at its start, queued. */
    const queuedAtStart = async (count: number) => {
      await expect.poll(() => logs.length).toBeGreaterThan(0);
      expect(logs.splice(0)).toEqual([`Scorecard reminders: ${count} queued at start.`]);
    };

    const early = sweeper(at('2027-03-30T08:59:00.000Z'));
    await queuedAtStart(0);
    early.stop();
    const due = sweeper(at('2027-03-30T09:00:00.000Z'));
    await queuedAtStart(2);
    // Swept again, twice at once: nothing more.
    expect(await Promise.all([due.sweep(), due.sweep()])).toEqual([0, 0]);
    due.stop();
    // A server started again later sweeps the same database: nothing more.
    const restarted = sweeper(at('2027-03-31T12:00:00.000Z'));
    await queuedAtStart(0);
    restarted.stop();

    const outbox = startOutbox({
      sql,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      from: 'hiring@team.test',
      timing: FAST,
      log: () => undefined,
    });
    await waitFor(() => smtp.received.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await outbox.stop();
    await smtp.close();
    expect(smtp.received.map(({ to, subject }) => [to, subject]).sort()).toEqual([
      ['dave@team.test', 'Your scorecard for Ada Lovelace is due'],
      ['eve@team.test', 'Your scorecard for Ada Lovelace is due'],
    ]);
    expect(smtp.received[0].text).toContain('Fill it in here: https://team.test/candidates/c1#scorecards');
  });
});
