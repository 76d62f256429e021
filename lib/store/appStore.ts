import { getDb } from '@/lib/platform/db';
import { httpStore } from './httpStore';
import { signedInDemoMember } from '@/lib/people/demoTeam';
import { demoMemberStore } from '@/lib/people/demoMemberStore';
import type { Store } from './store';
import { apiRequest } from '@/lib/platform/network';
import { isTeamMode } from '@/lib/platform/teamMode';

let store: Store | undefined;

/**
 * Where the screens read and write: this browser's own database as the demo's signed-in member
 * may use it, or in team mode the team server's API. Both answer and refuse alike (lib/store/store.ts).
 */
export function getStore(): Store {
  store ??= isTeamMode() ? httpStore(apiRequest) : demoMemberStore(getDb(), signedInDemoMember());
  return store;
}
