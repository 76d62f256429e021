import { InvalidInputError } from '@/lib/shared/errors';
import { fieldsOf } from '@/lib/shared/storableInput';
import { endOf, type Interview } from './interviews';
import type { Scorecard } from './scorecards';

/**
 * Scorecards overdue (issue 50): an interviewer of a scheduled interview whose scorecard of its
 * stage is not submitted some hours after it ended (the team's setting). They are reminded once,
 * by email where mail is sent; recruiters see them on the board and the job's page.
 */
export interface OverdueScorecard {
  interviewId: string;
  candidateId: string;
  candidateName: string;
  jobId: string;
  memberId: string;
  memberName: string;
  title: string;
  endedAt: string;
}

export const DEFAULT_REMINDER_HOURS = 24;
export const REMINDER_LIMITS = { minHours: 1, maxHours: 168 } as const;

/** The hours after an interview's end that a missing scorecard is overdue, from a request body. */
export function readReminderHours(body: unknown): number {
  const { hours } = fieldsOf(body);
  if (
    typeof hours !== 'number' ||
    !Number.isInteger(hours) ||
    hours < REMINDER_LIMITS.minHours ||
    hours > REMINDER_LIMITS.maxHours
  ) {
    throw new InvalidInputError(
      `Remind from ${REMINDER_LIMITS.minHours} to ${REMINDER_LIMITS.maxHours} hours after an interview ends`,
    );
  }
  return hours;
}

/** The instant before which an interview must have ended for its missing scorecards to be overdue. */
export const overdueBefore = (hours: number, now: Date) =>
  new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString();

/** The scheduled interviews' interviewers without a submitted scorecard of the stage, `hours` after the end. */
export function overdueScorecards(
  interviews: readonly Interview[],
  scorecards: readonly Pick<Scorecard, 'candidateId' | 'stage' | 'memberId' | 'status'>[],
  names: { candidate: (id: string) => string; member: (id: string) => string },
  hours: number,
  now: Date,
): OverdueScorecard[] {
  const cutoff = overdueBefore(hours, now);
  return interviews
    .filter((interview) => interview.state === 'scheduled' && endOf(interview) <= cutoff)
    .flatMap((interview) =>
      interview.interviewerIds
        .filter(
          (memberId) =>
            !scorecards.some(
              (card) =>
                card.candidateId === interview.candidateId &&
                card.stage === interview.stage &&
                card.memberId === memberId &&
                card.status === 'submitted',
            ),
        )
        .map((memberId) => ({
          interviewId: interview.id,
          candidateId: interview.candidateId,
          candidateName: names.candidate(interview.candidateId),
          jobId: interview.jobId,
          memberId,
          memberName: names.member(memberId),
          title: interview.title,
          endedAt: endOf(interview),
        })),
    )
    .sort((a, b) => a.endedAt.localeCompare(b.endedAt) || a.memberName.localeCompare(b.memberName));
}

/** The reminder an interviewer receives by email: their scorecard, and where to fill it in. */
export const reminderMessage = (overdue: OverdueScorecard, candidatePage: string) => ({
  subject: `Your scorecard for ${overdue.candidateName} is due`,
  body: `Hello ${overdue.memberName.split(/\s+/)[0]},\n\nYour scorecard of ${overdue.title} with ${overdue.candidateName} is not submitted yet. The interview ended ${new Date(overdue.endedAt).toUTCString()}.\n\nFill it in here: ${candidatePage}#scorecards\n`,
});
