import { randomUUID } from 'node:crypto';
import {
  assertInFuture,
  conflictsOf,
  type Interview,
  INTERVIEW_CANCELLED,
  INTERVIEW_NOT_FOUND,
  type InterviewInput,
  NOT_A_MEMBER,
  type Scheduled,
} from '@/lib/interviews/interviews';
import { CANDIDATE_NOT_FOUND, CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { teamOf } from './members';

interface InterviewRow {
  id: string;
  candidate_id: string;
  job_id: string | null;
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
}

const toInterview = (row: InterviewRow): Interview => ({
  id: row.id,
  candidateId: row.candidate_id,
  jobId: row.job_id ?? '',
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
});

type Schedule = Pick<InterviewStore, 'interviews' | 'schedule' | 'reschedule' | 'cancelInterview'>;

/** Scheduled interviews over PostgreSQL (migrations/039); conflicts are warned of, never refused. */
export function sqlSchedule(sql: Sql, { now = () => new Date(), actor, team }: StoreOptions): Schedule {
  const assertMembers = async (input: InterviewInput) => {
    assertInFuture(input, now());
    const members = await teamOf(sql, team);
    if (input.interviewerIds.some((id) => !members.some((member) => member.id === id))) {
      throw new InvalidInputError(NOT_A_MEMBER);
    }
  };
  /** The interview as written, with the interviewers' other interviews it overlaps. */
  const withConflicts = async (row: InterviewRow): Promise<Scheduled> => {
    const interview = toInterview(row);
    const others = await sql.query<InterviewRow>(
      "SELECT * FROM interviews WHERE interviewer_ids && $1::text[] AND state = 'scheduled' AND id <> $2",
      [interview.interviewerIds, interview.id],
    );
    return { interview, conflicts: conflictsOf(interview, others.map(toInterview)) };
  };
  /** Why a change of an interview wrote nothing: gone, changed since, or cancelled. */
  const refusal = async (candidateId: string, interviewId: string, sequence: number) => {
    const [row] = await sql.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1 AND candidate_id = $2', [
      interviewId,
      candidateId,
    ]);
    if (!row) return new RecordNotFoundError(INTERVIEW_NOT_FOUND);
    if (row.sequence !== sequence) return new ConflictError(CHANGED_ELSEWHERE);
    return new InvalidInputError(INTERVIEW_CANCELLED);
  };
  const fields = (input: InterviewInput) => [
    input.title,
    input.startsAt,
    input.durationMinutes,
    input.timeZone,
    input.interviewerIds,
    input.location,
    input.notes,
  ];
  return {
    interviews: async (candidateId) =>
      (
        await sql.query<InterviewRow>('SELECT * FROM interviews WHERE candidate_id = $1 ORDER BY starts_at, id', [
          candidateId,
        ])
      ).map(toInterview),
    schedule: async (candidateId, input) => {
      await assertMembers(input);
      const [row] = await sql.query<InterviewRow>(
        `INSERT INTO interviews (id, candidate_id, job_id, title, starts_at, duration_minutes, time_zone, interviewer_ids,
           location, notes, state, sequence, organizer_name, created_at)
         SELECT $1, id, job_id, $3, $4, $5, $6, $7::text[], $8, $9, 'scheduled', 0, $10, $11 FROM candidates WHERE id = $2
         RETURNING *`,
        [randomUUID(), candidateId, ...fields(input), actor?.name ?? '', now()],
      );
      if (!row) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
      return withConflicts(row);
    },
    reschedule: async (candidateId, interviewId, sequence, input) => {
      await assertMembers(input);
      const [row] = await sql.query<InterviewRow>(
        `UPDATE interviews SET title = $4, starts_at = $5, duration_minutes = $6, time_zone = $7,
           interviewer_ids = $8::text[], location = $9, notes = $10, sequence = sequence + 1
         WHERE id = $1 AND candidate_id = $2 AND sequence = $3 AND state = 'scheduled' RETURNING *`,
        [interviewId, candidateId, sequence, ...fields(input)],
      );
      if (!row) throw await refusal(candidateId, interviewId, sequence);
      return withConflicts(row);
    },
    cancelInterview: async (candidateId, interviewId, sequence) => {
      const [row] = await sql.query<InterviewRow>(
        `UPDATE interviews SET state = 'cancelled', sequence = sequence + 1
         WHERE id = $1 AND candidate_id = $2 AND sequence = $3 AND state = 'scheduled' RETURNING *`,
        [interviewId, candidateId, sequence],
      );
      if (!row) throw await refusal(candidateId, interviewId, sequence);
      return toInterview(row);
    },
  };
}
