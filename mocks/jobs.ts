import { jobRoutes } from '@/lib/api/jobs';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const jobHandlers = (callerOf: (request: Request) => Caller) =>
  jobRoutes().map((route) => mswHandler(route, callerOf));
