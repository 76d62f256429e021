'use client';

import { useState } from 'react';
import { Badge, type BadgeColour } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { useSignedInMember } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { useAccountMutations } from '@/lib/client/accountQueries';
import type { Account, MemberChange, MemberStatus } from '@/lib/people/accounts';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/people/members';
import { errorMessage } from '@/lib/shared/format';
import { InviteLink } from './InviteLink';

const STATUS: Record<MemberStatus, { label: string; colour: BadgeColour }> = {
  active: { label: 'Active', colour: 'green' },
  invited: { label: 'Invited', colour: 'yellow' },
  deactivated: { label: 'Deactivated', colour: 'neutral' },
};

/** One member: their role to change, deactivation (which signs them out at once), their pending invite's link or a new one. */
export function MemberRow({ account }: { account: Account }) {
  const [me] = useSignedInMember();
  const { change, reinvite } = useAccountMutations();
  const [error, setError] = useState<string>();
  const [link, setLink] = useState<string>();
  const saving = useSingleFlight();
  const own = me?.id === account.id;

  const write = (run: () => Promise<unknown>) =>
    void saving.run(async () => {
      setError(undefined);
      try {
        await run();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  const changeTo = (next: MemberChange) => write(() => change.mutateAsync({ id: account.id, change: next }));

  function deactivate() {
    if (!window.confirm(`Deactivate ${account.name}? They are signed out at once; their past work keeps their name.`)) {
      return;
    }
    changeTo({ active: false });
  }

  return (
    <tr>
      <th scope="row">
        {account.name} <span>{account.handle}</span>
      </th>
      <td>{account.email}</td>
      <td>
        {own ? (
          `${ROLE_LABELS[account.role]} (you)`
        ) : (
          <select
            aria-label={`Role of ${account.name}`}
            value={account.role}
            disabled={saving.busy || account.status === 'deactivated'}
            onChange={(event) => changeTo({ role: event.target.value as Role })}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </td>
      <td>
        <Badge colour={STATUS[account.status].colour}>{STATUS[account.status].label}</Badge>
      </td>
      <td>
        {!own && account.status !== 'deactivated' && (
          <Button
            size="small"
            variant="danger"
            disabled={saving.busy}
            onClick={deactivate}
            aria-label={`Deactivate ${account.name}`}
          >
            Deactivate
          </Button>
        )}
        {account.status === 'deactivated' && (
          <Button
            size="small"
            disabled={saving.busy}
            onClick={() => changeTo({ active: true })}
            aria-label={`Reactivate ${account.name}`}
          >
            Reactivate
          </Button>
        )}
        {account.status === 'invited' && (
          <Button
            size="small"
            disabled={saving.busy}
            onClick={() => write(async () => setLink((await reinvite.mutateAsync(account.id)).inviteUrl))}
            aria-label={`New invite link for ${account.name}`}
          >
            New invite link
          </Button>
        )}
        {error && <p role="alert">{error}</p>}
        {(link ?? account.inviteUrl) && <InviteLink name={account.name} url={(link ?? account.inviteUrl)!} />}
      </td>
    </tr>
  );
}
