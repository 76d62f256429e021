import { assessmentRoutes } from '@/lib/api/assessments';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const assessmentHandlers = (callerOf: (request: Request) => Caller) =>
  assessmentRoutes().map((route) => mswHandler(route, callerOf));
