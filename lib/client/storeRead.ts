import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { getStore } from './appStore';
import { useAppStarted } from './boot';
import type { Store } from '@/lib/store/store';
import { TEAM_READ_KEY, type ChangedEntity } from './teamChanges';
import { isTeamMode } from './teamMode';

/**
 * A read of the screens' data that follows every write. On its own the app reads its
 * database (spec section 7: no HTTP) as a live query, which IndexedDB's change events keep
 * current across tabs. In team mode it asks the API, and the team server's change events
 * mark it stale when any recruiter changes one of `entities` (lib/client/teamChanges.ts).
 * Undefined while loading, also while a new key's value is on its way; nothing is read before the app has started. A read too big for one
 * live query gives `watchLocal`, which keeps the local value current its own way (a stable
 * function: it calls back with each value and answers how to stop).
 */
export function useStoreRead<T>(
  entities: readonly ChangedEntity[],
  key: readonly unknown[],
  read: (store: Store) => Promise<T>,
  { watchLocal }: { watchLocal?: (onValue: (value: T) => void) => () => void } = {},
): T | undefined {
  const started = useAppStarted();
  const team = isTeamMode();
  const [watched, setWatched] = useState<T>();
  useEffect(() => (started && !team && watchLocal ? watchLocal(setWatched) : undefined), [started, team, watchLocal]);
  // A live query keeps its last value while it reads for a new key: that value answers another
  // question (the last job's insights), so it is not shown as this one's.
  const keyText = JSON.stringify(key);
  const local = useLiveQuery(
    async () => (started && !team && !watchLocal ? { keyText, value: await read(getStore()) } : undefined),
    // The read is what the key names: a new read function each render does not read again.
    [started, team, watchLocal, ...key],
  );
  const remote = useQuery({
    queryKey: [TEAM_READ_KEY, entities, ...key],
    queryFn: () => read(getStore()),
    enabled: started && team,
  });
  return team ? remote.data : watchLocal ? watched : local?.keyText === keyText ? local.value : undefined;
}
