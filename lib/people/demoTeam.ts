import { MENTION_HANDLES } from '@/lib/shared/constants';
import type { Member, Role } from './members';

/**
 * The demo's team: the five mention handles, each with a role (one admin, two recruiters, two
 * interviewers). "Signed in as" in the sidebar picks one, and the demo's API acts as them.
 */
const DEMO_PEOPLE: Record<(typeof MENTION_HANDLES)[number], { name: string; role: Role }> = {
  '@alice': { name: 'Alice Moreau', role: 'admin' },
  '@bob': { name: 'Bob Okafor', role: 'recruiter' },
  '@carol': { name: 'Carol Lindqvist', role: 'recruiter' },
  '@dave': { name: 'Dave Tanaka', role: 'interviewer' },
  '@eve': { name: 'Eve Castillo', role: 'interviewer' },
};

export const DEMO_TEAM: readonly Member[] = MENTION_HANDLES.map((handle) => ({
  id: `demo-${handle.slice(1)}`,
  handle,
  ...DEMO_PEOPLE[handle],
}));

/** Who the demo acts as until someone picks another: the admin, who may do everything. */
export const DEFAULT_DEMO_MEMBER = DEMO_TEAM[0];

/** Where this browser keeps the handle of the demo member it is signed in as. */
export const DEMO_MEMBER_KEY = 'talentflow:member';

/** The header that names the demo member to the demo's API, as a session cookie names one to a server. */
export const DEMO_MEMBER_HEADER = 'X-TalentFlow-Member';

export const demoMemberByHandle = (handle: string | null | undefined): Member | undefined =>
  DEMO_TEAM.find((member) => member.handle === handle);

/** The demo member a stored handle names: the admin when none was picked, or an unknown one. */
export const demoMemberOf = (handle: string | null | undefined): Member =>
  demoMemberByHandle(handle) ?? DEFAULT_DEMO_MEMBER;

/** The demo member this browser is signed in as. */
export function signedInDemoMember(): Member {
  return demoMemberOf(globalThis.localStorage?.getItem(DEMO_MEMBER_KEY));
}

export function signInAsDemoMember(member: Member): void {
  localStorage.setItem(DEMO_MEMBER_KEY, member.handle);
}
