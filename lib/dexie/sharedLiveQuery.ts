import Dexie, { liveQuery, type Subscription } from 'dexie';

/**
 * One live read of the browser's database shared by every screen part that shows it: the first
 * watcher starts it, later ones get its last value at once, the last to leave stops it. A read
 * that several parts of one screen follow (the possible duplicates: the list's flags and the
 * header's count) is then made once per change, not once per part.
 */
export function sharedLiveQuery<T>(read: () => Promise<T>): (onValue: (value: T) => void) => () => void {
  const watchers = new Set<(value: T) => void>();
  let subscription: Subscription | undefined;
  let last: { value: T } | undefined;
  return (onValue) => {
    watchers.add(onValue);
    if (last) onValue(last.value);
    subscription ??= liveQuery(read).subscribe({
      next: (value) => {
        last = { value };
        for (const watcher of watchers) watcher(value);
      },
      error: (error: unknown) => {
        // Closed when another tab upgrades the database: this tab asks for a reload, nothing to read.
        if ((error as Error).name !== Dexie.errnames.DatabaseClosed) throw error;
      },
    });
    return () => {
      watchers.delete(onValue);
      if (watchers.size > 0) return;
      subscription?.unsubscribe();
      subscription = undefined;
      last = undefined;
    };
  };
}
