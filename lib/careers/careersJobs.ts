import { POSTING_FIELDS } from '@/lib/shared/constants';
import type { Job, JobPosting } from '@/lib/shared/types';

/** A job as the careers page shows it: its public fields only, never its id, status or order. */
export interface CareersJob extends JobPosting {
  slug: string;
  title: string;
  type: Job['type'];
  tags: string[];
  skills: string[];
  package?: string;
  startDate?: string;
  /** The last day it takes applications. */
  endDate?: string;
  postedAt?: string;
  changedAt?: string;
  /** Whether applying leads on to the job's assessment. */
  hasAssessment: boolean;
}

const OPTIONAL_PUBLIC_FIELDS = ['package', 'startDate', 'endDate', 'postedAt', 'changedAt', ...POSTING_FIELDS] as const;

export function careersJob(job: Job, hasAssessment: boolean): CareersJob {
  const shown: CareersJob = {
    slug: job.slug,
    title: job.title,
    type: job.type,
    tags: job.tags,
    skills: job.skills,
    hasAssessment,
  };
  for (const field of OPTIONAL_PUBLIC_FIELDS) {
    if (job[field] !== undefined && job[field] !== '') Object.assign(shown, { [field]: job[field] });
  }
  return shown;
}

/** The active jobs whose title, tags, skills or type hold every word of the search, in the jobs' order. */
export function searchCareersJobs(jobs: CareersJob[], search: string): CareersJob[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return jobs;
  return jobs.filter((job) => {
    const text = [job.title, job.type, job.department ?? '', job.location?.city ?? '', ...job.tags, ...job.skills]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
