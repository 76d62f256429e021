'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Notice } from '@/components/ui/Notice';
import { JobSelect } from '@/components/jobs/JobSelect';
import { candidateStore } from '@/lib/client/candidateQueries';
import { useJobsById } from '@/lib/client/jobQueries';
import type { Candidate, Stage } from '@/lib/shared/types';
import styles from '@/components/ui/Form.module.css';
import { StageField } from './StageField';
import { useAddingDialog } from './useAddingDialog';

interface AddApplicationDialogProps {
  candidate: Candidate;
  onAdded: (application: Candidate) => void;
  onClose: () => void;
}

/** "Add to another job": the person keeps this application and gets one more, to the job chosen. */
export function AddApplicationDialog({ candidate, onAdded, onClose }: AddApplicationDialogProps) {
  const jobs = useJobsById();
  const [jobId, setJobId] = useState('');
  const [stage, setStage] = useState<Stage>('applied');
  const { add, error, clearError, busy } = useAddingDialog(onAdded, onClose);
  const others = [...(jobs?.values() ?? [])].filter((job) => job.id !== candidate.jobId);
  const chosenJob = jobId || others.find((job) => job.status === 'active')?.id || others[0]?.id || '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosenJob) return;
    add(() => candidateStore.addApplication(candidate.id, { jobId: chosenJob, stage }));
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add to another job">
      <form className={styles.form} onSubmit={handleSubmit} onChange={clearError} noValidate>
        {error && <Notice>Could not add the application: {error}</Notice>}
        <p>{candidate.name} keeps this application and gets another, with its own stage and history.</p>
        <JobSelect jobs={jobs} value={chosenJob} onChange={setJobId} />
        <StageField value={stage} onChange={setStage} />
        <div className={styles.actions}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy || !chosenJob}>
            Add application
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
