import { v4 as uuidv4 } from 'uuid';
import {
  assertInFuture,
  busyTimes,
  cancelledInterview,
  conflictsOf,
  type Interview,
  INTERVIEW_CANCELLED,
  INTERVIEW_NOT_FOUND,
  type InterviewInput,
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
import type { TalentFlowDB } from './db';

type Schedule = Pick<
  InterviewStore,
  'interviews' | 'schedule' | 'reschedule' | 'cancelInterview' | 'busy' | 'calendar'
>;

/**
 * Writes the interview and assigns each of its interviewers to the candidate in its stage if they
 * were not, so they see the candidate and score them. Inside a transaction over both tables.
 */
export async function putInterview(
  db: TalentFlowDB,
  interview: Interview,
  team: readonly Member[],
  by: string,
  now: Date,
) {
  await db.interviews.put(interview);
  const assigned = await db.assignments.where('candidateId').equals(interview.candidateId).toArray();
  const unassigned = interview.interviewerIds.filter(
    (memberId) => !assigned.some((row) => row.memberId === memberId && row.stage === interview.stage),
  );
  await db.assignments.bulkAdd(
    unassigned.map((memberId) =>
      newAssignment(interview.candidateId, { memberId, stage: interview.stage }, team, by, now),
    ),
  );
}

/** The scheduled interviews of any of `interviewerIds`. */
export const interviewsOf = async (db: TalentFlowDB, interviewerIds: readonly string[]) =>
  (await db.interviews.where('interviewerIds').anyOf(interviewerIds).distinct().toArray()).filter(
    (interview) => interview.state === 'scheduled',
  );

/** Scheduled interviews over the browser's database; conflicts are warned of, never refused. */
export function dexieSchedule(db: TalentFlowDB, { now = () => new Date(), actor, team = [] }: StoreOptions): Schedule {
  const assertMembers = (input: InterviewInput) => {
    assertInFuture(input, now());
    assertOnTeam(input.interviewerIds, team);
  };
  const by = actor?.name ?? '';
  /** The interview written, with the interviewers' other interviews it overlaps. */
  const written = async (interview: Interview): Promise<Scheduled> => {
    await putInterview(db, interview, team, by, now());
    return { interview, conflicts: conflictsOf(interview, await interviewsOf(db, interview.interviewerIds)) };
  };
  const current = async (candidateId: string, interviewId: string, sequence: number) => {
    const interview = await db.interviews.get(interviewId);
    if (!interview || interview.candidateId !== candidateId) throw new RecordNotFoundError(INTERVIEW_NOT_FOUND);
    if (interview.sequence !== sequence) throw new ConflictError(CHANGED_ELSEWHERE);
    if (interview.state === 'cancelled') throw new InvalidInputError(INTERVIEW_CANCELLED);
    return interview;
  };
  return {
    calendar: async ({ from, to, mine }) => {
      const rows = await db.interviews.where('startsAt').between(from, to, true, false).toArray();
      const shown = rows.filter((row) => !mine || (actor !== undefined && row.interviewerIds.includes(actor.id)));
      const candidates = await db.candidates.bulkGet(shown.map((row) => row.candidateId));
      const jobs = await db.jobs.bulkGet(shown.map((row) => row.jobId));
      return shown
        .map((row, index) => ({
          ...row,
          candidateName: candidates[index]?.name ?? '',
          jobTitle: jobs[index]?.title ?? '',
        }))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    },
    busy: async (interviewerIds, from, to) =>
      busyTimes(await interviewsOf(db, interviewerIds), interviewerIds, from, to),
    interviews: async (candidateId) =>
      (await db.interviews.where('candidateId').equals(candidateId).toArray()).sort((a, b) =>
        a.startsAt.localeCompare(b.startsAt),
      ),
    schedule: (candidateId, input) => {
      assertMembers(input);
      return db.transaction('rw', [db.candidates, db.interviews, db.assignments], async () => {
        const candidate = await db.candidates.get(candidateId);
        if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        return written(newInterview({ id: uuidv4(), candidateId, jobId: candidate.jobId }, input, by, now()));
      });
    },
    reschedule: (candidateId, interviewId, sequence, input) => {
      assertMembers(input);
      return db.transaction('rw', [db.interviews, db.assignments], async () => {
        const interview = await current(candidateId, interviewId, sequence);
        return written(rescheduledInterview(interview, input, by, now()));
      });
    },
    cancelInterview: (candidateId, interviewId, sequence) =>
      db.transaction('rw', db.interviews, async () => {
        const interview = await current(candidateId, interviewId, sequence);
        const cancelled = cancelledInterview(interview, by, now());
        await db.interviews.put(cancelled);
        return cancelled;
      }),
  };
}
