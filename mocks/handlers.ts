import type { Caller } from '@/lib/api/http';
import type { Actor } from '@/lib/people/members';
import { DEMO_MEMBER_HEADER, demoMemberByHandle } from '@/lib/people/demoTeam';
import { dexieStore } from '@/lib/dexie/localStore';
import type { TalentFlowDB } from '@/lib/dexie/db';
import { assessmentLinkHandlers } from './assessmentLinks';
import { assessmentHandlers } from './assessments';
import { candidateHandlers } from './candidates';
import { careersHandlers } from './careers';
import { jobHandlers } from './jobs';
import { interviewHandlers } from './interviews';
import { peopleHandlers } from './people';
import { messageHandlers } from './messages';
import { offerHandlers } from './offers';
import { privacyHandlers } from './privacy';

export function createHandlers(db: TalentFlowDB) {
  const storeOf = (actor?: Actor) => dexieStore(db, { actor });
  // The demo names its member in a header, as a session cookie names one to the team server.
  const callerOf = (request: Request): Caller => ({
    member: demoMemberByHandle(request.headers.get(DEMO_MEMBER_HEADER)),
    storeOf,
  });
  return [
    ...jobHandlers(callerOf),
    ...candidateHandlers(callerOf),
    ...assessmentHandlers(callerOf),
    ...assessmentLinkHandlers(callerOf),
    ...careersHandlers(callerOf),
    ...peopleHandlers(callerOf),
    ...interviewHandlers(callerOf),
    ...privacyHandlers(callerOf),
    ...messageHandlers(callerOf),
    ...offerHandlers(callerOf),
  ];
}
