import { JobOptions } from '@/components/jobs/JobOptions';
import styles from '@/components/ui/Form.module.css';
import { type ImportPlan, NEW_JOB, type ValueChoices, valueKey } from '@/lib/csv/csvImport';
import { formatCount } from '@/lib/shared/format';
import type { Job } from '@/lib/shared/types';
import dialog from './ImportCandidatesDialog.module.css';
import { StageOptions } from './StageOptions';

const LEAVE_OUT = 'Leave these rows out';

interface ImportValueChoicesProps {
  unknown: ImportPlan['unknown'];
  choices: ValueChoices;
  jobs: Map<string, Job> | undefined;
  onChange: (choices: ValueChoices) => void;
}

/**
 * The file's stage and job values TalentFlow does not know ("Interview", "Astronaut"), each with
 * a choice of what it is: rows are imported with the stage or job chosen, or left out.
 */
export function ImportValueChoices({ unknown, choices, jobs, onChange }: ImportValueChoicesProps) {
  if (unknown.stages.length === 0 && unknown.jobs.length === 0) return null;
  const choose = (kind: 'stages' | 'jobs', value: string, chosen: string) => {
    const { [valueKey(value)]: _, ...others } = choices[kind];
    onChange({ ...choices, [kind]: chosen ? { ...others, [valueKey(value)]: chosen } : others });
  };
  return (
    <fieldset className={`${styles.row} ${dialog.choices}`}>
      <legend>Values TalentFlow does not know</legend>
      {unknown.stages.map(({ value, rows }) => (
        <label key={`stage ${value}`}>
          Stage “{value}” ({formatCount(rows, 'row')})
          <select
            value={choices.stages[valueKey(value)] ?? ''}
            onChange={(event) => choose('stages', value, event.target.value)}
          >
            <option value="">{LEAVE_OUT}</option>
            <StageOptions />
          </select>
        </label>
      ))}
      {unknown.jobs.map(({ value, rows }) => (
        <label key={`job ${value}`}>
          Job “{value}” ({formatCount(rows, 'row')})
          <select
            value={choices.jobs[valueKey(value)] ?? ''}
            onChange={(event) => choose('jobs', value, event.target.value)}
          >
            <option value="">{LEAVE_OUT}</option>
            <option value={NEW_JOB}>Create the job “{value.trim()}”</option>
            <JobOptions jobs={jobs} />
          </select>
        </label>
      ))}
    </fieldset>
  );
}
