import type { Store } from '@/lib/data/store';
import type { Sql } from '../sql';
import { sqlAssessmentStore } from './assessments';
import { sqlJobStore } from './jobs';

/** The store over PostgreSQL. */
export function sqlStore(sql: Sql): Store {
  return { jobs: sqlJobStore(sql), assessments: sqlAssessmentStore(sql) };
}
