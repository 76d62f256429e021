import type { ApiRoute } from '@/lib/api/http';
import { publicCallLimiter } from '@/lib/api/publicCalls';

/**
 * Pages anyone may open without signing in: an applicant's, and the export's own code and icon,
 * which hold no data (the data comes only through the API, which checks every call).
 */
export function isPublicPage(pathname: string): boolean {
  return (
    /^\/(take\/[^/]+|careers(\/[^/]+)?)\/?$/.test(pathname) ||
    pathname.startsWith('/_next/static/') ||
    pathname === '/icon.svg'
  );
}

/** Matches a route's path, its `:name` parts standing for any one segment. */
export function routePattern(route: ApiRoute): RegExp {
  return new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`);
}

/** The API's public routes (an applicant's), and how often each address has called each lately. */
export class PublicApi {
  private readonly routes: { method: string; pattern: RegExp; wait: (address: string) => number }[];

  constructor(routes: ApiRoute[]) {
    this.routes = routes
      .filter((route) => route.public)
      .map((route) => ({
        method: route.method,
        pattern: routePattern(route),
        wait: publicCallLimiter(route),
      }));
  }

  private route(method: string, pathname: string) {
    return this.routes.find((route) => route.method === method && route.pattern.test(pathname));
  }

  matches(method: string, pathname: string): boolean {
    return this.route(method, pathname) !== undefined;
  }

  /** Counts this call of a public route; milliseconds the address must wait once over its limit, else 0. */
  waitFor(method: string, pathname: string, address: string): number {
    return this.route(method, pathname)?.wait(address) ?? 0;
  }
}
