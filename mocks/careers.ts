import { careersRoutes } from '@/lib/api/careers';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const careersHandlers = (callerOf: (request: Request) => Caller) =>
  careersRoutes().map((route) => mswHandler(route, callerOf));
