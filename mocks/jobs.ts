import { jobRoutes } from '@/lib/api/jobs';
import type { Store } from '@/lib/store/store';
import { mswHandler } from './respond';

export const jobHandlers = (store: Store) => jobRoutes(store.jobs).map(mswHandler);
