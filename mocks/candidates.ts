import { candidateRoutes } from '@/lib/api/candidates';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const candidateHandlers = (callerOf: (request: Request) => Caller) =>
  candidateRoutes().map((route) => mswHandler(route, callerOf));
