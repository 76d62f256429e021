import type { Job } from '@/lib/shared/types';

/** A job as the careers page shows it: its public fields only, never its id, status or order. */
export interface CareersJob {
  slug: string;
  title: string;
  type: Job['type'];
  tags: string[];
  skills: string[];
  package?: string;
  startDate?: string;
  /** Whether applying leads on to the job's assessment. */
  hasAssessment: boolean;
}

export function careersJob(job: Job, hasAssessment: boolean): CareersJob {
  return {
    slug: job.slug,
    title: job.title,
    type: job.type,
    tags: job.tags,
    skills: job.skills,
    ...(job.package ? { package: job.package } : {}),
    ...(job.startDate ? { startDate: job.startDate } : {}),
    hasAssessment,
  };
}

/** The active jobs whose title, tags, skills or type hold every word of the search, in the jobs' order. */
export function searchCareersJobs(jobs: CareersJob[], search: string): CareersJob[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return jobs;
  return jobs.filter((job) => {
    const text = [job.title, job.type, ...job.tags, ...job.skills].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
