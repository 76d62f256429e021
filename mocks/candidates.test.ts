import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '@/lib/api/http';
import { DEMO_MEMBER_HEADER } from '@/lib/people/demoTeam';
import type { TalentFlowDB } from '@/lib/dexie/db';
import { createTestDb } from '@/lib/dexie/testDb';
import { testJobs } from '@/lib/test/jobs';
import { createHandlers } from './handlers';

describe('the mock API on paths it shares with pages', () => {
  it.each([
    ['an RSC payload', '/candidates/c1.txt?_rsc=abc', { RSC: '1' }],
    ['a prefetch', '/candidates/c1', { 'Next-Router-Prefetch': '1' }],
    ['an _rsc query', '/candidates?_rsc=xyz', {}],
    ['an assessment page payload', '/assessments/job-1.txt?_rsc=abc', { RSC: '1' }],
  ])("lets Next's own request for %s through to the host", async (_kind, path, headers) => {
    const request = new Request(`http://localhost${path}`, { headers });
    const response = await getResponse(createHandlers(createTestDb()), request, { baseUrl: 'http://localhost/' });
    expect(response?.headers.get('x-msw-intention')).toBe('passthrough');
  });

  it('answers the API on the same paths', async () => {
    const request = new Request('http://localhost/candidates/nobody', { headers: { [DEMO_MEMBER_HEADER]: '@dave' } });
    const response = await getResponse(createHandlers(createTestDb()), request, { baseUrl: 'http://localhost/' });
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({ message: 'Candidate not found' });
  });
});

describe('the mock API acting as a member of the demo team', () => {
  const call = (path: string, init: RequestInit = {}) =>
    getResponse(createHandlers(db), new Request(`http://localhost${path}`, init), { baseUrl: 'http://localhost/' });
  let db: TalentFlowDB;
  beforeEach(async () => {
    db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1']));
  });

  it('answers 401 when the header names nobody of the team', async () => {
    for (const headers of [{}, { [DEMO_MEMBER_HEADER]: '@mallory' }] as Record<string, string>[]) {
      const response = await call('/api/jobs', { headers });
      expect(response?.status).toBe(401);
      expect(await response?.json()).toEqual({ message: NOT_SIGNED_IN });
    }
  });

  it("refuses an interviewer's new job with 403 and keeps none; an admin's is kept", async () => {
    const job = { id: 'job-2', title: 'Data Engineer', status: 'active', tags: [], skills: [], type: 'Full-Time' };
    const post = (handle: string) =>
      call('/api/jobs', {
        method: 'POST',
        headers: { [DEMO_MEMBER_HEADER]: handle, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...job, order: 1 }),
      });
    const refused = await post('@eve');
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({ message: 'Interviewers cannot create, edit, archive or reorder jobs.' });
    expect(await db.jobs.count()).toBe(1);
    expect((await post('@alice'))?.status).toBe(200);
    expect(await db.jobs.count()).toBe(2);
  });
});
