import { describe, expect, it } from 'vitest';
import { ENDPOINTS, pathTo } from './endpoints';
import { apiRoutes } from './routes';

describe('pathTo', () => {
  it('fills in and encodes each part of a pattern', () => {
    expect(pathTo(ENDPOINTS.jobs)).toBe('/api/jobs');
    expect(pathTo(ENDPOINTS.jobReorder, { id: 'job 1/2' })).toBe('/api/jobs/job%201%2F2/reorder');
    expect(pathTo(ENDPOINTS.assessmentSubmit, { jobId: 'job-7' })).toBe('/assessments/job-7/submit');
  });

  it('names every path the routes answer', () => {
    const answered = new Set(apiRoutes().map((route) => route.path));
    const named = new Set<string>(Object.values(ENDPOINTS));
    expect([...answered].filter((path) => !named.has(path))).toEqual([]);
  });

  it('names the store method of every change a member makes, so the role is checked before the body is read', () => {
    const changes = apiRoutes().filter((route) => route.method !== 'GET' && !route.public);
    expect(changes.filter((route) => !route.calls).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
