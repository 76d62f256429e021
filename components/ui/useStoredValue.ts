'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Writes in this tab, which the browser's `storage` event (other tabs only) does not report. */
const localListeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  localListeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    localListeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * A localStorage entry as React state, shared by every tab: `undefined` while prerendering and
 * hydrating (so the static HTML and the first client render agree), then the stored text or null.
 */
export function useStoredValue(key: string): [string | null | undefined, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key),
    () => undefined,
  );
  const store = useCallback(
    (next: string) => {
      localStorage.setItem(key, next);
      localListeners.forEach((listener) => listener());
    },
    [key],
  );
  return [value, store];
}
