import { sqlSchedule } from './schedule';
import { sqlSlots } from './slots';
import { sqlReminders } from './reminders';
import { sqlFeeds } from './feeds';
import { DEFAULT_INTERVIEW_PLAN, type InterviewPlan } from '@/lib/interviews/interviewPlans';
import {
  nextScorecard,
  readScorecardInput,
  type Scorecard,
  summarizeScorecards,
  type RatingCounts,
} from '@/lib/interviews/scorecards';
import { ASSIGNMENT_NOT_FOUND, type Assignment } from '@/lib/people/assignments';
import { CANDIDATE_NOT_FOUND, JOB_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { actingStatement } from './acting';
import { type AssignmentRow, toAssignment } from './assignments';
import { FOREIGN_KEY_VIOLATION } from './errors';

interface ScorecardRow {
  id: string;
  candidate_id: string;
  stage: Scorecard['stage'];
  member_id: string;
  member_name: string;
  ratings: Scorecard['ratings'];
  recommendation: Scorecard['recommendation'];
  notes: string;
  status: Scorecard['status'];
  updated_at: Date;
  submitted_at: Date | null;
  amendments: Scorecard['amendments'];
}

const toScorecard = (row: ScorecardRow): Scorecard => ({
  id: row.id,
  candidateId: row.candidate_id,
  stage: row.stage,
  memberId: row.member_id,
  memberName: row.member_name,
  ratings: row.ratings,
  recommendation: row.recommendation,
  notes: row.notes,
  status: row.status,
  updatedAt: new Date(row.updated_at).toISOString(),
  ...(row.submitted_at ? { submittedAt: new Date(row.submitted_at).toISOString() } : {}),
  amendments: row.amendments,
});

async function planOf(sql: Sql, jobId: string | null): Promise<InterviewPlan> {
  if (!jobId) return DEFAULT_INTERVIEW_PLAN;
  const [row] = await sql.query<{ plan: InterviewPlan }>('SELECT plan FROM interview_plans WHERE job_id = $1', [jobId]);
  return row?.plan ?? DEFAULT_INTERVIEW_PLAN;
}

/** Interview plans and scorecards in PostgreSQL (migrations/018). */
export function sqlInterviewStore(sql: Sql, options: StoreOptions): InterviewStore {
  const { now = () => new Date(), actor } = options;
  return {
    ...sqlSchedule(sql, options),
    ...sqlSlots(sql, options),
    ...sqlReminders(sql, options),
    ...sqlFeeds(sql, options),
    plan: (jobId) => planOf(sql, jobId),
    savePlan: async (jobId, plan) => {
      try {
        await sql.query(
          ...actingStatement(
            actor,
            (acting) => `INSERT INTO interview_plans (job_id, plan) SELECT $1, $2::jsonb FROM ${acting}
                         ON CONFLICT (job_id) DO UPDATE SET plan = excluded.plan`,
            [jobId, JSON.stringify(plan)],
          ),
        );
      } catch (error) {
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw new RecordNotFoundError(JOB_NOT_FOUND);
        throw error;
      }
      return plan;
    },
    scorecards: async (candidateId) => {
      const rows = await sql.query<ScorecardRow>('SELECT * FROM scorecards WHERE candidate_id = $1', [candidateId]);
      const scorecards = rows.map(toScorecard);
      return { scorecards, hidden: 0, summary: summarizeScorecards(scorecards) };
    },
    // The assignment's row is locked: a double click or two tabs take turns, and an amendment
    // keeps the version it replaced.
    saveScorecard: (candidateId, assignmentId, body) =>
      sql.transaction(async (tx) => {
        const [candidate] = await tx.query<{ job_id: string | null }>('SELECT job_id FROM candidates WHERE id = $1', [
          candidateId,
        ]);
        if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        const [assignmentRow] = await tx.query<AssignmentRow>(
          'SELECT * FROM assignments WHERE id = $1 AND candidate_id = $2 FOR UPDATE',
          [assignmentId, candidateId],
        );
        if (!assignmentRow) throw new RecordNotFoundError(ASSIGNMENT_NOT_FOUND);
        const assignment: Assignment = toAssignment(assignmentRow);
        const input = readScorecardInput(body, (await planOf(tx, candidate.job_id))[assignment.stage]);
        const [stored] = await tx.query<ScorecardRow>('SELECT * FROM scorecards WHERE id = $1', [assignmentId]);
        const scorecard = nextScorecard(stored && toScorecard(stored), assignment, input, actor?.id, now());
        await tx.query(
          `INSERT INTO scorecards (id, candidate_id, stage, member_id, member_name, ratings, recommendation, notes,
             status, updated_at, submitted_at, amendments)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12::jsonb)
           ON CONFLICT (id) DO UPDATE SET ratings = excluded.ratings, recommendation = excluded.recommendation,
             notes = excluded.notes, status = excluded.status, updated_at = excluded.updated_at,
             submitted_at = excluded.submitted_at, amendments = excluded.amendments`,
          [
            scorecard.id,
            scorecard.candidateId,
            scorecard.stage,
            scorecard.memberId,
            scorecard.memberName,
            JSON.stringify(scorecard.ratings),
            scorecard.recommendation,
            scorecard.notes,
            scorecard.status,
            scorecard.updatedAt,
            scorecard.submittedAt ?? null,
            JSON.stringify(scorecard.amendments),
          ],
        );
        return scorecard;
      }),
    // Kept as assignments and scorecards are written (server/migrations/045_scorecard_tallies_kept.sql).
    tallies: async () =>
      (
        await sql.query<{ candidate_id: string; recommendations: RatingCounts; pending: string[] }>(
          'SELECT candidate_id, recommendations, pending FROM scorecard_tallies',
        )
      ).map((row) => ({ candidateId: row.candidate_id, recommendations: row.recommendations, pending: row.pending })),
  };
}
