import { PIPELINE_STAGES } from '@/lib/shared/constants';
import { InvalidInputError } from '@/lib/shared/errors';
import { assertId, fieldsOf } from '@/lib/shared/storableInput';
import type { Member } from './members';

/** The stages a candidate is interviewed in: after applied, before a decision. */
export const INTERVIEW_STAGES = PIPELINE_STAGES.filter((stage) => stage !== 'applied' && stage !== 'hired');
export type InterviewStage = (typeof INTERVIEW_STAGES)[number];

/** A member asked to interview a candidate in one stage: an interviewer sees only such candidates. */
export interface Assignment {
  id: string;
  candidateId: string;
  stage: InterviewStage;
  memberId: string;
  /** Kept as it was when assigned, as a note keeps its author's. */
  memberName: string;
  assignedBy: string;
  assignedAt: string;
}

export interface AssignmentInput {
  memberId: string;
  stage: InterviewStage;
}

export const ASSIGNMENT_NOT_FOUND = 'Assignment not found';

const isInterviewStage = (value: unknown): value is InterviewStage => INTERVIEW_STAGES.includes(value as never);

/** An assignment's input from a request body, refused with a message unless it names a stage and a member. */
export function readAssignmentInput(body: unknown): AssignmentInput {
  const { memberId, stage } = fieldsOf(body);
  if (typeof memberId !== 'string' || !memberId) throw new InvalidInputError('Choose who interviews');
  assertId(memberId, 'The member');
  if (!isInterviewStage(stage)) throw new InvalidInputError(`Stage must be one of ${INTERVIEW_STAGES.join(', ')}`);
  return { memberId, stage };
}

/** The assignment `input` makes, for a member of `team`; refused for anyone else. */
export function newAssignment(
  candidateId: string,
  input: AssignmentInput,
  team: readonly Member[],
  by: string,
  now: Date,
): Assignment {
  const member = team.find((person) => person.id === input.memberId);
  if (!member) throw new InvalidInputError('Choose a member of the team');
  return {
    id: crypto.randomUUID(),
    candidateId,
    stage: input.stage,
    memberId: member.id,
    memberName: member.name,
    assignedBy: by,
    assignedAt: now.toISOString(),
  };
}
