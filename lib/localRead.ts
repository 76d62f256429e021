import { useLiveQuery } from 'dexie-react-hooks';
import { useAppStarted } from './boot';

/**
 * A local read (spec section 7: no HTTP) that follows every write, from any screen or tab.
 * It stays undefined (loading) until the app has started, so it never shows the database
 * before the seed.
 */
export function useLocalRead<T>(read: () => Promise<T>, deps: unknown[]): T | undefined {
  const started = useAppStarted();
  return useLiveQuery(() => (started ? read() : undefined), [started, ...deps]);
}
