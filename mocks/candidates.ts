import { candidateRoutes } from '@/lib/api/candidates';
import type { Store } from '@/lib/store/store';
import { mswHandler } from './respond';

export const candidateHandlers = (store: Store) => candidateRoutes(store.candidates).map(mswHandler);
