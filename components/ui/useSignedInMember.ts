'use client';

import { DEMO_MEMBER_KEY, demoMemberByHandle, DEFAULT_DEMO_MEMBER } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { can, type Permission } from '@/lib/people/roleRules';
import { useTeamMode } from '@/lib/platform/teamMode';
import { useStoredValue } from './useStoredValue';

/**
 * The demo member this browser is signed in as (picked under "Signed in as"; every tab follows a
 * change), and how to sign in as another. Undefined in team mode: the team server knows who calls.
 */
export function useSignedInMember(): [Member | undefined, (member: Member) => void] {
  const team = useTeamMode();
  const [handle, storeHandle] = useStoredValue(DEMO_MEMBER_KEY);
  const member = team ? undefined : (demoMemberByHandle(handle) ?? DEFAULT_DEMO_MEMBER);
  return [member, (next) => storeHandle(next.handle)];
}

/**
 * Whether the screens offer what needs `permission`: they hide what a role may not do rather than
 * offer buttons that fail. The API refuses it either way; in team mode, until members sign in,
 * the server's answer is the only judge.
 */
export function useCan(permission: Permission): boolean {
  const [member] = useSignedInMember();
  return member === undefined || can(member, permission);
}
