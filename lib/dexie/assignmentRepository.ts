import type { TalentFlowDB } from './db';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { ASSIGNMENT_NOT_FOUND, type Assignment, type AssignmentInput, newAssignment } from '@/lib/people/assignments';
import type { Member } from '@/lib/people/members';

/** The candidate's interviewers, by stage in pipeline order, then by when they were assigned. */
export async function listAssignments(db: TalentFlowDB, candidateId: string): Promise<Assignment[]> {
  const rows = await db.assignments.where('candidateId').equals(candidateId).toArray();
  return sortAssignments(rows);
}

export const sortAssignments = (rows: Assignment[]) =>
  rows.sort((a, b) => a.stage.localeCompare(b.stage) || a.assignedAt.localeCompare(b.assignedAt));

/**
 * Assigns a member of `team` to interview the candidate in a stage, once per member and stage: the
 * same assignment asked again (a double click, a retry) answers the one stored.
 */
export async function assignInterviewer(
  db: TalentFlowDB,
  candidateId: string,
  input: AssignmentInput,
  team: readonly Member[],
  by: string,
  now: Date,
): Promise<Assignment> {
  const assignment = newAssignment(candidateId, input, team, by, now);
  return db.transaction('rw', [db.candidates, db.assignments], async () => {
    if (!(await db.candidates.get(candidateId))) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    const existing = await db.assignments.where('candidateId').equals(candidateId).toArray();
    const stored = existing.find((row) => row.memberId === assignment.memberId && row.stage === assignment.stage);
    if (stored) return stored;
    await db.assignments.add(assignment);
    return assignment;
  });
}

export async function unassignInterviewer(db: TalentFlowDB, candidateId: string, assignmentId: string) {
  await db.transaction('rw', db.assignments, async () => {
    const row = await db.assignments.get(assignmentId);
    if (!row || row.candidateId !== candidateId) throw new RecordNotFoundError(ASSIGNMENT_NOT_FOUND);
    await db.assignments.delete(assignmentId);
  });
}

/** The ids of the candidates the member is assigned to, in any stage. */
export async function assignedCandidateIds(db: TalentFlowDB, memberId: string): Promise<string[]> {
  const rows = await db.assignments.where('memberId').equals(memberId).toArray();
  return [...new Set(rows.map((row) => row.candidateId))];
}
