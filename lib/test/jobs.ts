import type { Job } from '@/lib/shared/types';

/** A plain job for each id, so candidates can be added to them. */
export function testJobs(ids: string[]): Job[] {
  return ids.map((id, order) => ({
    id,
    title: `Job ${id}`,
    slug: id,
    status: 'active',
    tags: [],
    skills: [],
    type: 'Full-Time',
    order,
  }));
}
