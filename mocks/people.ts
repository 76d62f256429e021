import { peopleRoutes } from '@/lib/api/people';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const peopleHandlers = (callerOf: (request: Request) => Caller) =>
  peopleRoutes().map((route) => mswHandler(route, callerOf));
