import type { TalentFlowDB } from './db';
import { ASSIGNMENT_NOT_FOUND } from '@/lib/people/assignments';
import { CANDIDATE_NOT_FOUND, JOB_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { DEFAULT_INTERVIEW_PLAN, type InterviewPlan } from '@/lib/interviews/interviewPlans';
import {
  type CandidateScorecards,
  nextScorecard,
  readScorecardInput,
  type Scorecard,
  type ScorecardTally,
  summarizeScorecards,
  talliesOf,
} from '@/lib/interviews/scorecards';

/** A job's interview plan as kept (migrations/018's table in team mode). */
export async function readInterviewPlan(db: TalentFlowDB, jobId: string): Promise<InterviewPlan> {
  return (await db.interviewPlans.get(jobId))?.plan ?? DEFAULT_INTERVIEW_PLAN;
}

export async function saveInterviewPlan(db: TalentFlowDB, jobId: string, plan: InterviewPlan): Promise<InterviewPlan> {
  await db.transaction('rw', [db.jobs, db.interviewPlans], async () => {
    if (!(await db.jobs.get(jobId))) throw new RecordNotFoundError(JOB_NOT_FOUND);
    await db.interviewPlans.put({ jobId, plan });
  });
  return plan;
}

/** Every scorecard on the candidate, drafts included: what each member may see is storeActingAs's call. */
export async function listScorecards(db: TalentFlowDB, candidateId: string): Promise<CandidateScorecards> {
  const scorecards = await db.scorecards.where('candidateId').equals(candidateId).toArray();
  return { scorecards, hidden: 0, summary: summarizeScorecards(scorecards) };
}

/**
 * Saves the acting member's scorecard for one of their assignments, judged on the attributes
 * the candidate's job plans for that stage: a draft, a submission, or an amendment.
 */
export async function saveScorecard(
  db: TalentFlowDB,
  candidateId: string,
  assignmentId: string,
  body: unknown,
  actorId: string | undefined,
  now: Date,
): Promise<Scorecard> {
  return db.transaction('rw', [db.candidates, db.assignments, db.interviewPlans, db.scorecards], async () => {
    const candidate = await db.candidates.get(candidateId);
    if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    const assignment = await db.assignments.get(assignmentId);
    if (!assignment || assignment.candidateId !== candidateId) throw new RecordNotFoundError(ASSIGNMENT_NOT_FOUND);
    const plan = candidate.jobId ? await readInterviewPlan(db, candidate.jobId) : DEFAULT_INTERVIEW_PLAN;
    const input = readScorecardInput(body, plan[assignment.stage]);
    const scorecard = nextScorecard(await db.scorecards.get(assignmentId), assignment, input, actorId, now);
    await db.scorecards.put(scorecard);
    return scorecard;
  });
}

/** Each candidate's submitted recommendations and who is yet to submit, for every candidate with an interviewer. */
export async function readScorecardTallies(db: TalentFlowDB): Promise<ScorecardTally[]> {
  const [assignments, scorecards] = await Promise.all([db.assignments.toArray(), db.scorecards.toArray()]);
  return talliesOf(assignments, scorecards);
}
