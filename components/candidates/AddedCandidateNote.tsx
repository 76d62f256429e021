import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { isInList, type CandidateFilters } from '@/lib/candidates/candidateRules';
import { paths } from '@/lib/shared/routes';
import type { Candidate, Job } from '@/lib/shared/types';
import styles from './CandidatesPage.module.css';

interface AddedCandidateNoteProps {
  candidate: Candidate;
  jobs: Map<string, Job> | undefined;
  filters: CandidateFilters;
  onDismiss: () => void;
}

/** Where a candidate just added went, and a link to them when the list's filters leave them out. */
export function AddedCandidateNote({ candidate, jobs, filters, onDismiss }: AddedCandidateNoteProps) {
  const job = jobs?.get(candidate.jobId)?.title ?? 'their job';
  return (
    <p role="status" className={styles.reached}>
      Added <AppLink href={paths.candidate(candidate.id)}>{candidate.name}</AppLink> to {job} in {candidate.stage}.
      {!isInList(candidate, filters) && ' The filters above leave them out of this list.'}{' '}
      <Button size="small" onClick={onDismiss}>
        OK
      </Button>
    </p>
  );
}
