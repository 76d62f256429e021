import { interviewRoutes } from '@/lib/api/interviews';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const interviewHandlers = (callerOf: (request: Request) => Caller) =>
  interviewRoutes().map((route) => mswHandler(route, callerOf));
