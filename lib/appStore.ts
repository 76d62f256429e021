import { getDb } from './db';
import { httpStore } from './data/httpStore';
import { dexieStore, type Store } from './data/store';
import { apiRequest } from './network';
import { isTeamMode } from './teamMode';

let store: Store | undefined;

/**
 * Where the screens read and write: this browser's own database, or in team mode the team
 * server's API. Both answer and refuse alike (lib/data/store.ts).
 */
export function getStore(): Store {
  store ??= isTeamMode() ? httpStore(apiRequest) : dexieStore(getDb());
  return store;
}
