import { assessmentLinkRoutes } from '@/lib/api/assessmentLinks';
import type { Store } from '@/lib/store/store';
import { mswHandler } from './respond';

export const assessmentLinkHandlers = (store: Store) => assessmentLinkRoutes(store.assessments).map(mswHandler);
