import { DomainError, EmailTakenError, InvalidInputError } from '@/lib/data/errors';

/**
 * The HTTP contract of TalentFlow's API, free of any one host: the mock service worker (mocks/)
 * and the team server (server/) both answer with these routes, so validation and error answers
 * exist once.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall {
  request: Request;
  /** The route's `:name` parts, decoded. */
  params: Record<string, string>;
}

export interface ApiRoute {
  method: ApiMethod;
  /** A path with `:name` parts, as both hosts' routers read them (`/api/jobs/:id`). */
  path: string;
  /** Pages share some paths with the API (`/candidates`): such routes leave framework requests to the host. */
  sharedWithPages?: boolean;
  handle: (call: ApiCall) => Promise<Response>;
}

export const errorResponse = (status: number, message: string) => Response.json({ message }, { status });

const STATUS_BY_KIND: Record<DomainError['kind'], number> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** Runs a handler body and answers refusals and unexpected failures as JSON `{ message }`. */
export async function respond(run: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await run());
  } catch (error) {
    if (error instanceof EmailTakenError) {
      // Who holds the email, so that the form can link to them.
      const holder = { id: error.holder.id, name: error.holder.name };
      return Response.json({ message: error.message, holder }, { status: 409 });
    }
    if (error instanceof DomainError) return errorResponse(STATUS_BY_KIND[error.kind], error.message);
    // The message only: an error may quote the data it failed on, and that stays out of logs.
    console.error('API handler failed:', error instanceof Error ? error.name : typeof error);
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
 * prefetch probes), and a browser navigates to them; API routes on those paths leave them to
 * the host's pages.
 */
export function isFrameworkRequest(request: Request): boolean {
  const url = new URL(request.url);
  return (
    request.headers.has('RSC') ||
    request.headers.has('Next-Router-Prefetch') ||
    request.headers.get('Sec-Fetch-Mode') === 'navigate' ||
    url.searchParams.has('_rsc') ||
    url.pathname.endsWith('.txt')
  );
}
