import { describe, expect, it, vi } from 'vitest';
import {
  handleApiCall,
  isFrameworkRequest,
  positiveWholeNumber,
  readJson,
  respond,
  type ApiRoute,
  type Caller,
} from './http';
import { DEFAULT_DEMO_MEMBER } from '@/lib/people/demoTeam';
import type { Store } from '@/lib/store/store';
import { ConflictError, EmailTakenError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';

const answered = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('respond', () => {
  it('answers each domain refusal with its status and message', async () => {
    expect(await answered(await respond(() => Promise.reject(new InvalidInputError('Name is required'))))).toEqual({
      status: 400,
      body: { message: 'Name is required' },
    });
    expect((await respond(() => Promise.reject(new RecordNotFoundError('Job not found')))).status).toBe(404);
    expect((await respond(() => Promise.reject(new ConflictError('Taken')))).status).toBe(409);
  });

  it('names who holds a taken email, and nothing else of them', async () => {
    const holder = { id: 'c1', name: 'Ada', email: 'ada@example.com', stage: 'applied' as const, jobId: 'j1' };
    const { status, body } = await answered(await respond(() => Promise.reject(new EmailTakenError(holder))));
    expect(status).toBe(409);
    expect(body.holder).toEqual({ id: 'c1', name: 'Ada' });
  });

  it('answers an unexpected failure with a reference, never its text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('relation "candidates" violates check constraint on ada@example.com');
    const { status, body } = await answered(await respond(() => Promise.reject(failure)));
    expect(status).toBe(500);
    expect(body.message).toMatch(/^Something went wrong \(reference [0-9a-f]{8}\)$/);
    expect(JSON.stringify(log.mock.calls)).not.toContain('ada@example.com');
    log.mockRestore();
  });
});

describe('handleApiCall', () => {
  const route: ApiRoute = { method: 'GET', path: '/api/jobs/:id', handle: () => Promise.resolve(Response.json('ok')) };
  const caller: Caller = {
    member: DEFAULT_DEMO_MEMBER,
    storeOf: () =>
      ({
        jobs: {},
        candidates: {},
        assessments: {},
        careers: {},
        people: {},
        interviews: {},
        privacy: {},
        messages: {},
        offers: {},
      }) as Store,
  };

  it('reaches the route with sane ids and query values', async () => {
    const request = new Request('http://localhost/api/jobs/job-1?search=engineer');
    expect(await (await handleApiCall(route, { request, params: { id: 'job-1' } }, caller)).json()).toBe('ok');
  });

  it('refuses a NUL in the path or the query before the route sees it', async () => {
    const handle = vi.fn(route.handle);
    const nul = { ...route, handle };
    const inPath = await handleApiCall(
      nul,
      {
        request: new Request('http://localhost/api/jobs/x'),
        params: { id: 'a\0b' },
      },
      caller,
    );
    const inQuery = await handleApiCall(
      nul,
      {
        request: new Request('http://localhost/api/jobs/x?search=a%00b'),
        params: { id: 'x' },
      },
      caller,
    );
    expect([inPath.status, inQuery.status]).toEqual([400, 400]);
    expect(handle).not.toHaveBeenCalled();
  });
});

describe('reading input', () => {
  it('reads JSON whose every text a store can keep, and refuses the rest with a message', async () => {
    const post = (body: string) => new Request('http://localhost/api/jobs', { method: 'POST', body });
    await expect(readJson(post('{"title":"Designer"}'))).resolves.toEqual({ title: 'Designer' });
    await expect(readJson(post('{"title":'))).rejects.toThrow('The request body must be JSON');
    await expect(readJson(post('{"title":"\\ud800"}'))).rejects.toThrow(InvalidInputError);
  });

  it('takes a positive whole number or nothing', () => {
    expect(positiveWholeNumber(null, 'page')).toBeUndefined();
    expect(positiveWholeNumber('3', 'page')).toBe(3);
    expect(() => positiveWholeNumber('0', 'page must be 1 or more')).toThrow('page must be 1 or more');
    expect(() => positiveWholeNumber('2.5', 'page must be 1 or more')).toThrow(InvalidInputError);
  });

  it("tells the framework's own page requests from API calls on the same paths", () => {
    expect(isFrameworkRequest(new Request('http://localhost/candidates/c1.txt?_rsc=1'))).toBe(true);
    expect(isFrameworkRequest(new Request('http://localhost/candidates', { headers: { RSC: '1' } }))).toBe(true);
    expect(isFrameworkRequest(new Request('http://localhost/candidates?search=ada'))).toBe(false);
  });
});
