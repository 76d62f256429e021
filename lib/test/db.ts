import { TalentFlowDB } from '@/lib/platform/db';
import type { Job } from '@/lib/shared/types';

/** A database of its own for each test, in fake-indexeddb. */
export function createTestDb(): TalentFlowDB {
  return new TalentFlowDB(`talentflow-test-${crypto.randomUUID()}`);
}

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
