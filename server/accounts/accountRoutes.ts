import { ENDPOINTS } from '@/lib/api/endpoints';
import { type ApiCall, type ApiRoute, readJson, respond } from '@/lib/api/http';
import { ACCOUNT_MESSAGES, readMemberChange, readNewMember } from '@/lib/people/accounts';
import { assertCan } from '@/lib/people/roleRules';
import { ForbiddenError } from '@/lib/shared/errors';
import type { AccountStore } from './accountStore';

/**
 * Team mode's member management (admins only): the members with their status, invites and their
 * links, role changes and deactivation. The role is checked before the body is read.
 */
export function accountRoutes(accounts: AccountStore, publicOrigin: string | undefined, sendsMail = false): ApiRoute[] {
  const asAdmin =
    (handle: (call: ApiCall) => Promise<unknown>) =>
    (call: ApiCall): Promise<Response> =>
      respond(async () => {
        assertCan(call.member!, 'manageMembers');
        return handle(call);
      });
  /** The address an invitee opens: the team's public one behind a proxy, else the one the admin used. */
  const inviteUrl = (request: Request, token: string) =>
    `${publicOrigin ?? new URL(request.url).origin}/invite/${token}`;
  return [
    {
      method: 'GET',
      path: ENDPOINTS.accounts,
      handle: asAdmin(async ({ request }) =>
        (await accounts.accounts()).map(({ inviteToken, ...account }) =>
          inviteToken ? { ...account, inviteUrl: inviteUrl(request, inviteToken) } : account,
        ),
      ),
    },
    {
      method: 'POST',
      path: ENDPOINTS.accounts,
      handle: asAdmin(async ({ request, member }) => {
        // Where mail goes out, the invitee gets the link by email too; the admin can copy it either way.
        const linkOf = sendsMail ? (token: string) => inviteUrl(request, token) : undefined;
        const { account, token } = await accounts.invite(readNewMember(await readJson(request)), member, linkOf);
        return { account, inviteUrl: inviteUrl(request, token) };
      }),
    },
    {
      method: 'PATCH',
      path: ENDPOINTS.account,
      handle: asAdmin(async ({ request, params, member }) => {
        if (params.id === member!.id) throw new ForbiddenError(ACCOUNT_MESSAGES.ownAccount);
        return accounts.change(params.id, readMemberChange(await readJson(request)), member);
      }),
    },
    {
      method: 'POST',
      path: ENDPOINTS.accountInvite,
      handle: asAdmin(async ({ request, params }) => ({
        inviteUrl: inviteUrl(request, await accounts.reinvite(params.id)),
      })),
    },
  ];
}
