import { http, passthrough } from 'msw';
import type { ApiRoute, Caller } from '@/lib/api/http';
import { handleApiCall, isFrameworkRequest } from '@/lib/api/http';
import { BASE_PATH } from '@/lib/shared/paths';
import { publicCallLimiter, tooManyCalls } from '@/lib/api/publicCalls';

/** Every call the worker answers comes from this browser: one address. */
const THIS_BROWSER = 'this browser';

/** Handler paths carry the base path, as the app's own requests do. */
export const apiPath = (path: string) => `${BASE_PATH}${path}`;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** One route of the API as a handler of the service worker; a public one limits its calls as the team server does. */
export function mswHandler(route: ApiRoute, callerOf: (request: Request) => Caller) {
  const wait = route.public ? publicCallLimiter(route) : () => 0;
  return METHODS[route.method](apiPath(route.path), ({ request, params }) => {
    if (route.sharedWithPages && isFrameworkRequest(request)) return passthrough();
    const waitMs = wait(THIS_BROWSER);
    if (waitMs > 0) return tooManyCalls(waitMs);
    const decoded = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
    return handleApiCall(route, { request, params: decoded }, callerOf(request));
  });
}

export { passthrough };
