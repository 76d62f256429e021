import { type OverdueScorecard, overdueBefore } from '@/lib/interviews/reminders';
import { type Member, memberName } from '@/lib/people/members';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { actingStatement } from './acting';
import { teamOf } from './members';

type Reminders = Pick<InterviewStore, 'reminderHours' | 'saveReminderHours' | 'overdueScorecards'>;

export async function reminderHoursOf(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ hours: number }>('SELECT scorecard_reminder_hours AS hours FROM team');
  return row?.hours ?? 24;
}

/**
 * Scorecards overdue now, by the rule of lib/interviews/reminders.ts written as one query (the
 * API tests over every back end hold the two equal): each interviewer of a scheduled interview
 * that ended `hours` ago without a submitted scorecard of its stage.
 */
export async function findOverdue(
  sql: Sql,
  { hours, now, jobId = '', team }: { hours: number; now: Date; jobId?: string; team: readonly Member[] },
): Promise<OverdueScorecard[]> {
  const rows = await sql.query<{
    interview_id: string;
    candidate_id: string;
    candidate_name: string;
    job_id: string | null;
    member_id: string;
    title: string;
    ended_at: Date;
  }>(
    `SELECT i.id AS interview_id, i.candidate_id, c.name AS candidate_name, i.job_id, interviewer.id AS member_id,
       i.title, i.starts_at + i.duration_minutes * interval '1 minute' AS ended_at
     FROM interviews i
       CROSS JOIN LATERAL unnest(i.interviewer_ids) AS interviewer (id)
       JOIN candidates c ON c.id = i.candidate_id
     WHERE i.state = 'scheduled' AND i.starts_at + i.duration_minutes * interval '1 minute' <= $1
       AND ($2 = '' OR i.job_id = $2)
       AND NOT EXISTS (
         SELECT 1 FROM scorecards s
         WHERE s.candidate_id = i.candidate_id AND s.stage = i.stage AND s.member_id = interviewer.id
           AND s.status = 'submitted')`,
    [overdueBefore(hours, now), jobId],
  );
  return rows
    .map((row) => ({
      interviewId: row.interview_id,
      candidateId: row.candidate_id,
      candidateName: row.candidate_name,
      jobId: row.job_id ?? '',
      memberId: row.member_id,
      memberName: memberName(team, row.member_id),
      title: row.title,
      endedAt: new Date(row.ended_at).toISOString(),
    }))
    .sort((a, b) => a.endedAt.localeCompare(b.endedAt) || a.memberName.localeCompare(b.memberName));
}

/** Overdue scorecards over PostgreSQL (migrations/040). */
export function sqlReminders(sql: Sql, { now = () => new Date(), actor, team }: StoreOptions): Reminders {
  return {
    reminderHours: () => reminderHoursOf(sql),
    saveReminderHours: async (hours) => {
      await sql.query(
        ...actingStatement(actor, (acting) => `UPDATE team SET scorecard_reminder_hours = $1 FROM ${acting}`, [hours]),
      );
      return hours;
    },
    overdueScorecards: async (jobId) =>
      findOverdue(sql, { hours: await reminderHoursOf(sql), now: now(), jobId, team: await teamOf(sql, team) }),
  };
}
