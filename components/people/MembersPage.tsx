'use client';

import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useCan } from '@/components/ui/useSignedInMember';
import { accountQueries } from '@/lib/client/accountQueries';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { ROLE_LABELS } from '@/lib/people/members';
import { useTeamMode } from '@/lib/client/teamMode';
import { CompanySettings } from './CompanySettings';
import { InviteMemberForm } from './InviteMemberForm';
import { MemberRow } from './MemberRow';
import { RetentionSettings } from './RetentionSettings';
import styles from './Members.module.css';

/**
 * The team: on a team server, admins invite members (a link to copy), change roles and
 * deactivate; the demo's team is its fixed five.
 */
export function MembersPage() {
  useDocumentTitle('Members');
  const team = useTeamMode();
  const manages = useCan('manageMembers');
  return (
    <section className={styles.page}>
      <PageHeader title="Members" details={<p>Who is on the hiring team, and what their role lets them do.</p>} />
      {!team ? <DemoMembers /> : manages ? <TeamMembers /> : <p>Only admins manage the team’s members.</p>}
      <CompanySettings />
      <RetentionSettings />
    </section>
  );
}

function DemoMembers() {
  return (
    <>
      <p>The demo’s team is fixed: pick who you are under “Signed in as”. On a team server, admins invite people.</p>
      <ul className={styles.list} aria-label="Members">
        {DEMO_TEAM.map((member) => (
          <li key={member.id}>
            <strong>{member.name}</strong> {member.handle} · {ROLE_LABELS[member.role]}
          </li>
        ))}
      </ul>
    </>
  );
}

function TeamMembers() {
  const accounts = useQuery(accountQueries.list());
  return (
    <>
      <InviteMemberForm />
      {accounts.isError ? (
        <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={accounts.isPending}>
            <caption className="visually-hidden">Members</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.data?.map((account) => (
                <MemberRow key={account.id} account={account} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
