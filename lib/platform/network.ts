import { DEFAULT_NETWORK_SETTINGS, NETWORK_SETTINGS_KEY, SIMULATED_FAILURE_MESSAGE } from '@/lib/shared/constants';
import { bootApp } from './boot';
import { withBasePath } from './paths';
import { isTeamMode } from './teamMode';

import { NO_SIMULATION, type NetworkSettings } from '@/lib/shared/networkSettings.mjs';

export type { NetworkSettings };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    /** The answer's JSON, when it had one. */
    readonly body?: unknown,
  ) {
    super(`HTTP error! status: ${status}${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'HttpError';
  }
}

export class SimulatedNetworkError extends Error {
  constructor() {
    super(SIMULATED_FAILURE_MESSAGE);
    this.name = 'SimulatedNetworkError';
  }
}

const isNonNegativeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Reads the `talentflow:network` value; anything missing or malformed means the spec's defaults. */
export function parseNetworkSettings(raw: string | null | undefined): NetworkSettings {
  if (!raw) return { ...DEFAULT_NETWORK_SETTINGS };
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    const { minLatencyMs, maxLatencyMs, failureRate } = value as Record<string, unknown>;
    if (
      !isNonNegativeNumber(minLatencyMs) ||
      !isNonNegativeNumber(maxLatencyMs) ||
      !isNonNegativeNumber(failureRate) ||
      minLatencyMs > maxLatencyMs ||
      failureRate > 1
    ) {
      throw new Error('fields out of range');
    }
    return { minLatencyMs, maxLatencyMs, failureRate };
  } catch (error) {
    console.warn(`Ignoring invalid ${NETWORK_SETTINGS_KEY} setting:`, error);
    return { ...DEFAULT_NETWORK_SETTINGS };
  }
}

export function readNetworkSettings(): NetworkSettings {
  return parseNetworkSettings(globalThis.localStorage?.getItem(NETWORK_SETTINGS_KEY));
}

export function saveNetworkSettings(settings: NetworkSettings): void {
  localStorage.setItem(NETWORK_SETTINGS_KEY, JSON.stringify(settings));
}

export interface ApiClientDeps {
  ready: () => Promise<void>;
  fetch: typeof fetch;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  readSettings: () => NetworkSettings;
  resolveUrl: (path: string) => string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

async function refusal(response: Response): Promise<HttpError> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return new HttpError(response.status, typeof message === 'string' && message ? message : undefined, body);
  } catch {
    return new HttpError(response.status);
  }
}

function buildQuery(query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The simulated network of spec section 7: wait, maybe fail, then a JSON call. */
export function createApiClient(deps: ApiClientDeps) {
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    await deps.ready();
    const { minLatencyMs, maxLatencyMs, failureRate } = deps.readSettings();
    await deps.sleep(minLatencyMs + deps.random() * (maxLatencyMs - minLatencyMs));
    if (deps.random() < failureRate) throw new SimulatedNetworkError();

    const response = await deps.fetch(deps.resolveUrl(path + buildQuery(options.query)), {
      method: options.method ?? 'GET',
      headers: options.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    if (!response.ok) throw await refusal(response);
    return (await response.json()) as T;
  };
}

export const apiRequest = createApiClient({
  ready: bootApp,
  fetch: (...args) => fetch(...args),
  random: Math.random,
  sleep: (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()),
  // A team server is a real network: nothing is simulated on top of it.
  readSettings: () => (isTeamMode() ? NO_SIMULATION : readNetworkSettings()),
  resolveUrl: withBasePath,
});
