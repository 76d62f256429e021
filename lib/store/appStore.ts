import { getDb } from '@/lib/platform/db';
import { httpStore } from './httpStore';
import { dexieStore } from './localStore';
import type { Store } from './store';
import { apiRequest } from '@/lib/platform/network';
import { isTeamMode } from '@/lib/platform/teamMode';

let store: Store | undefined;

/**
 * Where the screens read and write: this browser's own database, or in team mode the team
 * server's API. Both answer and refuse alike (lib/store/store.ts).
 */
export function getStore(): Store {
  store ??= isTeamMode() ? httpStore(apiRequest) : dexieStore(getDb());
  return store;
}
