'use client';

import { useSignedInMember } from '@/components/ui/useSignedInMember';
import { DEMO_TEAM, demoMemberByHandle } from '@/lib/people/demoTeam';
import { ROLE_LABELS, ROLES } from '@/lib/people/members';
import { AppLink } from '@/components/ui/AppLink';
import { can } from '@/lib/people/roleRules';
import { paths } from '@/lib/shared/routes';
import styles from './SidebarTool.module.css';

/** The demo's sign-in: one of the demo team, whose role decides what the screens offer and the API allows. */
export function SignedInAs() {
  const [member, signInAs] = useSignedInMember();
  if (!member) return null;
  return (
    <div className={styles.signedInAs}>
      <label>
        Signed in as
        <select
          value={member.handle}
          onChange={(event) => {
            const next = demoMemberByHandle(event.target.value);
            if (!next) return;
            signInAs(next);
            // Every screen's reads start again as the new member, as after a real sign-in.
            window.location.reload();
          }}
        >
          {ROLES.map((role) => (
            <optgroup key={role} label={ROLE_LABELS[role]}>
              {DEMO_TEAM.filter((person) => person.role === role).map((person) => (
                <option key={person.handle} value={person.handle}>
                  {person.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <span>{ROLE_LABELS[member.role]}</span>
      {can(member, 'handlePersonalData') && <AppLink href={paths.members}>Team and data retention</AppLink>}
    </div>
  );
}
