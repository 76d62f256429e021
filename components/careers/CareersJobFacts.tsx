import type { CareersJob } from '@/lib/careers/careersJobs';
import { formatDate, formatList } from '@/lib/shared/format';
import styles from './Careers.module.css';

/** A job's public facts: type, package, start date, skills and tags. */
export function CareersJobFacts({ job }: { job: CareersJob }) {
  return (
    <dl className={styles.facts}>
      <dt>Type</dt>
      <dd>{job.type}</dd>
      {job.package && (
        <>
          <dt>Package</dt>
          <dd>{job.package}</dd>
        </>
      )}
      {job.startDate && (
        <>
          <dt>Starts</dt>
          <dd>{formatDate(job.startDate)}</dd>
        </>
      )}
      <dt>Skills</dt>
      <dd>{formatList(job.skills)}</dd>
      <dt>Tags</dt>
      <dd>{formatList(job.tags)}</dd>
    </dl>
  );
}
