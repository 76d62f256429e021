import { offerRoutes } from '@/lib/api/offers';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const offerHandlers = (callerOf: (request: Request) => Caller) =>
  offerRoutes().map((route) => mswHandler(route, callerOf));
