import type { ApiRoute } from './http';
import { assessmentLinkRoutes } from './assessmentLinks';
import { assessmentRoutes } from './assessments';
import { careersRoutes } from './careers';
import { candidateRoutes } from './candidates';
import { jobRoutes } from './jobs';
import { interviewRoutes } from './interviews';
import { peopleRoutes } from './people';
import { messageRoutes } from './messages';
import { offerRoutes } from './offers';
import { privacyRoutes } from './privacy';

/** Every route of the API that both hosts serve; each call brings the store it acts on. */
export function apiRoutes(): ApiRoute[] {
  return [
    ...jobRoutes(),
    ...candidateRoutes(),
    ...assessmentRoutes(),
    ...assessmentLinkRoutes(),
    ...careersRoutes(),
    ...peopleRoutes(),
    ...interviewRoutes(),
    ...privacyRoutes(),
    ...messageRoutes(),
    ...offerRoutes(),
  ];
}
