import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testJobs } from '@/lib/test/jobs';
import { rightOrWrong, testAssessment } from '@/lib/test/assessments';
import { answeredVersion } from '@/lib/assessments/answeredVersion';
import type { Job, Question } from '@/lib/shared/types';
import { ACTIVITY_KINDS, TRACKED_FIELDS, type ActivityKind } from '@/lib/activity/activity';
import { migrate } from './migrate';
import { openTestPglite } from './test/testPglite';
import type { Sql } from './sql';
import { sqlAssessmentStore } from './store/assessments';
import { insertCandidates } from './store/candidates';
import { insertJobs } from './store/jobs';

/** A job at `order`, its id `job-<order>` unless given. */
const job = (order: number, id = `job-${order}`): Job => ({ ...testJobs([id])[0], order });

describe('the schema', () => {
  let sql: Sql;
  beforeEach(async () => {
    sql = await openTestPglite();
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

  it("records in each table's activity trigger the fields lib/activity tracks for its kind, under the same names", async () => {
    // Candidates' entries are written a statement at a time (migrations/049), with the same arguments.
    const triggers = await sql.query<{ args: Uint8Array; events: number }>(
      `SELECT tgargs AS args, tgtype & 28 AS events FROM pg_trigger
       WHERE tgfoid IN ('record_activity'::regproc, 'record_candidates_activity'::regproc)`,
    );
    const tracked = triggers.map(({ args }) => {
      const [kind, ...columns] = new TextDecoder().decode(args).split('\0').filter(Boolean);
      return [kind, columns.map((column) => column.split(':').at(-1))] as const;
    });
    // Sign-in limits are written by note_sign_in_failure (migrations/024), not by a table's trigger.
    expect(new Set(tracked.map(([kind]) => kind))).toEqual(new Set(ACTIVITY_KINDS.filter((kind) => kind !== 'signIn')));
    for (const [kind, fields] of tracked) expect(fields, kind).toEqual(TRACKED_FIELDS[kind as ActivityKind]);
    const candidateEvents = triggers
      .filter((_, index) => tracked[index][0] === 'candidate')
      .reduce((events, trigger) => events | trigger.events, 0);
    // INSERT (4), DELETE (8) and UPDATE (16): every write of a candidate is in the log.
    expect(candidateEvents).toBe(28);
  });

  it('keeps an activity log that only grows: no entry changed or removed, the log never emptied', async () => {
    await insertJobs(sql, [job(0)]);
    await sql.transaction(async (tx) => {
      await tx.query(
        "SELECT set_config('talentflow.actor_id', 'm-1', true), set_config('talentflow.actor', 'Bo', true)",
      );
      await tx.query("UPDATE jobs SET status = 'archived' WHERE id = 'job-0'");
    });
    const entries = await sql.query('SELECT actor_id, actor_name, kind, before, after FROM activity ORDER BY id');
    expect(entries.at(-1)).toEqual({
      actor_id: 'm-1',
      actor_name: 'Bo',
      kind: 'job',
      before: { status: 'active' },
      after: { status: 'archived' },
    });
    const refused = { message: 'The activity log only grows: its entries cannot be changed or removed' };
    await expect(sql.query("UPDATE activity SET actor_name = 'Someone else'")).rejects.toMatchObject(refused);
    await expect(sql.query('DELETE FROM activity')).rejects.toMatchObject(refused);
    await expect(sql.exec('TRUNCATE activity')).rejects.toMatchObject(refused);
    expect((await sql.query('SELECT count(*)::int AS count FROM activity'))[0]).toEqual({ count: entries.length });
  });

  it('plans every trigger over a transition table without JIT, which would compile each statement for rows it guesses', async () => {
    const triggers = await sql.query<{ name: string; settings: string[] | null }>(
      `SELECT DISTINCT proname AS name, proconfig AS settings FROM pg_trigger JOIN pg_proc ON pg_proc.oid = tgfoid
       WHERE tgnewtable IS NOT NULL OR tgoldtable IS NOT NULL ORDER BY proname`,
    );
    expect(triggers.length).toBeGreaterThan(5);
    expect(triggers.filter((trigger) => !trigger.settings?.includes('jit=off'))).toEqual([]);
  });

  it("works a candidate's stays out again when a change's time moves, not when only its reason is written", async () => {
    await insertJobs(sql, [job(0)]);
    await insertCandidates(sql, [{ id: 'c-1', name: 'Ada', email: 'ada@x.test', stage: 'screen', jobId: 'job-0' }]);
    await sql.exec(`INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage) VALUES
      ('t-1', 'c-1', '2026-03-01T00:00:00Z', 'applied', 'applied'),
      ('t-2', 'c-1', '2026-03-03T00:00:00Z', 'applied', 'screen')`);
    const stays = () => sql.query<{ place: string; days: number }>('SELECT ctid::text AS place, days FROM stage_stays');
    const kept = await stays();
    expect(kept.map((stay) => stay.days)).toEqual([2]);
    await sql.query("UPDATE timeline_entries SET reason = 'Other' WHERE id = 't-2'");
    expect(await stays()).toEqual(kept);
    await sql.query("UPDATE timeline_entries SET at = '2026-03-05T00:00:00Z' WHERE id = 't-2'");
    expect((await stays()).map((stay) => stay.days)).toEqual([4]);
  });
});

describe('kept response scores', () => {
  let sql: Sql;
  beforeEach(async () => {
    sql = await openTestPglite();
    await migrate(sql);
    await insertJobs(sql, [job(0)]);
    await insertCandidates(sql, [
      { id: 'c-1', name: 'Ada', email: 'ada@x.test', stage: 'tech', jobId: 'job-0' },
      { id: 'c-2', name: 'Bo', email: 'bo@x.test', stage: 'tech', jobId: 'job-0' },
    ]);
  });
  afterEach(() => sql.close());

  const choice = rightOrWrong;
  const withQuestion = (question: Question, version?: number) => ({ ...testAssessment('job-0', [question]), version });
  const scored = (earned: number) => ({
    status: 'scored',
    earned,
    possible: 1,
    percent: earned * 100,
    passed: earned === 1,
  });

  it('scores on reading a response stored without one: by its own version, or by the current assessment before versions', async () => {
    const store = sqlAssessmentStore(sql);
    const saved = await store.save(withQuestion(choice));
    const insert = `INSERT INTO assessment_responses (id, job_id, assessment_id, candidate_id, answers, submitted_at, answered)
      VALUES ($1, 'job-0', 'a-job-0', $2, '{"q-1": "Right"}', now(), $3::jsonb)`;
    await sql.query(insert, ['r-1', 'c-1', JSON.stringify(answeredVersion(saved))]);
    await sql.query(insert, ['r-2', 'c-2', null]);
    expect(await store.candidateScores()).toEqual([
      { candidateId: 'c-1', score: scored(1) },
      { candidateId: 'c-2', score: scored(1) },
    ]);

    await store.save(withQuestion({ ...choice, correct: ['o-2'] }, saved.version));
    expect(await store.candidateScores()).toEqual([
      { candidateId: 'c-1', score: scored(1) },
      { candidateId: 'c-2', score: scored(0) },
    ]);
    expect((await store.summaries())[0].assessment).toMatchObject({ responses: 2, scored: 2, averagePercent: 50 });
  });

  it('refuses a kept score that is not an object', async () => {
    await expect(
      sql.query(
        `INSERT INTO assessment_responses (id, job_id, assessment_id, candidate_id, answers, submitted_at, score)
         VALUES ('r-1', 'job-0', 'a-job-0', 'c-1', '{}', now(), '"75%"')`,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
