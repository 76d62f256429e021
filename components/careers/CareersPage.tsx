'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { rememberArrival } from '@/lib/client/arrival';
import { LoadError } from '@/components/ui/LoadError';
import { SearchInput } from '@/components/ui/SearchInput';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { careersQueries } from '@/lib/client/careersQueries';
import { searchCareersJobs } from '@/lib/careers/careersJobs';
import { formatCount } from '@/lib/shared/format';
import styles from './Careers.module.css';
import { CareersJobCard } from './CareersJobCard';

/** The careers page: the open jobs anyone may apply to, and a search over them. */
export function CareersPage() {
  useDocumentTitle('Careers');
  // The first page an applicant opens notes where they came from, for the application.
  useEffect(rememberArrival, []);
  const jobs = useQuery(careersQueries.jobs());
  const [search, setSearch] = useState('');
  const shown = jobs.data && searchCareersJobs(jobs.data, search);
  return (
    <div className={styles.page}>
      <h1>Open positions</h1>
      <SearchInput
        label="Search open positions"
        placeholder="Search by title, skill or tag"
        value={search}
        onChange={setSearch}
      />
      {jobs.isPending ? (
        <p role="status">Loading open positions...</p>
      ) : jobs.isError ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <>
          <p role="status">{formatCount(shown?.length ?? 0, 'open position')}</p>
          <ul className={styles.jobs} aria-label="Open positions">
            {shown?.map((job) => (
              <CareersJobCard key={job.slug} job={job} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
