import { Hono } from 'hono';
import { isFrameworkRequest } from '@/lib/api/http';
import { apiRoutes } from '@/lib/api/routes';
import type { Store } from '@/lib/data/store';

/** The API's routes (lib/api) on the team server, over its store. */
export function apiApp(store: Store): Hono {
  const app = new Hono();
  for (const route of apiRoutes(store)) {
    app.on(route.method, route.path, (context, next) => {
      // A page on the same path (/candidates): its document and payloads are the export's files.
      if (route.sharedWithPages && isFrameworkRequest(context.req.raw)) return next();
      return route.handle({ request: context.req.raw, params: context.req.param() });
    });
  }
  return app;
}
