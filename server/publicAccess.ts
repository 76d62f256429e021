import type { ApiRoute } from '@/lib/api/http';
import { AttemptLimiter } from './attemptLimiter';

/** Calls one address may make to the public API in a minute: an applicant's page makes a handful. */
export const PUBLIC_CALL_LIMIT = { calls: 30, windowMs: 60_000 };
export const TOO_MANY_PUBLIC_CALLS = 'Too many requests from this address. Wait a minute and try again.';

/**
 * Pages anyone may open without signing in: an applicant's, and the export's own code and icon,
 * which hold no data (the data comes only through the API, which checks every call).
 */
export function isPublicPage(pathname: string): boolean {
  return /^\/take\/[^/]+\/?$/.test(pathname) || pathname.startsWith('/_next/static/') || pathname === '/icon.svg';
}

/** The API's public routes (an applicant's), and how often one address has called them lately. */
export class PublicApi {
  private readonly routes: { method: string; pattern: RegExp }[];
  private readonly calls = new AttemptLimiter(PUBLIC_CALL_LIMIT.calls, PUBLIC_CALL_LIMIT.windowMs);

  constructor(routes: ApiRoute[]) {
    this.routes = routes
      .filter((route) => route.public)
      .map((route) => ({
        method: route.method,
        pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
      }));
  }

  matches(method: string, pathname: string): boolean {
    return this.routes.some((route) => route.method === method && route.pattern.test(pathname));
  }

  /** Counts this call; milliseconds until the address may call again once it is over the limit, else 0. */
  waitFor(address: string, now = Date.now()): number {
    const wait = this.calls.waitFor(address, now);
    if (wait === 0) this.calls.fail(address, now);
    return wait;
  }
}
