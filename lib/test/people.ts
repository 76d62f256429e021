import type { Candidate } from '@/lib/shared/types';

/** `count` candidates to add or import, all in one stage of job-1: Person 0 <p0@x.test>, Person 1 … */
export const testPeople = (count: number, stage: Candidate['stage'] = 'screen') =>
  Array.from({ length: count }, (_, index) => ({
    name: `Person ${index}`,
    email: `p${index}@x.test`,
    stage,
    jobId: 'job-1',
  }));
