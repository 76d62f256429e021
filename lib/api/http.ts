import { BASE_PATH } from '@/lib/shared/paths';
import { DomainError, EmailTakenError, InvalidInputError } from '@/lib/shared/errors';
import { assertId, assertStorable, assertText } from '@/lib/shared/storableInput';
import type { Actor, Member } from '@/lib/people/members';
import { assertMayCall, storeActingAs, type StoreMethod } from '@/lib/store/storeActingAs';
import type { Store } from '@/lib/store/store';

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
  /** The store as the caller may use it (lib/store/storeActingAs.ts). */
  store: Store;
  /** Who calls; nobody on a public route. */
  member?: Member;
}

/** Who is calling, as the host knows it (a session, the demo's header), and its store for an actor. */
export interface Caller {
  member: Member | undefined;
  storeOf: (actor?: Actor) => Store;
}

export interface ApiRoute {
  method: ApiMethod;
  /** A path with `:name` parts, as both hosts' routers read them (`/api/jobs/:id`). */
  path: string;
  /** Pages share some paths with the API (`/candidates`): such routes leave framework requests to the host. */
  sharedWithPages?: boolean;
  /** A body the route takes beyond the host's usual limit (an import's rows). */
  maxBodyBytes?: number;
  /** The body's form: JSON, unless the route takes a multipart form (an application with its résumé). */
  body?: 'json' | 'form';
  /**
   * Answered for anyone, signed in or not (an applicant's careers page and assessment link): the
   * team server lets it through without the access token and limits how often one address calls.
   */
  public?: boolean;
  /**
   * The store method a change calls: the caller's role is checked against that method's rule
   * before the request is read, so a call the role may not make is answered 403 whatever its body.
   */
  calls?: StoreMethod;
  /** How many calls of a public route one address may make in a minute (lib/api/publicCalls.ts). */
  callsPerMinute?: number;
  handle: (call: ApiCall) => Promise<Response>;
}

export const errorResponse = (status: number, message: string) => Response.json({ message }, { status });

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  forbidden: 403,
  'too-many': 429,
};

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
    // The kind only: an error may quote the data it failed on (PostgreSQL's messages do), and
    // that stays out of logs and answers; the reference ties the answer to the log line.
    const reference = crypto.randomUUID().slice(0, 8);
    console.error(`API request ${reference} failed:`, error instanceof Error ? error.name : typeof error);
    return errorResponse(500, `${SOMETHING_WENT_WRONG} (reference ${reference})`);
  }
}

export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const NOT_SIGNED_IN = 'Sign in first: this call needs to know who you are.';

/**
 * Answers one call of a route, as both hosts do: the path's ids and the query's values are
 * checked first (text a store can keep, ids of a sane length), so no route meets them raw.
 */
export function handleApiCall(
  route: ApiRoute,
  { request, params }: Pick<ApiCall, 'request' | 'params'>,
  { member, storeOf }: Caller,
): Promise<Response> {
  const call = { request, params };
  // An applicant's calls act as nobody; every other call as a member, with their role's rules.
  if (!route.public && !member) return Promise.resolve(errorResponse(401, NOT_SIGNED_IN));
  const store = member && !route.public ? storeActingAs(storeOf(member), member) : storeOf();
  try {
    if (member && route.calls) assertMayCall(member, route.calls);
    for (const [name, value] of Object.entries(call.params)) assertId(value, `The ${name} in the address`);
    for (const [name, value] of new URL(call.request.url).searchParams) {
      assertText(name, 'A query parameter name');
      assertText(value, `The query parameter ${name}`);
    }
  } catch (error) {
    return respond(() => Promise.reject(error));
  }
  return route.handle({ ...call, store, member: route.public ? undefined : member });
}

/** A query parameter that must be a positive whole number; undefined when it is absent. */
export function positiveWholeNumber(value: string | null, message: string): number | undefined {
  if (value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidInputError(message);
  return number;
}

/** The body as JSON, refused unless every text in it is one a store can keep. */
export async function readJson(request: Request): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new InvalidInputError('The request body must be JSON');
  }
  assertStorable(body);
  return body;
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

/** The address the team reached this server at, with its base path: where the links in its mail lead. */
export const linkBaseOf = (request: Request) => new URL(request.url).origin + BASE_PATH;
