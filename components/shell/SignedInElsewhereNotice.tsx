'use client';

import { useState } from 'react';
import { useStoredValue } from '@/components/ui/useStoredValue';
import { DEMO_MEMBER_KEY, demoMemberOf, signedInDemoMember } from '@/lib/people/demoTeam';
import { ROLE_LABELS } from '@/lib/people/members';
import { useTeamMode } from '@/lib/client/teamMode';
import styles from './ReloadNotice.module.css';

/**
 * Shown when another tab signs in as someone else: this tab's calls act as them from then on, but
 * what it shows was read as the member before, so it asks to be reloaded.
 */
export function SignedInElsewhereNotice() {
  const team = useTeamMode();
  // Undefined while the page hydrates, so the prerendered page and the first render agree.
  const [handle] = useStoredValue(DEMO_MEMBER_KEY);
  const [openedAs] = useState(() => (typeof window === 'undefined' ? undefined : signedInDemoMember().handle));
  if (team || handle === undefined || openedAs === undefined) return null;
  const member = demoMemberOf(handle);
  if (member.handle === openedAs) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>
        Another tab signed in as {member.name} ({ROLE_LABELS[member.role]}). Reload this tab to see what they see.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
