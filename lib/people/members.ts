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

/** Who a store stamps on what it writes: a note's author. */
export type Actor = Pick<Member, 'id' | 'name'>;

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};
