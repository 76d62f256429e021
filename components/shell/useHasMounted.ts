'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true after: for what only the browser can know. */
export function useHasMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
