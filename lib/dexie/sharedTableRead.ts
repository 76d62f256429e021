import Dexie from 'dexie';

type Watch<T> = (onValue: (value: T) => void) => () => void;

/**
 * One read shared by every screen part that shows it: the first watcher starts it, later ones
 * get its last value at once, the last to leave stops it. A read that several parts of one screen
 * follow (the possible duplicates: the list's flags and the header's count) is then made once per
 * change, not once per part.
 */
function shared<T>(start: (emit: (value: T) => void) => () => void): Watch<T> {
  const watchers = new Set<(value: T) => void>();
  let stop: (() => void) | undefined;
  let last: { value: T } | undefined;
  return (onValue) => {
    watchers.add(onValue);
    if (last) onValue(last.value);
    stop ??= start((value) => {
      last = { value };
      for (const watcher of watchers) watcher(value);
    });
    return () => {
      watchers.delete(onValue);
      if (watchers.size > 0) return;
      stop?.();
      stop = undefined;
      last = undefined;
    };
  };
}

// Closed when another tab upgrades the database: this tab asks for a reload, nothing to read.
function unlessClosed(error: unknown) {
  if ((error as Error).name !== Dexie.errnames.DatabaseClosed) throw error;
}

/**
 * A read of most of some tables, shared, made again after any write to them (in any tab). Not a
 * liveQuery: that notes every key a read of an index returns, which for 100 000 candidates held
 * the page for 0.6 s after each change. A read that a later one overtakes is not shown.
 */
export function sharedTableRead<T>(db: () => Dexie, tables: readonly string[], read: () => Promise<T>): Watch<T> {
  return shared((emit) => {
    let latest = 0;
    let stopped = false;
    const parts = tables.map((table) => `idb://${db().name}/${table}/`);
    const run = () => {
      const mine = ++latest;
      read().then((value) => {
        if (!stopped && mine === latest) emit(value);
      }, unlessClosed);
    };
    const onChange = (changed: Record<string, unknown>) => {
      if (Object.keys(changed).some((key) => parts.some((part) => key.startsWith(part)))) run();
    };
    Dexie.on('storagemutated', onChange);
    run();
    return () => {
      stopped = true;
      Dexie.on.storagemutated.unsubscribe(onChange);
    };
  });
}
