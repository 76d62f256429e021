import { ASSIGNMENT_NOT_FOUND, type Assignment, INTERVIEW_STAGES, newAssignment } from '@/lib/people/assignments';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { CandidateStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { actingStatement } from './acting';
import { FOREIGN_KEY_VIOLATION } from './errors';
import { teamOf } from './members';

export interface AssignmentRow {
  id: string;
  candidate_id: string;
  stage: Assignment['stage'];
  member_id: string;
  member_name: string;
  assigned_by: string;
  assigned_at: Date;
}

export const toAssignment = (row: AssignmentRow): Assignment => ({
  id: row.id,
  candidateId: row.candidate_id,
  stage: row.stage,
  memberId: row.member_id,
  memberName: row.member_name,
  assignedBy: row.assigned_by,
  assignedAt: new Date(row.assigned_at).toISOString(),
});

type AssignmentMethods = Pick<CandidateStore, 'assignments' | 'assign' | 'unassign' | 'assignedTo'>;

/** Who interviews whom, in PostgreSQL (migrations/015). */
export function sqlAssignments(sql: Sql, { now = () => new Date(), actor, team }: StoreOptions): AssignmentMethods {
  return {
    assignments: async (candidateId) => {
      const rows = await sql.query<AssignmentRow>(
        `SELECT * FROM assignments WHERE candidate_id = $1
         ORDER BY array_position($2::text[], stage), assigned_at`,
        [candidateId, INTERVIEW_STAGES],
      );
      return rows.map(toAssignment);
    },
    assign: async (candidateId, input) => {
      const assignment = newAssignment(candidateId, input, await teamOf(sql, team), actor?.name ?? '', now());
      const key = [candidateId, assignment.stage, assignment.memberId];
      let stored: AssignmentRow | undefined;
      try {
        // The same assignment asked again (a double click, a retry) answers the one stored.
        [stored] = await sql.query<AssignmentRow>(
          ...actingStatement(
            actor,
            (acting) => `WITH added AS (
               INSERT INTO assignments (id, candidate_id, stage, member_id, member_name, assigned_by, assigned_at)
               SELECT $1, $2, $3, $4, $5, $6, $7 FROM ${acting}
               ON CONFLICT (candidate_id, stage, member_id) DO NOTHING RETURNING *
             )
             SELECT * FROM added
             UNION ALL
             SELECT * FROM assignments WHERE candidate_id = $2 AND stage = $3 AND member_id = $4
             LIMIT 1`,
            [
              assignment.id,
              candidateId,
              assignment.stage,
              assignment.memberId,
              assignment.memberName,
              assignment.assignedBy,
              assignment.assignedAt,
            ],
          ),
        );
      } catch (error) {
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
          throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        }
        throw error;
      }
      // Stored by a request this statement's snapshot did not see yet.
      stored ??= (
        await sql.query<AssignmentRow>(
          'SELECT * FROM assignments WHERE candidate_id = $1 AND stage = $2 AND member_id = $3',
          key,
        )
      )[0];
      return toAssignment(stored!);
    },
    unassign: async (candidateId, assignmentId) => {
      const removed = await sql.query(
        ...actingStatement(
          actor,
          (acting) => `DELETE FROM assignments USING ${acting} WHERE id = $1 AND candidate_id = $2 RETURNING id`,
          [assignmentId, candidateId],
        ),
      );
      if (removed.length === 0) throw new RecordNotFoundError(ASSIGNMENT_NOT_FOUND);
    },
    assignedTo: async (memberId) =>
      (
        await sql.query<{ candidate_id: string }>(
          'SELECT DISTINCT candidate_id FROM assignments WHERE member_id = $1',
          [memberId],
        )
      ).map((row) => row.candidate_id),
  };
}
