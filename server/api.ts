import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type ApiRoute, type Caller, handleApiCall, isFrameworkRequest } from '@/lib/api/http';
import { apiRoutes } from '@/lib/api/routes';

export const MAX_BODY_BYTES = 1024 * 1024;
export const tooLargeMessage = (bytes: number) => `The request is larger than ${bytes / 1024 / 1024} MB`;

/**
 * The API's routes (lib/api) and the server's own (`extraRoutes`: members' accounts) on the team
 * server, each call acting as the member `callerOf` finds for the incoming request.
 */
export function apiApp(
  callerOf: (incoming: IncomingMessage | undefined) => Caller,
  extraRoutes: ApiRoute[] = [],
): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  for (const route of [...apiRoutes(), ...extraRoutes]) {
    const maxSize = route.maxBodyBytes ?? MAX_BODY_BYTES;
    const tooLarge = (context: Context) => context.json({ message: tooLargeMessage(maxSize) }, 413);
    const countingLimit = bodyLimit({ maxSize, onError: tooLarge });
    /**
     * A body's length from its header where it has one, counted as it streams in only where it
     * is chunked. Hono's limit reads `request.body` first, and on Node that builds a whole
     * fetch Request and stream for every call, GETs included (about a sixth of the server thread's
     * time per request under load); the header alone leaves the body to be read straight
     * from the socket.
     */
    const limit = (context: Context, next: Next) => {
      if (context.req.header('transfer-encoding') !== undefined) return countingLimit(context, next);
      return Number(context.req.header('content-length') ?? 0) > maxSize ? tooLarge(context) : next();
    };
    app.on(route.method, route.path, limit, (context, next) => {
      // A page on the same path (/candidates): its document and payloads are the export's files.
      if (route.sharedWithPages && isFrameworkRequest(context.req.raw)) return next();
      const request = context.req.raw;
      return handleApiCall(route, { request, params: context.req.param() }, callerOf(context.env?.incoming));
    });
  }
  app.notFound((context) => context.json({ message: 'Not found' }, 404));
  return app;
}
