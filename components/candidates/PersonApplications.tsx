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
  const titleOf = (jobId: string) => jobs?.get(jobId)?.title ?? 'A job that no longer exists';
  // Two people merged may each have applied to one job: both stay until a recruiter withdraws one.
  const twice = [...new Set(applications.map((each) => each.jobId))].filter(
    (jobId) => applications.filter((each) => each.jobId === jobId).length > 1,
  );
  return (
    <section className={styles.panel} aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      <ul className={styles.applications}>
        {applications.map((application) => {
          const title = titleOf(application.jobId);
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
      {twice.map((jobId) => (
        <p key={jobId} role="note" className={styles.twice}>
          Two applications to {titleOf(jobId)}: open the one to withdraw and delete it.
        </p>
      ))}
    </section>
  );
}
