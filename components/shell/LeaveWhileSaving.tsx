'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { askBeforeLeaving } from '@/lib/client/leaveGuard';
import { writesInFlight } from '@/lib/client/writesInFlight';

/**
 * While any write is on its way (a board move, a reorder, a save, an import), leaving or
 * reloading the page asks first: the write would be cut off and lost. The counts are read when
 * the page is being left, not followed by a render: a reload right after a drop, before React
 * had drawn anything, once went ahead without asking and lost the move.
 */
export function LeaveWhileSaving() {
  const client = useQueryClient();
  useEffect(() => askBeforeLeaving(() => client.isMutating() + writesInFlight.count() > 0), [client]);
  return null;
}
