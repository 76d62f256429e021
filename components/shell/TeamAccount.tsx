'use client';

import { useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useCan, useSignedInMember } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { signOut } from '@/lib/client/accountQueries';
import { ROLE_LABELS } from '@/lib/people/members';
import { errorMessage } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import styles from './SidebarTool.module.css';

/** Who is signed in on the team server, the Members screen for admins, and "Sign out". */
export function TeamAccount() {
  const [member] = useSignedInMember();
  const manages = useCan('manageMembers');
  const leaving = useSingleFlight();
  const [error, setError] = useState<string>();
  if (!member) return null;
  return (
    <div className={styles.signedInAs}>
      <p>
        Signed in as <strong>{member.name}</strong> · {ROLE_LABELS[member.role]}
      </p>
      {manages && <AppLink href={paths.members}>Members</AppLink>}
      <button
        type="button"
        disabled={leaving.busy}
        onClick={() =>
          void leaving.run(async () => {
            try {
              await signOut();
            } catch (failure) {
              setError(`Could not sign out: ${errorMessage(failure)}`);
            }
          })
        }
      >
        Sign out
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
