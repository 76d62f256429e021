'use client';

import { useJobsById } from '@/lib/client/jobQueries';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Notice } from '@/components/ui/Notice';
import { candidateStore } from '@/lib/client/candidateQueries';
import type { Candidate, Stage } from '@/lib/shared/types';
import { EmailTakenError } from '@/lib/shared/errors';
import { paths } from '@/lib/shared/routes';
import { AppLink } from '@/components/ui/AppLink';
import styles from '@/components/ui/Form.module.css';
import { JobSelect } from '@/components/jobs/JobSelect';
import { SourceFields, type SourceValue } from './SourceFields';
import { StageField } from './StageField';
import { useAddingDialog } from './useAddingDialog';

interface AddCandidateDialogProps {
  /** The job the list is filtered to: the one a new candidate most likely applied for. */
  defaultJobId?: string;
  onAdded: (candidate: Candidate) => void;
  onClose: () => void;
}

export function AddCandidateDialog({ defaultJobId, onAdded, onClose }: AddCandidateDialogProps) {
  const jobs = useJobsById();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [stage, setStage] = useState<Stage>('applied');
  const [jobId, setJobId] = useState('');
  const [source, setSource] = useState<SourceValue>({ source: undefined, detail: '' });
  const { add, error, clearError, busy } = useAddingDialog(onAdded, onClose);
  const [holder, setHolder] = useState<EmailTakenError['holder']>();
  const jobList = [...(jobs?.values() ?? [])];
  const filteredJob = defaultJobId && jobs?.has(defaultJobId) ? defaultJobId : undefined;
  const chosenJob = jobId || filteredJob || jobList.find((job) => job.status === 'active')?.id || jobList[0]?.id || '';

  /** The known person gets an application to the chosen job instead of a second record. */
  function addApplicationTo(person: EmailTakenError['holder']) {
    setHolder(undefined);
    add(() => candidateStore.addApplication(person.id, { jobId: chosenJob, stage }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The spec's add form does nothing at all while a name or email is missing.
    if (!name.trim() || !email.trim() || !chosenJob) return;
    add(
      () =>
        candidateStore.add({
          name,
          email,
          stage,
          jobId: chosenJob,
          ...(source.source ? { source: source.source, sourceDetail: source.detail } : {}),
        }),
      (failure) => setHolder(failure instanceof EmailTakenError ? failure.holder : undefined),
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add Candidate">
      <form
        className={styles.form}
        onSubmit={handleSubmit}
        // A refusal is about what was typed: once the user edits any field it no longer applies.
        onChange={() => {
          clearError();
          setHolder(undefined);
        }}
        noValidate
      >
        {error && (
          <Notice>
            Could not add the candidate: {error}
            {holder && (
              <>
                {': '}
                <AppLink href={paths.candidate(holder.id)}>{holder.name}</AppLink>{' '}
                <Button onClick={() => addApplicationTo(holder)} disabled={busy}>
                  Add an application to {holder.name}
                </Button>
              </>
            )}
          </Notice>
        )}
        <label>
          Full Name
          <input value={name} onChange={(event) => setName(event.target.value)} autoFocus />
        </label>
        <label>
          Email Address
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <StageField value={stage} onChange={setStage} />
        <JobSelect jobs={jobs} value={chosenJob} onChange={setJobId} />
        <SourceFields value={source} onChange={setSource} />
        <div className={styles.actions}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
