import { dexieStore } from '@/lib/store/localStore';
import type { TalentFlowDB } from '@/lib/platform/db';
import type { Store } from '@/lib/store/store';
import { DEFAULT_DEMO_MEMBER } from './demoTeam';
import type { Member } from './members';
import { storeActingAs } from './storeActingAs';

/** This browser's database as a member of the demo's team uses it (the admin when none is named). */
export function demoMemberStore(db: TalentFlowDB, member: Member = DEFAULT_DEMO_MEMBER): Store {
  return storeActingAs(dexieStore(db, { actor: member }), member);
}
