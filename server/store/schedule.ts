import { randomUUID } from 'node:crypto';
import {
  assertInFuture,
  busyTimes,
  cancelledInterview,
  conflictsOf,
  type Interview,
  INTERVIEW_CANCELLED,
  INTERVIEW_NOT_FOUND,
  type InterviewInput,
  type InterviewStep,
  newInterview,
  assertOnTeam,
  rescheduledInterview,
  type Scheduled,
} from '@/lib/interviews/interviews';
import { newAssignment } from '@/lib/people/assignments';
import type { Member } from '@/lib/people/members';
import { CANDIDATE_NOT_FOUND, CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { queueInvitations } from './invitations';
import { teamOf } from './members';

export interface InterviewRow {
  id: string;
  candidate_id: string;
  job_id: string | null;
  stage: Interview['stage'];
  title: string;
  starts_at: Date;
  duration_minutes: number;
  time_zone: string;
  interviewer_ids: string[];
  location: string;
  notes: string;
  state: Interview['state'];
  sequence: number;
  organizer_name: string;
  created_at: Date;
  history: InterviewStep[];
}

export const toInterview = (row: InterviewRow): Interview => ({
  id: row.id,
  candidateId: row.candidate_id,
  jobId: row.job_id ?? '',
  stage: row.stage,
  title: row.title,
  startsAt: new Date(row.starts_at).toISOString(),
  durationMinutes: row.duration_minutes,
  timeZone: row.time_zone,
  interviewerIds: row.interviewer_ids,
  location: row.location,
  notes: row.notes,
  state: row.state,
  sequence: row.sequence,
  organizerName: row.organizer_name,
  createdAt: new Date(row.created_at).toISOString(),
  history: row.history,
});

type Schedule = Pick<
  InterviewStore,
  'interviews' | 'schedule' | 'reschedule' | 'cancelInterview' | 'busy' | 'calendar'
>;

/** The scheduled interviews of any of `interviewerIds` (all times unless a window is given). */
export async function interviewsOf(sql: Sql, interviewerIds: readonly string[], from?: string, to?: string) {
  const rows = await sql.query<InterviewRow>(
    `SELECT * FROM interviews WHERE interviewer_ids && $1::text[] AND state = 'scheduled'
       AND ($2::timestamptz IS NULL OR starts_at + duration_minutes * interval '1 minute' > $2)
       AND ($3::timestamptz IS NULL OR starts_at < $3)`,
    [interviewerIds, from ?? null, to ?? null],
  );
  return rows.map(toInterview);
}

/** An interview's columns in the order `writeInterview` gives them. */
const COLUMNS =
  'id, candidate_id, job_id, stage, title, starts_at, duration_minutes, time_zone, interviewer_ids, location, notes, state, sequence, organizer_name, created_at, history';

const valuesOf = (interview: Interview) => [
  interview.id,
  interview.candidateId,
  interview.jobId || null,
  interview.stage,
  interview.title,
  interview.startsAt,
  interview.durationMinutes,
  interview.timeZone,
  interview.interviewerIds,
  interview.location,
  interview.notes,
  interview.state,
  interview.sequence,
  interview.organizerName,
  interview.createdAt,
  JSON.stringify(interview.history),
];

/** Writes the interview over the version `sequence` (a new one when undefined), or nothing. */
export async function writeInterview(tx: Sql, interview: Interview, sequence?: number) {
  const params = valuesOf(interview);
  const placeholders = params.map((_, index) => `$${index + 1}`).join(', ');
  const [row] = await tx.query<InterviewRow>(
    sequence === undefined
      ? `INSERT INTO interviews (${COLUMNS}) VALUES (${placeholders}) RETURNING *`
      : `UPDATE interviews SET (${COLUMNS}) = (${placeholders})
         WHERE id = $1 AND sequence = $${params.length + 1} AND state = 'scheduled' RETURNING *`,
    sequence === undefined ? params : [...params, sequence],
  );
  return row;
}

/** Each interviewer assigned to the candidate in the interview's stage, so they see and score them. */
export async function assignInterviewers(
  tx: Sql,
  interview: Interview,
  members: readonly Member[],
  by: string,
  now: Date,
) {
  for (const memberId of interview.interviewerIds) {
    const assignment = newAssignment(interview.candidateId, { memberId, stage: interview.stage }, members, by, now);
    await tx.query(
      `INSERT INTO assignments (id, candidate_id, stage, member_id, member_name, assigned_by, assigned_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (candidate_id, stage, member_id) DO NOTHING`,
      [
        assignment.id,
        assignment.candidateId,
        assignment.stage,
        assignment.memberId,
        assignment.memberName,
        assignment.assignedBy,
        assignment.assignedAt,
      ],
    );
  }
}

/**
 * Scheduled interviews over PostgreSQL (migrations/039, 040); conflicts are warned of, never
 * refused. The next state of an interview is lib/interviews' rule; the write is guarded by the
 * sequence it was made from, so of two changes from one version one is written.
 */
export function sqlSchedule(
  sql: Sql,
  { now = () => new Date(), actor, team, sendsMail, mailFrom }: StoreOptions,
): Schedule {
  const by = actor?.name ?? '';
  /** Where mail is sent, the interview's invitations go with its write; else nothing is queued. */
  const invite = (tx: Sql, interview: Interview, linkBase: string, takenOff?: string[]) =>
    sendsMail && mailFrom
      ? queueInvitations(tx, interview, { from: mailFrom, linkBase, actor, now: now() }, takenOff)
      : Promise.resolve();
  const membersOf = async (input: InterviewInput) => {
    assertInFuture(input, now());
    const members = await teamOf(sql, team);
    assertOnTeam(input.interviewerIds, members);
    return members;
  };
  /** The interview as written, with the interviewers' other interviews it overlaps. */
  const withConflicts = async (interview: Interview): Promise<Scheduled> => ({
    interview,
    conflicts: conflictsOf(interview, await interviewsOf(sql, interview.interviewerIds)),
  });
  /** The interview as it is, refused when gone, changed since `sequence`, or cancelled. */
  const current = async (tx: Sql, candidateId: string, interviewId: string, sequence: number) => {
    const [row] = await tx.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1 AND candidate_id = $2', [
      interviewId,
      candidateId,
    ]);
    if (!row) throw new RecordNotFoundError(INTERVIEW_NOT_FOUND);
    if (row.sequence !== sequence) throw new ConflictError(CHANGED_ELSEWHERE);
    if (row.state !== 'scheduled') throw new InvalidInputError(INTERVIEW_CANCELLED);
    return toInterview(row);
  };
  return {
    calendar: async ({ from, to, mine }) =>
      (
        await sql.query<InterviewRow & { candidate_name: string; job_title: string | null }>(
          `SELECT i.*, c.name AS candidate_name, j.title AS job_title
           FROM interviews i JOIN candidates c ON c.id = i.candidate_id LEFT JOIN jobs j ON j.id = i.job_id
           WHERE i.starts_at >= $1 AND i.starts_at < $2 AND ($3::text IS NULL OR $3 = ANY (i.interviewer_ids))
           ORDER BY i.starts_at, i.id`,
          [from, to, mine ? (actor?.id ?? '') : null],
        )
      ).map((row) => ({ ...toInterview(row), candidateName: row.candidate_name, jobTitle: row.job_title ?? '' })),
    busy: async (interviewerIds, from, to) =>
      busyTimes(await interviewsOf(sql, interviewerIds, from, to), interviewerIds, from, to),
    interviews: async (candidateId) =>
      (
        await sql.query<InterviewRow>('SELECT * FROM interviews WHERE candidate_id = $1 ORDER BY starts_at, id', [
          candidateId,
        ])
      ).map(toInterview),
    schedule: async (candidateId, input, linkBase) => {
      const members = await membersOf(input);
      const written = await sql.transaction(async (tx) => {
        const [candidate] = await tx.query<{ job_id: string | null }>('SELECT job_id FROM candidates WHERE id = $1', [
          candidateId,
        ]);
        if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        const interview = newInterview(
          { id: randomUUID(), candidateId, jobId: candidate.job_id ?? '' },
          input,
          by,
          now(),
        );
        const row = await writeInterview(tx, interview);
        await assignInterviewers(tx, interview, members, by, now());
        await invite(tx, interview, linkBase);
        return toInterview(row!);
      });
      return withConflicts(written);
    },
    reschedule: async (candidateId, interviewId, sequence, input, linkBase) => {
      const members = await membersOf(input);
      const written = await sql.transaction(async (tx) => {
        const before = await current(tx, candidateId, interviewId, sequence);
        const interview = rescheduledInterview(before, input, by, now());
        const row = await writeInterview(tx, interview, sequence);
        if (!row) throw new ConflictError(CHANGED_ELSEWHERE);
        await assignInterviewers(tx, interview, members, by, now());
        const takenOff = before.interviewerIds.filter((id) => !interview.interviewerIds.includes(id));
        await invite(tx, interview, linkBase, takenOff);
        return toInterview(row);
      });
      return withConflicts(written);
    },
    cancelInterview: (candidateId, interviewId, sequence, linkBase) =>
      sql.transaction(async (tx) => {
        const interview = cancelledInterview(await current(tx, candidateId, interviewId, sequence), by, now());
        const row = await writeInterview(tx, interview, sequence);
        if (!row) throw new ConflictError(CHANGED_ELSEWHERE);
        await invite(tx, interview, linkBase);
        return toInterview(row);
      }),
  };
}
