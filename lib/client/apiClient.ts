import { SIMULATED_FAILURE_MESSAGE } from '@/lib/shared/constants';
import type { NetworkSettings } from '@/lib/shared/networkSettings.mjs';
import {
  ConflictError,
  DomainError,
  EmailTakenError,
  ForbiddenError,
  InvalidInputError,
  RecordNotFoundError,
  TooManyRequestsError,
} from '@/lib/shared/errors';

/**
 * TalentFlow's JSON calls, free of the page: what they wait, how they fail (spec section 7's
 * simulation, given by `readSettings`) and how a refusal reads. The page's client is
 * ./network.ts's `apiRequest`; the import worker makes its own.
 */
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

/**
 * The refusal an error stands for, in the one vocabulary screens test (lib/shared/errors):
 * the browser's store throws these itself, and an API's refusal with a message is the same
 * error (its HttpError keeps the spec's "HTTP error! status: {code}" text for display).
 * Undefined for anything else: a failed network, a server error, a signed-out caller.
 */
export function refusalOf(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (!(error instanceof HttpError) || !error.serverMessage) return undefined;
  const holder = (error.body as { holder?: { id: string; name: string } } | undefined)?.holder;
  if (error.status === 409 && holder) return new EmailTakenError(holder);
  if (error.status === 409) return new ConflictError(error.serverMessage);
  if (error.status === 404) return new RecordNotFoundError(error.serverMessage);
  if (error.status === 403) return new ForbiddenError(error.serverMessage);
  if (error.status === 400 || error.status === 413) return new InvalidInputError(error.serverMessage);
  if (error.status === 429) return new TooManyRequestsError(error.serverMessage);
  return undefined;
}

export class SimulatedNetworkError extends Error {
  constructor() {
    super(SIMULATED_FAILURE_MESSAGE);
    this.name = 'SimulatedNetworkError';
  }
}

export interface ApiClientDeps {
  ready: () => Promise<void>;
  fetch: typeof fetch;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  readSettings: () => NetworkSettings;
  resolveUrl: (path: string) => string;
  /** Headers every call carries (who is calling, in the demo). */
  headers?: () => Record<string, string>;
  /** Told when the server no longer knows the caller (401): a session ended or was ended. */
  onSignedOut?: () => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A form sent as multipart/form-data (files included) instead of a JSON body. */
  form?: FormData;
  /** What the call answers: the JSON body (by default), the Location header of what it made, or a file. */
  answer?: 'body' | 'location' | 'file';
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

    const json = options.body !== undefined;
    const response = await deps.fetch(deps.resolveUrl(path + buildQuery(options.query)), {
      method: options.method ?? 'GET',
      headers: { ...deps.headers?.(), ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(options.body) : options.form,
      signal: options.signal,
    });
    if (response.status === 401) deps.onSignedOut?.();
    if (!response.ok) throw await refusal(response);
    if (options.answer === 'location') return (response.headers.get('Location') ?? undefined) as T;
    if (options.answer === 'file') {
      const name = /filename\*=UTF-8''([^;]*)/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
      const blob = await response.blob();
      return new File([blob], name ? decodeURIComponent(name) : '', { type: blob.type }) as T;
    }
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  };
}
