import { INTERVIEW_STAGES, type Assignment, type InterviewStage } from '@/lib/people/assignments';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Candidate } from '@/lib/shared/types';

/** Every how-manieth sample candidate in an interview stage each demo interviewer is asked to interview. */
const EVERY = 6;

/**
 * The sample data's interview assignments: the demo's interviewers each interview some of the
 * sample candidates in their current stage, assigned by the first recruiter, so that signing in
 * as an interviewer shows a pipeline of their own.
 */
export function demoAssignments(candidates: Candidate[], at: Date): Assignment[] {
  const interviewers = DEMO_TEAM.filter((member) => member.role === 'interviewer');
  const recruiter = DEMO_TEAM.find((member) => member.role === 'recruiter')!;
  const interviewed = candidates.filter((candidate) => INTERVIEW_STAGES.includes(candidate.stage as never));
  return interviewed.flatMap((candidate, index) => {
    const interviewer = index % EVERY === 0 ? interviewers[(index / EVERY) % interviewers.length] : undefined;
    if (!interviewer) return [];
    return [
      {
        id: `demo-assignment-${candidate.id}`,
        candidateId: candidate.id,
        stage: candidate.stage as InterviewStage,
        memberId: interviewer.id,
        memberName: interviewer.name,
        assignedBy: recruiter.name,
        assignedAt: at.toISOString(),
      },
    ];
  });
}
