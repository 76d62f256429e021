export const ROLES = ['admin', 'recruiter', 'interviewer'] as const;
export type Role = (typeof ROLES)[number];

/** A person of the hiring team, as every change they make names them. */
export interface Member {
  id: string;
  name: string;
  /** How notes mention them (`@alice`). */
  handle: string;
  role: Role;
}

/** Who a name stands for once its member is no longer on the team. */
export const FORMER_MEMBER = 'A former member';

/** A member's name among `members`, or FORMER_MEMBER. */
export const memberName = (members: readonly Pick<Member, 'id' | 'name'>[], id: string) =>
  members.find((member) => member.id === id)?.name ?? FORMER_MEMBER;

/** Who a store acts for: the name it stamps on what it writes, the handle its mentions are read by. */
export type Actor = Pick<Member, 'id' | 'name' | 'handle'>;

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};
