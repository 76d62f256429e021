'use client';

import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { askBeforeLeaving } from '@/lib/platform/leaveGuard';
import { writesInFlight } from '@/lib/platform/writesInFlight';

/**
 * While any write is on its way (a board move, a reorder, a save, an import), leaving or
 * reloading the page asks first: the write would be cut off and lost.
 */
export function LeaveWhileSaving() {
  const mutations = useIsMutating();
  const writes = useSyncExternalStore(writesInFlight.subscribe, writesInFlight.count, () => 0);
  const busy = mutations + writes > 0;
  useEffect(() => (busy ? askBeforeLeaving(() => true) : undefined), [busy]);
  return null;
}
