'use client';

import { useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { navigate } from '@/components/ui/navigation';
import { Notice } from '@/components/ui/Notice';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { candidateStore, useCandidate, usePersonApplications } from '@/lib/client/candidateQueries';
import type { MergeChoices, MergeField } from '@/lib/candidates/duplicates';
import { useCandidateApplication } from '@/lib/client/careersQueries';
import { useJobsById } from '@/lib/client/jobQueries';
import { errorMessage } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import { MergeFields } from './MergeFields';
import detail from './CandidateDetailPage.module.css';
import styles from './MergePage.module.css';

/**
 * Merges another record into this one: both side by side, a choice for each field that differs;
 * everything else of both is kept. The choices stay on the page when the merge fails.
 */
export function MergePage({ candidateId, otherId }: { candidateId: string; otherId: string }) {
  useDocumentTitle('Merge candidates');
  const kept = useCandidate(candidateId);
  const other = useCandidate(otherId);
  const applications = [useCandidateApplication(candidateId), useCandidateApplication(otherId)] as const;
  const personApplications = [usePersonApplications(candidateId, true), usePersonApplications(otherId, true)] as const;
  const jobs = useJobsById();
  const canMerge = useCan('changeCandidates');
  const [choose, setChoose] = useState<MergeChoices>({});
  const [error, setError] = useState<string>();
  const { busy, run } = useSingleFlight();

  if (kept === undefined || other === undefined) return <p role="status">Loading candidates...</p>;
  if (!kept || !other) {
    return (
      <section>
        <p role="alert">One of these candidates is no longer in TalentFlow: there is nothing to merge.</p>
        <AppLink href={paths.candidate(kept ? candidateId : otherId)}>Back to the candidate</AppLink>
      </section>
    );
  }
  const merge = () =>
    run(async () => {
      setError(undefined);
      try {
        await candidateStore.merge(candidateId, { otherId, choose });
        navigate(paths.candidate(candidateId), { replace: true });
      } catch (failure) {
        setError(`Could not merge: ${errorMessage(failure)}`);
      }
    });
  const choice = (field: MergeField, from: 'kept' | 'other') =>
    setChoose(({ [field]: _was, ...rest }) => (from === 'other' ? { ...rest, [field]: 'other' } : rest));

  return (
    <section className={detail.page}>
      <PageHeader
        title="Merge candidates"
        details={
          <p className={page.details}>
            {other.name} and {kept.name} become one person. Choose the name and main email where they differ: the other
            email is kept beside it, and every application of both stays as it is, with its job, stage, history, résumé,
            notes, assessments and scorecards.
          </p>
        }
      >
        <AppLink href={paths.merge(otherId, candidateId)}>Keep {other.name}’s record instead</AppLink>
      </PageHeader>
      {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
      <MergeFields
        records={[kept, other]}
        applications={applications}
        personApplications={personApplications}
        jobs={jobs}
        choose={choose}
        onChoose={choice}
      />
      <div className={styles.actions}>
        {canMerge && (
          <Button variant="primary" onClick={() => void merge()} disabled={busy} aria-busy={busy}>
            {busy ? 'Merging...' : 'Merge'}
          </Button>
        )}
        <Button onClick={() => navigate(paths.candidate(candidateId))}>Cancel</Button>
      </div>
    </section>
  );
}
