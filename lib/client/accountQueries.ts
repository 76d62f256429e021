import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, pathTo } from '@/lib/api/endpoints';
import { apiRequest } from './network';
import { signInPath } from '@/lib/shared/routes';
import { isTeamMode } from './teamMode';
import type { Account, MemberChange, NewMemberInput } from '@/lib/people/accounts';
import type { Member } from '@/lib/people/members';

/** Team mode's accounts, from the team server (the demo has no accounts: its team is fixed). */
export const accountQueries = {
  all: ['accounts'] as const,
  /** Who this browser is signed in as; it changes only by signing in again, which reloads the page. */
  me: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'me'],
      queryFn: () => apiRequest<Member>(ENDPOINTS.me),
      staleTime: Infinity,
      enabled: isTeamMode(),
    }),
  list: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'list'],
      queryFn: () => apiRequest<Account[]>(ENDPOINTS.accounts),
    }),
};

export const useSignedInAccount = () => useQuery(accountQueries.me()).data;

/** An invite made: the member, and the link to send them (no mail server: the admin copies it). */
export interface Invite {
  account: Account;
  inviteUrl: string;
}

/** Invites, role changes, deactivation and new invite links, each refreshing the members' list. */
export function useAccountMutations() {
  const client = useQueryClient();
  const refresh = { onSettled: () => client.invalidateQueries({ queryKey: accountQueries.list().queryKey }) };
  return {
    invite: useMutation({
      mutationFn: (input: NewMemberInput) => apiRequest<Invite>(ENDPOINTS.accounts, { method: 'POST', body: input }),
      ...refresh,
    }),
    change: useMutation({
      mutationFn: ({ id, change }: { id: string; change: MemberChange }) =>
        apiRequest<Account>(pathTo(ENDPOINTS.account, { id }), { method: 'PATCH', body: change }),
      ...refresh,
    }),
    reinvite: useMutation({
      mutationFn: (id: string) =>
        apiRequest<{ inviteUrl: string }>(pathTo(ENDPOINTS.accountInvite, { id }), { method: 'POST' }),
      ...refresh,
    }),
  };
}

/** Ends this browser's session on the server, then shows the sign-in page. */
export async function signOut(): Promise<void> {
  await apiRequest(ENDPOINTS.signOut, { method: 'POST' });
  window.location.assign(signInPath());
}
