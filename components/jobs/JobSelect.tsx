import type { Job } from '@/lib/shared/types';
import { JobOptions } from './JobOptions';

interface JobSelectProps {
  jobs: Map<string, Job> | undefined;
  value: string;
  onChange: (jobId: string) => void;
  /** The label of an option with the empty value ("All jobs"), when there is one. */
  emptyOption?: string;
  className?: string;
}

/** "Job" and a select of every job, archived ones marked. */
export function JobSelect({ jobs, value, onChange, emptyOption, className }: JobSelectProps) {
  return (
    <label className={className}>
      Job
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        <JobOptions jobs={jobs} />
      </select>
    </label>
  );
}
