'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rememberArrival } from '@/lib/client/arrival';
import { AppLink } from '@/components/ui/AppLink';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { closedDateIn } from '@/lib/careers/applicationRules';
import { careersQueries } from '@/lib/client/careersQueries';
import { paths } from '@/lib/shared/routes';
import { ApplicantLoadError } from './ApplicantLoadError';
import { withApplicantIntl } from './ApplicantIntl';
import { useApplicantIntl } from './applicantIntlContext';
import { ApplyForm } from './ApplyForm';
import styles from './Careers.module.css';
import { CareersJobFacts } from './CareersJobFacts';
import { JobPostingData } from './JobPostingData';
import { MarkdownText } from '@/components/ui/MarkdownText';

/** One open job, and the form to apply to it. */
export const CareersJobPage = withApplicantIntl(function CareersJobPage({ slug }: { slug: string }) {
  const { t, day } = useApplicantIntl();
  const job = useQuery(careersQueries.job(slug));
  useDocumentTitle(job.data ? `${job.data.title} · ${t('careers.title')}` : t('careers.title'));
  // The first page an applicant opens notes where they came from, for the application.
  useEffect(rememberArrival, []);
  const back = <AppLink href={paths.careers}>{t('job.allPositions')}</AppLink>;
  if (job.isPending) return <p role="status">{t('job.loading')}</p>;
  if (job.isError) {
    const refusal = refusalOf(job.error);
    if (refusal instanceof RecordNotFoundError) {
      // A job past its end date says when it closed.
      const closedOn = closedDateIn(refusal.message);
      return (
        <div className={styles.page}>
          <h1>{t('job.notOpen')}</h1>
          {closedOn && <p>{t('job.closedOn', { date: day(closedOn) })}</p>}
          {back}
        </div>
      );
    }
    return <ApplicantLoadError error={job.error} onRetry={() => void job.refetch()} />;
  }
  return (
    <div className={styles.page}>
      {back}
      <h1>{job.data.title}</h1>
      <CareersJobFacts job={job.data} />
      {job.data.description && <MarkdownText text={job.data.description} label={t('job.about')} />}
      <ApplyForm job={job.data} />
      <JobPostingData job={job.data} />
    </div>
  );
});
