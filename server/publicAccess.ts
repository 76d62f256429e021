import type { ApiRoute } from '@/lib/api/http';
import { publicCallLimit } from '@/lib/api/publicCalls';
import type { TakeAttempt } from './attempts';

/**
 * Pages anyone may open without signing in: an applicant's, and the export's own code and icon,
 * which hold no data (the data comes only through the API, which checks every call).
 */
export function isPublicPage(pathname: string): boolean {
  return (
    /^\/((take|offer|schedule)\/[^/]+|careers(\/[^/]+)?)\/?$/.test(pathname) ||
    pathname.startsWith('/_next/static/') ||
    pathname === '/icon.svg'
  );
}

/** What the server checks of an API route itself, before the API answers the call. */
export interface RouteRules {
  /** An applicant's: no access token asked. */
  isPublic: boolean;
  /** It takes a multipart form, not JSON. */
  takesForm: boolean;
  /** Counts this call of a public route; milliseconds the address must wait once over its limit, else 0. */
  waitFor(address: string): Promise<number>;
}

/**
 * The API's routes by method and path, `:name` parts standing for any one segment, each with its
 * rules: one index for every check the server makes before the API's router answers.
 */
export class RouteIndex {
  private readonly routes: (RouteRules & { method: string; pattern: RegExp })[];

  /** `take` counts public calls where every process of the team counts them (attempts.ts). */
  constructor(routes: ApiRoute[], take: TakeAttempt) {
    this.routes = routes.map((route) => {
      const limit = publicCallLimit(route);
      const scope = `public ${route.method} ${route.path}`;
      return {
        method: route.method,
        pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
        isPublic: route.public === true,
        takesForm: route.body === 'form',
        waitFor: async (address) => (route.public ? take([{ key: `${scope}:${address}`, ...limit }]) : 0),
      };
    });
  }

  /** The rules of the route that answers this call, if any does. */
  find(method: string, pathname: string): RouteRules | undefined {
    return this.routes.find((route) => route.method === method && route.pattern.test(pathname));
  }
}
