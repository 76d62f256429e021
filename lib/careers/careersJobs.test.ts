import { describe, expect, it } from 'vitest';
import { careersJob, searchCareersJobs } from './careersJobs';
import type { Job } from '@/lib/shared/types';

const job: Job = {
  id: 'job-1',
  title: 'Frontend Engineer',
  slug: 'frontend-engineer',
  status: 'active',
  tags: ['remote'],
  skills: ['React', 'TypeScript'],
  type: 'Full-Time',
  order: 3,
  version: 4,
  endDate: '2027-01-01',
};

describe('careersJob', () => {
  it('keeps the public fields only', () => {
    expect(careersJob(job, true)).toEqual({
      slug: 'frontend-engineer',
      title: 'Frontend Engineer',
      type: 'Full-Time',
      tags: ['remote'],
      skills: ['React', 'TypeScript'],
      endDate: '2027-01-01',
      hasAssessment: true,
    });
  });

  it('keeps what the job tells applicants, and leaves out what it does not say', () => {
    const posted = careersJob(
      {
        ...job,
        description: '## Hello',
        department: '',
        workplace: 'remote',
        remoteCountries: ['DE'],
        salary: { min: 1, max: 2, currency: 'EUR', period: 'YEAR' },
        postedAt: '2026-11-01T10:00:00.000Z',
      },
      false,
    );
    expect(posted).toMatchObject({
      description: '## Hello',
      workplace: 'remote',
      remoteCountries: ['DE'],
      salary: { min: 1, max: 2, currency: 'EUR', period: 'YEAR' },
      postedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(posted).not.toHaveProperty('department');
    expect(posted).not.toHaveProperty('order');
  });
});

describe('searchCareersJobs', () => {
  const jobs = [
    careersJob(job, false),
    careersJob({ ...job, slug: 'ops', title: 'Ops', skills: ['AWS'], tags: ['onsite'] }, false),
  ];
  it('matches every word against title, type, tags and skills, ignoring case', () => {
    expect(searchCareersJobs(jobs, '').map((item) => item.slug)).toEqual(['frontend-engineer', 'ops']);
    expect(searchCareersJobs(jobs, 'react REMOTE').map((item) => item.slug)).toEqual(['frontend-engineer']);
    expect(searchCareersJobs(jobs, 'aws').map((item) => item.slug)).toEqual(['ops']);
    expect(searchCareersJobs(jobs, 'react aws')).toEqual([]);
  });
});
