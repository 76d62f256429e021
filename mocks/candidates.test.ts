import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '@/lib/test/db';
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
    const request = new Request('http://localhost/candidates/nobody');
    const response = await getResponse(createHandlers(createTestDb()), request, { baseUrl: 'http://localhost/' });
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({ message: 'Candidate not found' });
  });
});
