import type { Store } from '@/lib/store/store';
import type { ApiRoute } from './http';
import { assessmentLinkRoutes } from './assessmentLinks';
import { assessmentRoutes } from './assessments';
import { careersRoutes } from './careers';
import { candidateRoutes } from './candidates';
import { jobRoutes } from './jobs';

/** Every route of the API that both hosts serve. */
export function apiRoutes(store: Store): ApiRoute[] {
  return [
    ...jobRoutes(store.jobs),
    ...candidateRoutes(store.candidates),
    ...assessmentRoutes(store.assessments),
    ...assessmentLinkRoutes(store.assessments),
    ...careersRoutes(store.careers),
  ];
}
