import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { navigate } from '@/components/ui/navigation';
import { useCan } from '@/components/ui/useSignedInMember';
import { useDuplicates } from '@/lib/client/candidateQueries';
import { DUPLICATE_REASONS, POSSIBLE_DUPLICATE } from '@/lib/candidates/duplicates';
import { paths } from '@/lib/shared/routes';
import type { Candidate } from '@/lib/shared/types';
import styles from './CandidateDetailPage.module.css';

/** The records this candidate may also be, each with a link to it and, for those who may, a merge. */
export function CandidateDuplicates({ candidate }: { candidate: Candidate }) {
  const duplicates = useDuplicates(useCan('seeAllCandidates'));
  const canMerge = useCan('changeCandidates');
  const others = duplicates?.get(candidate.id);
  if (!others) return null;
  return (
    <section className={`${styles.panel} ${styles.duplicates}`} aria-labelledby="duplicates-heading">
      <h2 id="duplicates-heading">{POSSIBLE_DUPLICATE}</h2>
      <ul className={styles.list}>
        {others.map(({ other, reason }) => (
          <li key={other.id} className={styles.duplicate}>
            <span>
              <AppLink href={paths.candidate(other.id)}>{other.name}</AppLink> ({other.email}):{' '}
              {DUPLICATE_REASONS[reason].toLowerCase()}
            </span>
            {canMerge && (
              <Button onClick={() => navigate(paths.merge(candidate.id, other.id))}>Merge with {other.name}</Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
