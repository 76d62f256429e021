import { privacyRoutes } from '@/lib/api/privacy';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const privacyHandlers = (callerOf: (request: Request) => Caller) =>
  privacyRoutes().map((route) => mswHandler(route, callerOf));
