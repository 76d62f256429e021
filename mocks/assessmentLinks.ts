import { assessmentLinkRoutes } from '@/lib/api/assessmentLinks';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const assessmentLinkHandlers = (callerOf: (request: Request) => Caller) =>
  assessmentLinkRoutes().map((route) => mswHandler(route, callerOf));
