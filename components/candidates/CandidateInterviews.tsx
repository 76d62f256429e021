'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { interviewStore, useInterviews } from '@/lib/client/interviewQueries';
import { useJobsById } from '@/lib/client/jobQueries';
import { useTeamMembers } from '@/lib/client/peopleQueries';
import type { Interview, InterviewConflict } from '@/lib/interviews/interviews';
import { errorMessage } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';
import { ConflictWarnings } from '@/components/interviews/ConflictWarnings';
import { InterviewForm } from '@/components/interviews/InterviewForm';
import { InterviewItem } from '@/components/interviews/InterviewItem';
import { SlotOfferForm } from '@/components/interviews/SlotOfferForm';
import { SlotOffers } from '@/components/interviews/SlotOffers';
import styles from '@/components/interviews/Interviews.module.css';
import detail from './CandidateDetailPage.module.css';

/**
 * The application's interviews, soonest first: those who may change candidates schedule, move and
 * cancel them; an interviewer sees the ones they are on. After a save, an interviewer's other
 * interview at an overlapping time is named by its time.
 */
export function CandidateInterviews({ candidate, deleted }: { candidate: Candidate; deleted: boolean }) {
  const interviews = useInterviews(candidate.id);
  const members = useTeamMembers();
  const jobTitle = useJobsById()?.get(candidate.jobId)?.title ?? '';
  const mayChange = useCan('changeCandidates') && !deleted;
  const [editing, setEditing] = useState<Interview | 'new' | 'slots'>();
  const [conflicts, setConflicts] = useState<InterviewConflict[]>([]);
  const [error, setError] = useState<string>();
  const cancelling = useSingleFlight();
  if (!interviews || !members) return null;

  const cancel = (interview: Interview) =>
    void cancelling.run(async () => {
      if (!window.confirm(`Cancel ${interview.title}? Everyone invited is told.`)) return;
      setError(undefined);
      try {
        await interviewStore.cancel(candidate.id, interview.id, interview.sequence);
      } catch (failure) {
        setError(`Could not cancel the interview: ${errorMessage(failure)}`);
      }
    });

  const saveAndWarn = async (write: () => ReturnType<typeof interviewStore.schedule>) => {
    setConflicts((await write()).conflicts);
  };

  return (
    <section className={detail.panel} aria-labelledby="interviews-heading">
      <h2 id="interviews-heading">Interviews</h2>
      {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
      <ConflictWarnings conflicts={conflicts} members={members} onDismiss={() => setConflicts([])} />
      {interviews.length === 0 && !editing && <p className={detail.muted}>No interview scheduled.</p>}
      <ul className={styles.interviews}>
        {interviews.map((interview) =>
          typeof editing === 'object' && editing.id === interview.id ? (
            <li key={interview.id}>
              <InterviewForm
                interview={interview}
                members={members}
                save={(input) =>
                  saveAndWarn(() => interviewStore.reschedule(candidate.id, interview.id, interview.sequence, input))
                }
                onDone={() => setEditing(undefined)}
              />
            </li>
          ) : (
            <InterviewItem
              key={interview.id}
              interview={interview}
              members={members}
              candidate={{ name: candidate.name, email: candidate.email, jobTitle }}
              busy={cancelling.busy}
              onReschedule={mayChange ? () => setEditing(interview) : undefined}
              onCancel={mayChange ? () => cancel(interview) : undefined}
            />
          ),
        )}
      </ul>
      <SlotOffers candidateId={candidate.id} />
      {editing === 'new' && (
        <InterviewForm
          members={members}
          save={(input) => saveAndWarn(() => interviewStore.schedule(candidate.id, input))}
          onDone={() => setEditing(undefined)}
        />
      )}
      {editing === 'slots' && (
        <SlotOfferForm
          members={members}
          save={(input) => interviewStore.offerSlots(candidate.id, input)}
          onDone={() => setEditing(undefined)}
        />
      )}
      {!editing && mayChange && (
        <div className={styles.actions}>
          <Button onClick={() => setEditing('new')}>Schedule an interview</Button>
          <Button onClick={() => setEditing('slots')}>Offer times to pick from</Button>
        </div>
      )}
    </section>
  );
}
