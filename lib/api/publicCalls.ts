import { AttemptLimiter } from '@/lib/shared/attemptLimiter';
import type { ApiRoute } from './http';

/** Calls one address may make to a public route in a minute, unless the route says otherwise. */
export const PUBLIC_CALLS_PER_MINUTE = 30;
export const TOO_MANY_PUBLIC_CALLS = 'Too many requests from this address. Wait a minute and try again.';

/** How many calls of a public route one address may make, in how long. */
export const publicCallLimit = (route: ApiRoute) => ({
  limit: route.callsPerMinute ?? PUBLIC_CALLS_PER_MINUTE,
  windowMs: 60_000,
});

/** Counts an address's calls of one public route; answers how long it must wait (0: it may call now). */
export function publicCallLimiter(route: ApiRoute): (address: string, now?: number) => number {
  const { limit, windowMs } = publicCallLimit(route);
  const calls = new AttemptLimiter(limit, windowMs);
  return (address, now = Date.now()) => {
    const wait = calls.waitFor(address, now);
    if (wait === 0) calls.record(address, now);
    return wait;
  };
}

/** The answer to a call past its route's limit: 429, how long to wait, and why. */
export function tooManyCalls(waitMs: number): Response {
  return Response.json(
    { message: TOO_MANY_PUBLIC_CALLS },
    { status: 429, headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
  );
}
