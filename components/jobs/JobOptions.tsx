import type { Job } from '@/lib/shared/types';

/** An option for each job, in order, archived ones marked. */
export function JobOptions({ jobs }: { jobs: Map<string, Job> | undefined }) {
  return [...(jobs?.values() ?? [])].map((job) => (
    <option key={job.id} value={job.id}>
      {job.title}
      {job.status === 'archived' ? ' (archived)' : ''}
    </option>
  ));
}
