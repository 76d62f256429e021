import type { Store } from '@/lib/data/store';
import type { Sql } from '../sql';
import { sqlJobStore } from './jobs';

/** The store over PostgreSQL. */
export function sqlStore(sql: Sql): Store {
  return { jobs: sqlJobStore(sql) };
}
