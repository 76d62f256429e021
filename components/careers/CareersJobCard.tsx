import { AppLink } from '@/components/ui/AppLink';
import type { CareersJob } from '@/lib/careers/careersJobs';
import { paths } from '@/lib/shared/routes';
import styles from './Careers.module.css';
import { CareersJobFacts } from './CareersJobFacts';

export function CareersJobCard({ job }: { job: CareersJob }) {
  return (
    <li className={styles.card}>
      <h2>
        <AppLink href={paths.careersJob(job.slug)}>{job.title}</AppLink>
      </h2>
      <CareersJobFacts job={job} />
    </li>
  );
}
