'use client';

import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { viewLinks } from '@/lib/client/viewParams';
import { navigate } from '@/components/ui/navigation';
import { useScreenAction } from '@/components/ui/shortcuts';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { useCandidate, useMergedInto } from '@/lib/client/candidateQueries';
import { useJobsById } from '@/lib/client/jobQueries';
import { candidateStore } from '@/lib/client/candidateQueries';
import { errorMessage } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import styles from './CandidateDetailPage.module.css';
import { sourceLabel } from '@/lib/candidates/candidateSource';
import type { Candidate } from '@/lib/shared/types';
import { AddApplicationDialog } from './AddApplicationDialog';
import { CandidateApplication } from './CandidateApplication';
import { CandidateAssessments } from './CandidateAssessments';
import { CandidateDuplicates } from './CandidateDuplicates';
import { CandidateEditPanel } from './CandidateEditPanel';
import { CandidateGoneNotice } from './CandidateGoneNotice';
import { DownloadDataButton } from './DownloadDataButton';
import { EraseCandidateDialog } from './EraseCandidateDialog';
import { CandidateNotes } from './CandidateNotes';
import { CandidateMessages } from './CandidateMessages';
import { CandidateOffers } from './CandidateOffers';
import { CandidateInterviews } from './CandidateInterviews';
import { EmailDialog } from './EmailDialog';
import { MessageWritten } from './MessageWritten';
import type { Message } from '@/lib/messages/messages';
import { CandidateInterviewers } from './CandidateInterviewers';
import { CandidateScorecards } from './CandidateScorecards';
import { CandidateTimeline } from './CandidateTimeline';
import { PersonApplications } from './PersonApplications';
import { StageBadge } from './StageBadge';
import { neighbourCandidate } from './lastCandidateOrder';

export function CandidateDetailPage({ candidateId }: { candidateId: string }) {
  const candidate = useCandidate(candidateId);
  const jobs = useJobsById();
  const [editing, setEditing] = useState(false);
  const canChange = useCan('changeCandidates');
  const handlesData = useCan('handlePersonalData');
  const mayEmail = useCan('sendMessages');
  const [emailing, setEmailing] = useState(false);
  const [emailed, setEmailed] = useState<Message>();
  const [erasing, setErasing] = useState(false);
  const [addingApplication, setAddingApplication] = useState(false);
  const [added, setAdded] = useState<Candidate>();
  const [error, setError] = useState<string>();
  const goTo = async (step: number) => {
    const next = await neighbourCandidate(candidateId, step, () => candidateStore.list({}));
    if (next) navigate(paths.candidate(next));
  };
  useScreenAction('next', () => void goTo(1));
  useScreenAction('previous', () => void goTo(-1));

  // Deleted by someone else while open: the page stays, with what was being typed in it.
  const [lastShown, setLastShown] = useState<Candidate>();
  if (candidate && candidate !== lastShown) setLastShown(candidate);
  const deleted = candidate === null && lastShown?.id === candidateId;
  const shown = candidate ?? (deleted ? lastShown : undefined);
  useDocumentTitle(shown?.name ?? 'Candidate');
  // A merged-away record's address leads to the record it became part of.
  const mergedInto = useMergedInto(candidateId, candidate === null);
  const follow = mergedInto && !deleted ? mergedInto : undefined;
  useEffect(() => {
    if (follow) navigate(paths.candidate(follow), { replace: true });
  }, [follow]);

  if ((candidate === undefined && !shown) || (candidate === null && !deleted && mergedInto !== null)) {
    return <p role="status">Loading candidate...</p>;
  }
  if (!shown) {
    return (
      <section>
        <p role="alert">Candidate not found.</p>
        <AppLink href={paths.candidates}>Back to candidates</AppLink>
      </section>
    );
  }

  async function handleDelete() {
    if (!window.confirm('Are you sure you want to delete this candidate?')) return;
    try {
      await candidateStore.remove([candidateId]);
      window.alert('Candidate deleted successfully!');
      navigate(paths.candidates);
    } catch (failure) {
      setError(`Could not delete the candidate: ${errorMessage(failure)}`);
    }
  }

  const job = jobs?.get(shown.jobId);
  return (
    <article className={styles.page}>
      <PageHeader
        title={shown.name}
        details={
          <>
            <p className={page.details}>
              <span>{shown.email}</span> <StageBadge stage={shown.stage} />
            </p>
            {shown.otherEmails && <p className={page.details}>Also {shown.otherEmails.join(', ')}</p>}
            {shown.source && <p className={page.details}>Source: {sourceLabel(shown)}</p>}
            <p className={page.details}>
              Applied to{' '}
              {job ? <AppLink href={paths.job(job.id)}>{job.title}</AppLink> : <span>a job that no longer exists</span>}
              {' · '}
              <AppLink href={viewLinks.activity({ candidate: candidateId })}>Activity</AppLink>
            </p>
          </>
        }
      >
        {!deleted && canChange && (
          <>
            <Button onClick={() => setEditing(!editing)}>{editing ? 'Cancel Edit' : 'Edit Candidate'}</Button>
            <Button onClick={() => setAddingApplication(true)}>Add to another job</Button>
            <Button variant="danger" onClick={handleDelete}>
              Delete
            </Button>
          </>
        )}
        {!deleted && mayEmail && <Button onClick={() => setEmailing(true)}>Email</Button>}
        {!deleted && handlesData && (
          <>
            <DownloadDataButton candidateId={candidateId} onError={setError} />
            <Button variant="danger" onClick={() => setErasing(true)}>
              Erase candidate
            </Button>
          </>
        )}
        <Button onClick={() => navigate(paths.candidates)}>Back</Button>
      </PageHeader>
      {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
      {emailing && <EmailDialog candidate={shown} onSent={setEmailed} onClose={() => setEmailing(false)} />}
      {emailed && <MessageWritten message={emailed} onDismiss={() => setEmailed(undefined)} />}
      {addingApplication && (
        <AddApplicationDialog candidate={shown} onAdded={setAdded} onClose={() => setAddingApplication(false)} />
      )}
      {added && (
        <Notice onDismiss={() => setAdded(undefined)}>
          Added an application to {jobs?.get(added.jobId)?.title ?? 'the job'}:{' '}
          <AppLink href={paths.candidate(added.id)}>open it</AppLink>.
        </Notice>
      )}
      {erasing && (
        <EraseCandidateDialog
          candidate={shown}
          onCancel={() => setErasing(false)}
          onErased={() => navigate(paths.candidates, { replace: true })}
        />
      )}
      {deleted && <CandidateGoneNotice mergedInto={mergedInto} />}
      {!deleted && <CandidateDuplicates candidate={shown} />}
      {!deleted && <PersonApplications candidate={shown} />}
      {editing && !deleted && <CandidateEditPanel candidate={shown} onSaved={() => setEditing(false)} />}
      <div className={styles.columns}>
        <CandidateTimeline candidateId={candidateId} jobId={shown.jobId} />
        <CandidateNotes candidate={shown} deleted={deleted} />
      </div>
      <CandidateInterviews candidate={shown} deleted={deleted} />
      <CandidateOffers candidate={shown} deleted={deleted} />
      <CandidateMessages candidateId={candidateId} />
      <CandidateInterviewers candidateId={candidateId} deleted={deleted} />
      <CandidateScorecards candidate={shown} deleted={deleted} />
      <CandidateApplication candidateId={candidateId} />
      <CandidateAssessments candidate={shown} deleted={deleted} />
    </article>
  );
}
