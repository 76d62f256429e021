import { HttpResponse, type JsonBodyType, passthrough } from 'msw';
import { BASE_PATH } from '@/lib/paths';
import { DomainError, InvalidInputError } from '@/lib/data/errors';

/** Handler paths carry the base path, as the app's own requests do. */
export const apiPath = (path: string) => `${BASE_PATH}${path}`;

export const errorResponse = (status: number, message: string) => HttpResponse.json({ message }, { status });

const STATUS_BY_KIND: Record<DomainError['kind'], number> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** Runs a handler body and answers refusals and unexpected failures as JSON `{ message }`. */
export async function respond(run: () => Promise<JsonBodyType>): Promise<Response> {
  try {
    return HttpResponse.json(await run());
  } catch (error) {
    if (error instanceof DomainError) return errorResponse(STATUS_BY_KIND[error.kind], error.message);
    console.error('Mock API handler failed:', error);
    const message = error instanceof Error ? error.message : 'Unexpected error';
    return errorResponse(500, message);
  }
}

/** A query parameter that must be a positive whole number; undefined when it is absent. */
export function positiveWholeNumber(value: string | null, message: string): number | undefined {
  if (value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidInputError(message);
  return number;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new InvalidInputError('The request body must be JSON');
  }
}

/**
 * Next's router fetches its own payloads from page paths (`/candidates/<id>.txt?_rsc=…`,
 * prefetch probes); API handlers on those paths must let them through to the host.
 */
export function isFrameworkRequest(request: Request): boolean {
  const url = new URL(request.url);
  return (
    request.headers.has('RSC') ||
    request.headers.has('Next-Router-Prefetch') ||
    url.searchParams.has('_rsc') ||
    url.pathname.endsWith('.txt')
  );
}

export { passthrough };
