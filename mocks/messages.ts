import { messageRoutes } from '@/lib/api/messages';
import type { Caller } from '@/lib/api/http';
import { mswHandler } from './respond';

export const messageHandlers = (callerOf: (request: Request) => Caller) =>
  messageRoutes().map((route) => mswHandler(route, callerOf));
