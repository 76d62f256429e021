import type { Store } from '@/lib/data/store';
import type { ApiRoute } from './http';
import { jobRoutes } from './jobs';

/** Every route of the API that both hosts serve. */
export function apiRoutes(store: Store): ApiRoute[] {
  return [...jobRoutes(store.jobs)];
}
