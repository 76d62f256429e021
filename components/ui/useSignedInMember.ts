'use client';

import { useSignedInAccount } from '@/lib/client/accountQueries';
import { DEMO_MEMBER_KEY, demoMemberOf } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { can, type Permission } from '@/lib/people/roleRules';
import { useTeamMode } from '@/lib/client/teamMode';
import { useStoredValue } from './useStoredValue';

/**
 * Who the screens act for: in the demo, the member picked under "Signed in as" (every tab follows
 * a change), with how to pick another; in team mode, the member the server's session names
 * (undefined until it answers).
 */
export function useSignedInMember(): [Member | undefined, (member: Member) => void] {
  const team = useTeamMode();
  const account = useSignedInAccount();
  const [handle, storeHandle] = useStoredValue(DEMO_MEMBER_KEY);
  const member = team ? account : demoMemberOf(handle);
  return [member, (next) => storeHandle(next.handle)];
}

/**
 * Whether the screens offer what needs `permission`: they hide what a role may not do rather than
 * offer buttons that fail (the API refuses it either way). Nothing is offered until it is known
 * who is signed in.
 */
export function useCan(permission: Permission): boolean {
  const [member] = useSignedInMember();
  return member !== undefined && can(member, permission);
}
