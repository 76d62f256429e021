import { getDb } from '@/lib/dexie/db';
import { httpStore } from './httpStore';
import type { Store } from '@/lib/store/store';
import { apiRequest } from './network';
import { isTeamMode } from './teamMode';
import { signedInDemoMember } from '@/lib/people/demoTeam';
import { demoMemberStore } from '@/lib/dexie/demoMemberStore';
import type { Member } from '@/lib/people/members';

let store: { member?: Member; store: Store } | undefined;

/**
 * Where the screens read and write: this browser's own database as the demo's signed-in member
 * may use it (another store when someone else signs in), or in team mode the team server's API.
 * Both answer and refuse alike (lib/store/store.ts).
 */
export function getStore(): Store {
  if (isTeamMode()) {
    store ??= { store: httpStore(apiRequest) };
    return store.store;
  }
  const member = signedInDemoMember();
  if (store?.member !== member) store = { member, store: demoMemberStore(getDb(), member) };
  return store.store;
}
