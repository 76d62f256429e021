'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rememberArrival } from '@/lib/client/arrival';
import { AppLink } from '@/components/ui/AppLink';
import { LoadError } from '@/components/ui/LoadError';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { careersQueries } from '@/lib/client/careersQueries';
import { paths } from '@/lib/shared/routes';
import { ApplyForm } from './ApplyForm';
import styles from './Careers.module.css';
import { CareersJobFacts } from './CareersJobFacts';
import { JobPostingData } from './JobPostingData';
import { MarkdownText } from '@/components/ui/MarkdownText';

/** One open job, and the form to apply to it. */
export function CareersJobPage({ slug }: { slug: string }) {
  const job = useQuery(careersQueries.job(slug));
  useDocumentTitle(job.data ? `${job.data.title} · Careers` : 'Careers');
  // The first page an applicant opens notes where they came from, for the application.
  useEffect(rememberArrival, []);
  const back = <AppLink href={paths.careers}>All open positions</AppLink>;
  if (job.isPending) return <p role="status">Loading the position...</p>;
  if (job.isError) {
    const refusal = refusalOf(job.error);
    if (refusal instanceof RecordNotFoundError) {
      // A job past its end date says when it closed.
      const closed = refusal.message.startsWith('This position closed on') && refusal.message;
      return (
        <div className={styles.page}>
          <h1>This position is not open</h1>
          {closed && <p>{closed}</p>}
          {back}
        </div>
      );
    }
    return <LoadError error={job.error} onRetry={() => void job.refetch()} />;
  }
  return (
    <div className={styles.page}>
      {back}
      <h1>{job.data.title}</h1>
      <CareersJobFacts job={job.data} />
      {job.data.description && <MarkdownText text={job.data.description} label="About the job" />}
      <ApplyForm job={job.data} />
      <JobPostingData job={job.data} />
    </div>
  );
}
