import type { TalentFlowDB } from '@/lib/db';
import { jobHandlers } from './jobs';

export function createHandlers(db: TalentFlowDB) {
  return [...jobHandlers(db)];
}
