'use client';

import { AppLink } from '@/components/ui/AppLink';
import { usePersonApplications } from '@/lib/client/candidateQueries';
import { useJobsById } from '@/lib/client/jobQueries';
import { formatDateTime } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import type { Candidate } from '@/lib/shared/types';
import styles from './CandidateDetailPage.module.css';
import { StageBadge } from './StageBadge';

/** Every job the person applied to, this page's application among them: shown for a person of several. */
export function PersonApplications({ candidate }: { candidate: Candidate }) {
  const several = (candidate.personApplications ?? 1) > 1;
  const applications = usePersonApplications(candidate.id, several);
  const jobs = useJobsById();
  if (!several || !applications || applications.length < 2) return null;
  return (
    <section className={styles.panel} aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      <ul className={styles.applications}>
        {applications.map((application) => {
          const title = jobs?.get(application.jobId)?.title ?? 'A job that no longer exists';
          const here = application.candidateId === candidate.id;
          return (
            <li key={application.candidateId} aria-current={here ? 'page' : undefined}>
              {here ? (
                <strong>{title} (this page)</strong>
              ) : (
                <AppLink href={paths.candidate(application.candidateId)}>{title}</AppLink>
              )}
              <StageBadge stage={application.stage} />
              {application.since && <time dateTime={application.since}>since {formatDateTime(application.since)}</time>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
