'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { careersQueries } from '@/lib/client/careersQueries';
import type { CareersJob } from '@/lib/careers/careersJobs';
import { jobPostingData, jsonLdText } from '@/lib/careers/jobPostingData';
import { BASE_PATH } from '@/lib/shared/paths';

/**
 * The open job as JSON-LD for search engines and job boards that run the page's script (a team
 * server also writes it into the page's HTML for those that do not: server/careersPages.ts).
 */
export function JobPostingData({ job }: { job: CareersJob }) {
  const company = useQuery(careersQueries.company()).data;
  // The description is parsed once per job and company, not on every render.
  const text = useMemo(
    () => company && jsonLdText(jobPostingData(job, company, window.location.origin + BASE_PATH)),
    [job, company],
  );
  if (!text) return null;
  return <script type="application/ld+json">{text}</script>;
}
