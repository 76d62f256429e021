import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', { screen: 'home' }],
    ['/jobs', { screen: 'jobs' }],
    ['/jobs/', { screen: 'jobs' }],
    ['/jobs/job-3', { screen: 'job', jobId: 'job-3' }],
    ['/candidates', { screen: 'candidates' }],
    ['/candidates/kanban', { screen: 'kanban' }],
    ['/candidates/duplicates', { screen: 'duplicates' }],
    ['/candidates/c-1/merge/c-2', { screen: 'merge', candidateId: 'c-1', otherId: 'c-2' }],
    ['/candidates/c-1/merge', { screen: 'notFound' }],
    ['/candidates/c-1/other/c-2', { screen: 'notFound' }],
    [
      '/candidates/0b7f5c1e-2f4e-4d3a-9a55-8a1f0e6c2b11',
      { screen: 'candidate', candidateId: '0b7f5c1e-2f4e-4d3a-9a55-8a1f0e6c2b11' },
    ],
    ['/assessments/1', { screen: 'assessment', jobId: 'job-1' }],
    ['/assessments/007', { screen: 'assessment', jobId: 'job-7' }],
    ['/assessments/job-12', { screen: 'assessment', jobId: 'job-12' }],
    ['/assessments', { screen: 'assessments' }],
    ['/jobs/a/b', { screen: 'notFound' }],
    ['/elsewhere', { screen: 'notFound' }],
    ['/jobs/%E0%A4%A', { screen: 'notFound' }],
  ])('%s', (pathname, route) => {
    expect(matchRoute(pathname)).toEqual(route);
  });

  it('round-trips ids with reserved characters', () => {
    expect(matchRoute(paths.job('a/b c'))).toEqual({ screen: 'job', jobId: 'a/b c' });
    expect(matchRoute(paths.merge('a/b', 'c d'))).toEqual({ screen: 'merge', candidateId: 'a/b', otherId: 'c d' });
  });
});
