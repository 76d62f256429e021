import { v4 as uuidv4 } from 'uuid';
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
import type { TalentFlowDB } from './db';

type Schedule = Pick<InterviewStore, 'interviews' | 'schedule' | 'reschedule' | 'cancelInterview'>;

/** Scheduled interviews over the browser's database; conflicts are warned of, never refused. */
export function dexieSchedule(db: TalentFlowDB, { now = () => new Date(), actor, team = [] }: StoreOptions): Schedule {
  const assertMembers = (input: InterviewInput) => {
    assertInFuture(input, now());
    if (input.interviewerIds.some((id) => !team.some((member) => member.id === id))) {
      throw new InvalidInputError(NOT_A_MEMBER);
    }
  };
  /** The interview written, with the interviewers' other interviews it overlaps. */
  const written = async (interview: Interview): Promise<Scheduled> => {
    await db.interviews.put(interview);
    const others = await db.interviews.where('interviewerIds').anyOf(interview.interviewerIds).toArray();
    return { interview, conflicts: conflictsOf(interview, others) };
  };
  const current = async (candidateId: string, interviewId: string, sequence: number) => {
    const interview = await db.interviews.get(interviewId);
    if (!interview || interview.candidateId !== candidateId) throw new RecordNotFoundError(INTERVIEW_NOT_FOUND);
    if (interview.sequence !== sequence) throw new ConflictError(CHANGED_ELSEWHERE);
    if (interview.state === 'cancelled') throw new InvalidInputError(INTERVIEW_CANCELLED);
    return interview;
  };
  return {
    interviews: async (candidateId) =>
      (await db.interviews.where('candidateId').equals(candidateId).toArray()).sort((a, b) =>
        a.startsAt.localeCompare(b.startsAt),
      ),
    schedule: (candidateId, input) => {
      assertMembers(input);
      return db.transaction('rw', [db.candidates, db.interviews], async () => {
        const candidate = await db.candidates.get(candidateId);
        if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        return written({
          id: uuidv4(),
          candidateId,
          jobId: candidate.jobId,
          ...input,
          state: 'scheduled',
          sequence: 0,
          organizerName: actor?.name ?? '',
          createdAt: now().toISOString(),
        });
      });
    },
    reschedule: (candidateId, interviewId, sequence, input) => {
      assertMembers(input);
      return db.transaction('rw', db.interviews, async () => {
        const interview = await current(candidateId, interviewId, sequence);
        return written({ ...interview, ...input, sequence: interview.sequence + 1 });
      });
    },
    cancelInterview: (candidateId, interviewId, sequence) =>
      db.transaction('rw', db.interviews, async () => {
        const interview = await current(candidateId, interviewId, sequence);
        const cancelled: Interview = { ...interview, state: 'cancelled', sequence: interview.sequence + 1 };
        await db.interviews.put(cancelled);
        return cancelled;
      }),
  };
}
