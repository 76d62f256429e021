'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { ConflictError, InvalidInputError } from '@/lib/shared/errors';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { ANOTHER_JOB_HAS_THIS_TITLE, JOB_TITLE_MAX_LENGTH, JOB_TYPES, TITLE_TOO_LONG } from '@/lib/shared/constants';
import { errorMessage } from '@/lib/shared/format';
import { jobMutations } from '@/lib/client/jobQueries';
import { END_BEFORE_START, endsBeforeStart, parseList } from '@/lib/jobs/jobValidation';
import type { Job, JobInput, JobType } from '@/lib/shared/types';
import {
  countryProblem,
  postingFormValues,
  postingFromForm,
  type PostingFormValues,
  salaryProblem,
} from '@/lib/jobs/posting';
import { JobPostingFields } from './JobPostingFields';
import styles from '@/components/ui/Form.module.css';

export type JobFormTarget = { mode: 'create'; nextOrder: number } | { mode: 'edit'; job: Job };

interface JobFormDialogProps {
  target: JobFormTarget;
  onClose: () => void;
}

interface FormValues {
  title: string;
  tags: string;
  skills: string;
  startDate: string;
  endDate: string;
  package: string;
  type: JobType;
  posting: PostingFormValues;
}

function initialValues(target: JobFormTarget): FormValues {
  if (target.mode === 'create') {
    return {
      title: '',
      tags: '',
      skills: '',
      startDate: '',
      endDate: '',
      package: '',
      type: 'Full-Time',
      posting: postingFormValues({}),
    };
  }
  const { job } = target;
  return {
    title: job.title,
    tags: job.tags.join(', '),
    skills: job.skills.join(', '),
    startDate: job.startDate ?? '',
    endDate: job.endDate ?? '',
    package: job.package ?? '',
    type: job.type,
    posting: postingFormValues(job),
  };
}

/** Create or edit a job. A failed save keeps the dialog open with everything typed and says why. */
export function JobFormDialog({ target, onClose }: JobFormDialogProps) {
  const [values, setValues] = useState(() => initialValues(target));
  const save = useMutation(target.mode === 'create' ? jobMutations.create() : jobMutations.update());
  const saving = useSingleFlight();
  const [tooLong, setTooLong] = useState(false);
  const refusal = refusalOf(save.error);
  const titleTaken = refusal instanceof ConflictError && refusal.message === ANOTHER_JOB_HAS_THIS_TITLE;
  const titleError = titleTaken ? ANOTHER_JOB_HAS_THIS_TITLE : tooLong ? TITLE_TOO_LONG : undefined;
  // The dates' rule is checked here as the API checks it, and said at the field either way.
  const [datesChecked, setDatesChecked] = useState(false);
  const datesRefused = refusal instanceof InvalidInputError && refusal.message === END_BEFORE_START;
  const endDateError =
    (datesChecked && endsBeforeStart(values.startDate, values.endDate)) || datesRefused ? END_BEFORE_START : undefined;
  // One id for this dialog's new job: a repeated request is then the same job, never a second one.
  const [newJobId] = useState(() => uuidv4());
  // The version the form was opened on: the job on screen may be read again while it is open
  // (another recruiter's edit), and saving over that edit unseen would lose it.
  const [openedVersion] = useState(() => (target.mode === 'create' ? undefined : (target.job.version ?? 1)));
  const set = (field: Exclude<keyof FormValues, 'posting'>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  // A changed date answers the API's refusal of the dates: it no longer applies.
  const setDate = (field: 'startDate' | 'endDate') => (event: { target: { value: string } }) => {
    if (datesRefused) save.reset();
    set(field)(event);
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const title = values.title.trim();
    if (!title) {
      window.alert('Title is required');
      return;
    }
    if (title.length > JOB_TITLE_MAX_LENGTH) {
      setTooLong(true);
      return;
    }
    setDatesChecked(true);
    if (endsBeforeStart(values.startDate, values.endDate)) return;
    if (salaryProblem(values.posting) || countryProblem(values.posting)) return;
    const job: JobInput = {
      id: target.mode === 'create' ? newJobId : target.job.id,
      title,
      tags: parseList(values.tags),
      skills: parseList(values.skills),
      startDate: values.startDate || undefined,
      endDate: values.endDate || undefined,
      package: values.package.trim() || undefined,
      type: values.type,
      ...postingFromForm(values.posting),
      status: target.mode === 'create' ? 'active' : target.job.status,
      order: target.mode === 'create' ? target.nextOrder : target.job.order,
      // Someone else's edit since the form opened is refused rather than overwritten.
      version: openedVersion,
    };
    void saving.run(() => save.mutateAsync(job).then(onClose, () => undefined));
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving.busy && onClose()}
      title={target.mode === 'create' ? 'Create Job' : 'Edit Job'}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        {save.isError && !titleTaken && !datesRefused && (
          <Notice>Could not save the job: {errorMessage(save.error)}</Notice>
        )}
        <label>
          Job Title
          <input
            value={values.title}
            onChange={(event) => {
              if (titleTaken) save.reset();
              setTooLong(false);
              set('title')(event);
            }}
            aria-invalid={Boolean(titleError) || undefined}
            aria-describedby={titleError ? 'job-title-error' : undefined}
            autoFocus
          />
          {titleError && (
            <span id="job-title-error" role="alert" className={styles.fieldError}>
              {titleError}
            </span>
          )}
        </label>
        <label>
          Tags (comma separated)
          <input value={values.tags} onChange={set('tags')} />
        </label>
        <label>
          Skills (comma separated)
          <input value={values.skills} onChange={set('skills')} />
        </label>
        <div className={styles.row}>
          <label>
            Start Date
            <input type="date" value={values.startDate} onChange={setDate('startDate')} />
          </label>
          <label>
            End Date
            <input
              type="date"
              value={values.endDate}
              onChange={setDate('endDate')}
              aria-invalid={Boolean(endDateError) || undefined}
              aria-describedby={endDateError ? 'job-end-date-error' : undefined}
            />
            {endDateError && (
              <span id="job-end-date-error" role="alert" className={styles.fieldError}>
                {endDateError}
              </span>
            )}
          </label>
        </div>
        <div className={styles.row}>
          <label>
            Package
            <input value={values.package} onChange={set('package')} placeholder="$60k - $90k" />
          </label>
          <label>
            Type
            <select value={values.type} onChange={set('type')}>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
        </div>
        <JobPostingFields
          values={values.posting}
          onChange={(posting) => setValues((current) => ({ ...current, posting }))}
          checked={datesChecked}
        />
        <div className={styles.actions}>
          <Button onClick={onClose} disabled={saving.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" aria-busy={saving.busy} disabled={saving.busy}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
