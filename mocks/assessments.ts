import { assessmentRoutes } from '@/lib/api/assessments';
import type { Store } from '@/lib/store/store';
import { mswHandler } from './respond';

export const assessmentHandlers = (store: Store) => assessmentRoutes(store.assessments).map(mswHandler);
