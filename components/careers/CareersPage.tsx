'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { rememberArrival } from '@/lib/client/arrival';
import { ApplicantLoadError } from './ApplicantLoadError';
import { SearchInput } from '@/components/ui/SearchInput';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { careersQueries } from '@/lib/client/careersQueries';
import { searchCareersJobs } from '@/lib/careers/careersJobs';
import styles from './Careers.module.css';
import { CareersJobCard } from './CareersJobCard';
import { withApplicantIntl } from './ApplicantIntl';
import { useApplicantIntl } from './applicantIntlContext';

/** The careers page: the open jobs anyone may apply to, and a search over them. */
export const CareersPage = withApplicantIntl(function CareersPage() {
  const { t } = useApplicantIntl();
  useDocumentTitle(t('careers.title'));
  // The first page an applicant opens notes where they came from, for the application.
  useEffect(rememberArrival, []);
  const jobs = useQuery(careersQueries.jobs());
  const [search, setSearch] = useState('');
  const shown = jobs.data && searchCareersJobs(jobs.data, search);
  return (
    <div className={styles.page}>
      <h1>{t('careers.heading')}</h1>
      <SearchInput
        label={t('careers.search')}
        placeholder={t('careers.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {jobs.isPending ? (
        <p role="status">{t('careers.loading')}</p>
      ) : jobs.isError ? (
        <ApplicantLoadError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <>
          <p role="status">{t('careers.count', { count: shown?.length ?? 0 })}</p>
          <ul className={styles.jobs} aria-label={t('careers.heading')}>
            {shown?.map((job) => (
              <CareersJobCard key={job.slug} job={job} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
});
