import { dexieStore } from './localStore';
import type { TalentFlowDB } from './db';
import type { Store } from '@/lib/store/store';
import { DEFAULT_DEMO_MEMBER } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { storeActingAs } from '@/lib/store/storeActingAs';

/** This browser's database as a member of the demo's team uses it (the admin when none is named). */
export function demoMemberStore(db: TalentFlowDB, member: Member = DEFAULT_DEMO_MEMBER): Store {
  return storeActingAs(dexieStore(db, { actor: member }), member);
}
