'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { candidateStore } from '@/lib/client/candidateQueries';
import { errorMessage } from '@/lib/shared/format';
import { CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { ConflictError } from '@/lib/shared/errors';
import type { Candidate, Stage } from '@/lib/shared/types';
import styles from './CandidateDetailPage.module.css';
import { EditConflict } from './EditConflict';
import { SourceFields, type SourceValue } from './SourceFields';

const sourceValueOf = (candidate: Candidate): SourceValue => ({
  source: candidate.source,
  detail: candidate.sourceDetail ?? '',
});
import { StageField } from './StageField';
import { JobSelect } from '@/components/jobs/JobSelect';
import { useJobsById } from '@/lib/client/jobQueries';

interface CandidateEditPanelProps {
  candidate: Candidate;
  onSaved: () => void;
}

/** A failed save keeps the panel open with what was typed and says why. */
export function CandidateEditPanel({ candidate, onSaved }: CandidateEditPanelProps) {
  const [name, setName] = useState(candidate.name);
  const [email, setEmail] = useState(candidate.email);
  const [stage, setStage] = useState<Stage>(candidate.stage);
  const [jobId, setJobId] = useState(candidate.jobId);
  const [source, setSource] = useState<SourceValue>(sourceValueOf(candidate));
  const jobs = useJobsById();
  const [error, setError] = useState<string>();
  // The version the panel was opened on, not the one read again while it is open.
  const [openedVersion, setOpenedVersion] = useState(candidate.version ?? 1);
  // What someone else saved since: shown beside what was typed until the user picks one.
  const [theirs, setTheirs] = useState<Candidate>();
  const saving = useSingleFlight();
  const mine = { name, email, stage, jobId, source: source.source, sourceDetail: source.detail };

  function save(version: number) {
    void saving.run(async () => {
      setError(undefined);
      try {
        await candidateStore.update(candidate.id, { ...mine, version });
      } catch (failure) {
        const stale = failure instanceof ConflictError && failure.message === CHANGED_ELSEWHERE;
        const current = stale ? await candidateStore.get(candidate.id) : undefined;
        if (current) setTheirs(current);
        else setError(`Could not save: ${errorMessage(failure)}`);
        return;
      }
      window.alert('Candidate updated successfully!');
      onSaved();
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save(openedVersion);
  }

  function loadTheirs(current: Candidate) {
    setName(current.name);
    setEmail(current.email);
    setStage(current.stage);
    setJobId(current.jobId);
    setSource(sourceValueOf(current));
    setOpenedVersion(current.version ?? 1);
    setTheirs(undefined);
  }

  function keepMine(current: Candidate) {
    setOpenedVersion(current.version ?? 1);
    setTheirs(undefined);
    save(current.version ?? 1);
  }

  return (
    <section className={styles.panel} aria-labelledby="edit-candidate-heading">
      <h2 id="edit-candidate-heading">Edit Candidate Info</h2>
      {error && <Notice>{error}</Notice>}
      {theirs && (
        <EditConflict
          theirs={theirs}
          mine={mine}
          jobs={jobs}
          busy={saving.busy}
          onLoadTheirs={() => loadTheirs(theirs)}
          onKeepMine={() => keepMine(theirs)}
        />
      )}
      <form
        className={styles.editPanel}
        onSubmit={handleSubmit}
        // A refusal is about what was typed: once the user edits any field it no longer applies.
        onChange={() => setError(undefined)}
        noValidate
      >
        <label>
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label>
          Email
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <StageField value={stage} onChange={setStage} />
        <JobSelect
          jobs={jobs}
          value={jobId}
          onChange={setJobId}
          // Imported without one: kept so until a job is chosen, not put on the first job unasked.
          emptyOption={candidate.jobId ? undefined : 'No job'}
        />
        <SourceFields value={source} onChange={setSource} />
        <div>
          <Button type="submit" variant="primary" disabled={saving.busy}>
            Save Changes
          </Button>
        </div>
      </form>
    </section>
  );
}
