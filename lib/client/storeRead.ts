import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getStore } from './appStore';
import { useAppStarted } from './boot';
import type { ChangedEntity, Store } from '@/lib/store/store';
import { STORE_READ_KEY } from './changes';
import { isTeamMode } from './teamMode';

/**
 * A read of the screens' data that follows every write: a query of the store (lib/client/appStore.ts)
 * that is read again when a change touches one of `entities`, told by the team server's change
 * events in team mode and by the browser's database in the demo (components/shell/ChangeListener.tsx).
 * Undefined while loading, also while a new key's value is on its way; nothing is read before the
 * app has started. A local read too big to read again whole after each change gives `watchLocal`,
 * which keeps its value current its own way (a stable function: it calls back with each value and
 * answers how to stop).
 */
export function useStoreRead<T>(
  entities: readonly ChangedEntity[],
  key: readonly unknown[],
  read: (store: Store) => Promise<T>,
  { watchLocal }: { watchLocal?: (onValue: (value: T) => void) => () => void } = {},
): T | undefined {
  const started = useAppStarted();
  const watching = watchLocal !== undefined && !isTeamMode();
  const [watched, setWatched] = useState<T>();
  useEffect(() => (started && watching ? watchLocal(setWatched) : undefined), [started, watching, watchLocal]);
  const stored = useQuery({
    queryKey: [STORE_READ_KEY, entities, ...key],
    queryFn: () => read(getStore()),
    enabled: started && !watching,
  });
  return watching ? watched : stored.data;
}
