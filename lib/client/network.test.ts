import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { DEFAULT_NETWORK_SETTINGS } from '@/lib/shared/constants';
import { type ApiClientDeps, createApiClient } from './apiClient';
import { parseNetworkSettings } from './network';

type Overrides = Partial<Omit<ApiClientDeps, 'fetch'>> & { randoms?: number[]; fetch?: Mock<typeof fetch> };

function client({ randoms = [0.5, 0.99], ...overrides }: Overrides = {}) {
  const draws = [...randoms];
  const deps = {
    ready: () => Promise.resolve(),
    random: () => draws.shift() ?? 0.99,
    readSettings: () => ({ minLatencyMs: 200, maxLatencyMs: 1200, failureRate: 0.1 }),
    resolveUrl: (path: string) => `http://app${path}`,
    ...overrides,
    fetch: overrides.fetch ?? vi.fn<typeof fetch>(async () => Response.json({ ok: true })),
    sleep: vi.fn<(ms: number) => Promise<void>>(async () => {}),
  };
  return { request: createApiClient(deps), deps };
}

afterEach(() => vi.restoreAllMocks());

describe('network wrapper', () => {
  it('waits between the minimum and maximum latency', async () => {
    for (const [random, expected] of [
      [0, 200],
      [0.5, 700],
      [0.999999, 1199.999],
    ] as const) {
      const { request, deps } = client({ randoms: [random, 0.99] });
      await request('/api/jobs');
      expect(deps.sleep).toHaveBeenCalledTimes(1);
      expect(deps.sleep.mock.calls[0][0]).toBeCloseTo(expected, 2);
    }
  });

  it('fails with the simulated error when the draw is under the failure rate, without calling fetch', async () => {
    const { request, deps } = client({ randoms: [0.5, 0.0999] });
    await expect(request('/api/jobs')).rejects.toThrow(/^Network Error: Simulated failure$/);
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('goes through when the draw equals or exceeds the failure rate', async () => {
    const { request } = client({ randoms: [0.5, 0.1] });
    await expect(request('/api/jobs')).resolves.toEqual({ ok: true });
  });

  it('fails about 10% of calls with the default settings', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const { request } = client({ random });
    const results = await Promise.allSettled(Array.from({ length: 2000 }, () => request('/x')));
    const failures = results.filter((result) => result.status === 'rejected').length;
    expect(failures / results.length).toBeGreaterThan(0.08);
    expect(failures / results.length).toBeLessThan(0.12);
  });

  it('raises "HTTP error! status: {code}" for a non-OK answer, with the server message after it', async () => {
    const plain = client({ fetch: vi.fn<typeof fetch>(async () => new Response('oops', { status: 500 })) });
    await expect(plain.request('/api/jobs')).rejects.toThrow(/^HTTP error! status: 500$/);
    const withMessage = client({
      fetch: vi.fn<typeof fetch>(async () =>
        Response.json({ message: 'A job with this slug already exists' }, { status: 409 }),
      ),
    });
    await expect(withMessage.request('/api/jobs')).rejects.toThrow(
      /^HTTP error! status: 409: A job with this slug already exists$/,
    );
  });

  it('sends JSON bodies and leaves empty query values out', async () => {
    const { request, deps } = client();
    await request('/api/jobs', {
      method: 'POST',
      body: { title: 'A' },
      query: { search: '', status: 'active', page: 2 },
    });
    const [url, init = {}] = deps.fetch.mock.calls[0];
    expect(url).toBe('http://app/api/jobs?status=active&page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"A"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('waits for the app to be ready before the first call', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const { request, deps } = client({ ready: () => ready });
    const pending = request('/api/jobs');
    await Promise.resolve();
    expect(deps.sleep).not.toHaveBeenCalled();
    release();
    await pending;
    expect(deps.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('network settings', () => {
  it('uses the defaults when the value is missing', () => {
    expect(parseNetworkSettings(null)).toEqual(DEFAULT_NETWORK_SETTINGS);
  });

  it('reads a valid value', () => {
    expect(parseNetworkSettings('{"minLatencyMs":0,"maxLatencyMs":0,"failureRate":1}')).toEqual({
      minLatencyMs: 0,
      maxLatencyMs: 0,
      failureRate: 1,
    });
  });

  it.each([
    ['not json', '{oops'],
    ['not an object', '42'],
    ['a missing field', '{"minLatencyMs":0,"maxLatencyMs":10}'],
    ['a negative latency', '{"minLatencyMs":-1,"maxLatencyMs":10,"failureRate":0}'],
    ['min above max', '{"minLatencyMs":50,"maxLatencyMs":10,"failureRate":0}'],
    ['a failure rate above 1', '{"minLatencyMs":0,"maxLatencyMs":10,"failureRate":1.5}'],
    ['text numbers', '{"minLatencyMs":"0","maxLatencyMs":"10","failureRate":"0"}'],
  ])('falls back to the defaults with a warning for %s', (_case, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseNetworkSettings(raw)).toEqual(DEFAULT_NETWORK_SETTINGS);
    expect(warn).toHaveBeenCalledOnce();
  });
});
