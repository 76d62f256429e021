import { careersRoutes } from '@/lib/api/careers';
import type { Store } from '@/lib/store/store';
import { mswHandler } from './respond';

export const careersHandlers = (store: Store) => careersRoutes(store.careers).map(mswHandler);
