import { describe, expect, it } from 'vitest';
import { assertReorderable, matchJobs, reorderedJobs } from './jobRules';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { Job } from '@/lib/shared/types';

function job(id: string, order: number, fields: Partial<Job> = {}): Job {
  return { id, title: id, slug: id, status: 'active', tags: [], skills: [], type: 'Full-Time', order, ...fields };
}

const jobs = [
  job('a', 0, { title: 'Backend Engineer', status: 'archived' }),
  job('b', 1, { title: 'Designer' }),
  job('c', 2, { title: 'Frontend engineer' }),
  job('d', 3, { title: 'Data Engineer', status: 'archived' }),
];

describe('matchJobs', () => {
  it('keeps the stored order without a sort, and filters by status and by title ignoring case', () => {
    expect(matchJobs(jobs, { search: '', status: '' }).map((each) => each.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(matchJobs(jobs, { search: ' ENGINEER ', status: '' }).map((each) => each.id)).toEqual(['a', 'c', 'd']);
    expect(matchJobs(jobs, { search: 'engineer', status: 'archived' }).map((each) => each.id)).toEqual(['a', 'd']);
  });

  it('sorts by the chosen column without changing the list it was given', () => {
    const sorted = matchJobs(jobs, { search: '', status: '', sort: { column: 'title', direction: 'desc' } });
    expect(sorted.map((each) => each.title)).toEqual([
      'Frontend engineer',
      'Designer',
      'Data Engineer',
      'Backend Engineer',
    ]);
    expect(jobs.map((each) => each.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('reorderedJobs', () => {
  it('answers only the jobs whose place changes, numbered 0 to n-1', () => {
    expect(reorderedJobs(jobs, 'd', 3, 1).map(({ id, order }) => [id, order])).toEqual([
      ['d', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(reorderedJobs(jobs, 'a', 0, 3).map(({ id, order }) => [id, order])).toEqual([
      ['b', 0],
      ['c', 1],
      ['d', 2],
      ['a', 3],
    ]);
  });

  it('refuses a job that is gone, a move from a place the job has left, and a place outside the list', () => {
    expect(() => reorderedJobs(jobs, 'x', 0, 1)).toThrow(RecordNotFoundError);
    expect(() => reorderedJobs(jobs, 'b', 2, 0)).toThrow(ConflictError);
    expect(() => assertReorderable(1, 4, 1, 4)).toThrow(new InvalidInputError('toOrder must be between 0 and 3'));
    expect(() => assertReorderable(1, 4, 1, 1.5)).toThrow(InvalidInputError);
  });
});
