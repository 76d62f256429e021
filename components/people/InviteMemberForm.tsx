'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { type Invite, useAccountMutations } from '@/lib/client/accountQueries';
import { ACCOUNT_LIMITS } from '@/lib/people/accounts';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/people/members';
import { errorMessage } from '@/lib/shared/format';
import formStyles from '@/components/ui/Form.module.css';
import styles from './Members.module.css';

/** Invites a member: their row in the list holds the link the admin copies and sends them (there is no mail server). */
export function InviteMemberForm() {
  const { invite } = useAccountMutations();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('interviewer');
  const [error, setError] = useState<string>();
  const [made, setMade] = useState<Invite>();
  const saving = useSingleFlight();

  function submit(event: FormEvent) {
    event.preventDefault();
    void saving.run(async () => {
      setError(undefined);
      try {
        setMade(await invite.mutateAsync({ name, email, role }));
        setName('');
        setEmail('');
      } catch (failure) {
        // What was typed stays, to be put right.
        setError(`Could not invite: ${errorMessage(failure)}`);
      }
    });
  }

  return (
    <section className={styles.panel} aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a member</h2>
      <form className={formStyles.form} onSubmit={submit}>
        <div className={formStyles.row}>
          <label>
            Name
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={ACCOUNT_LIMITS.nameLength}
              required
            />
          </label>
          <label>
            Email
            <input
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              maxLength={ACCOUNT_LIMITS.emailLength}
              required
            />
          </label>
          <label>
            Role
            <select value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" disabled={saving.busy}>
            {saving.busy ? 'Inviting...' : 'Invite'}
          </Button>
        </div>
      </form>
      {made && (
        <p role="status">{made.account.name} is invited: copy their link in the list below and send it to them.</p>
      )}
    </section>
  );
}
