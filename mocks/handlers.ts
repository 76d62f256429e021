import { dexieStore } from '@/lib/store/localStore';
import type { TalentFlowDB } from '@/lib/platform/db';
import { assessmentLinkHandlers } from './assessmentLinks';
import { assessmentHandlers } from './assessments';
import { candidateHandlers } from './candidates';
import { careersHandlers } from './careers';
import { jobHandlers } from './jobs';

export function createHandlers(db: TalentFlowDB) {
  const store = dexieStore(db);
  return [
    ...jobHandlers(store),
    ...candidateHandlers(store),
    ...assessmentHandlers(store),
    ...assessmentLinkHandlers(store),
    ...careersHandlers(store),
  ];
}
