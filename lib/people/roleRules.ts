import { ForbiddenError } from '@/lib/shared/errors';
import { ROLE_LABELS, type Member, type Role } from './members';

/** What a role may do beyond reading (issue 29's table). */
export type Permission =
  | 'manageMembers'
  | 'changeJobs'
  | 'changeCandidates'
  | 'seeAllCandidates'
  | 'writeNotes'
  | 'writeScorecards'
  | 'changeAssessments'
  | 'seeAllActivity'
  | 'handlePersonalData'
  | 'sendMessages'
  | 'keepRejectionReasons'
  | 'approveOffers'
  | 'setScorecardReminders'
  | 'setCompany';

const ALLOWED: Record<Permission, readonly Role[]> = {
  manageMembers: ['admin'],
  changeJobs: ['admin', 'recruiter'],
  changeCandidates: ['admin', 'recruiter'],
  seeAllCandidates: ['admin', 'recruiter'],
  writeNotes: ['admin', 'recruiter', 'interviewer'],
  writeScorecards: ['admin', 'recruiter', 'interviewer'],
  changeAssessments: ['admin', 'recruiter'],
  seeAllActivity: ['admin'],
  handlePersonalData: ['admin'],
  sendMessages: ['admin', 'recruiter'],
  keepRejectionReasons: ['admin'],
  approveOffers: ['admin'],
  setScorecardReminders: ['admin'],
  setCompany: ['admin'],
};

/** What a refusal names, after "Interviewers cannot …". */
const REFUSED: Record<Permission, string> = {
  manageMembers: 'invite members or change their roles',
  changeJobs: 'create, edit, archive or reorder jobs',
  changeCandidates: 'add, edit, move, delete, import or export candidates',
  seeAllCandidates: 'see candidates not assigned to them',
  writeNotes: 'write notes',
  writeScorecards: 'fill in scorecards',
  changeAssessments: 'build, send or score assessments',
  seeAllActivity: "see other members' activity",
  handlePersonalData: 'erase candidates, download their data or set how long they are kept',
  sendMessages: 'email candidates or change message templates',
  keepRejectionReasons: 'change the rejection reasons',
  approveOffers: 'approve offers or send them back',
  setScorecardReminders: 'change when interviewers are reminded of their scorecards',
  setCompany: 'change the company shown on the careers pages',
};

export const can = (member: Pick<Member, 'role'>, permission: Permission): boolean =>
  ALLOWED[permission].includes(member.role);

export const refusalMessage = (role: Role, permission: Permission): string =>
  `${ROLE_LABELS[role]}s cannot ${REFUSED[permission]}.`;

/** Refuses (ForbiddenError) unless the member's role allows it. */
export function assertCan(member: Pick<Member, 'role'>, permission: Permission): void {
  if (!can(member, permission)) throw new ForbiddenError(refusalMessage(member.role, permission));
}
