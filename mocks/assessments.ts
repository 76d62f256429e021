import { assessmentRoutes } from '@/lib/api/assessments';
import type { Store } from '@/lib/data/store';
import { mswHandler } from './respond';

export const assessmentHandlers = (store: Store) => assessmentRoutes(store.assessments).map(mswHandler);
