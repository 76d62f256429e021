'use client';

import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { navigate } from '@/components/ui/navigation';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useCan, useSignedInMember } from '@/components/ui/useSignedInMember';
import { useDuplicatePairs } from '@/lib/client/candidateQueries';
import { DUPLICATE_REASONS, type DuplicateCandidate } from '@/lib/candidates/duplicates';
import { refusalMessage } from '@/lib/people/roleRules';
import { paths } from '@/lib/shared/routes';
import detail from './CandidateDetailPage.module.css';
import styles from './MergePage.module.css';

const Record = ({ candidate }: { candidate: DuplicateCandidate }) => (
  <>
    <AppLink href={paths.candidate(candidate.id)}>{candidate.name}</AppLink>
    <br />
    <span className={page.details}>{candidate.email}</span>
  </>
);

/** Every pair of records that may be one person, each with a merge. */
export function DuplicatesPage() {
  useDocumentTitle('Possible duplicates');
  const [member] = useSignedInMember();
  const allowed = useCan('seeAllCandidates');
  const canMerge = useCan('changeCandidates');
  const pairs = useDuplicatePairs(allowed);
  const details = (
    <p className={page.details}>Candidates with the same email, or the same name and phone, may be one person.</p>
  );
  if (member && !allowed) {
    return (
      <section className={detail.page}>
        <PageHeader title="Possible duplicates" details={details} />
        <p role="alert">{refusalMessage(member.role, 'seeAllCandidates')}</p>
      </section>
    );
  }
  return (
    <section className={detail.page}>
      <PageHeader title="Possible duplicates" details={details}>
        <Button onClick={() => navigate(paths.candidates)}>Back to candidates</Button>
      </PageHeader>
      {pairs === undefined ? (
        <p role="status">Loading possible duplicates...</p>
      ) : pairs.length === 0 ? (
        <p role="status">No possible duplicates: every candidate’s record is their own.</p>
      ) : (
        <table className={styles.fields}>
          <caption className={styles.caption}>
            {pairs.length} possible {pairs.length === 1 ? 'duplicate' : 'duplicates'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Candidate</th>
              <th scope="col">May also be</th>
              <th scope="col">Why</th>
              {canMerge && <th scope="col">Merge</th>}
            </tr>
          </thead>
          <tbody>
            {pairs.map(({ reason, candidates: [first, second] }) => (
              <tr key={`${first.id} ${second.id}`}>
                <td>
                  <Record candidate={first} />
                </td>
                <td>
                  <Record candidate={second} />
                </td>
                <td>{DUPLICATE_REASONS[reason]}</td>
                {canMerge && (
                  <td>
                    <Button onClick={() => navigate(paths.merge(first.id, second.id))}>
                      Merge {second.name} into {first.name}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
