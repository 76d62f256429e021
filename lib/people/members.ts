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

/** Who a store acts for: the name it stamps on what it writes, the handle its mentions are read by. */
export type Actor = Pick<Member, 'id' | 'name' | 'handle'>;

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};
