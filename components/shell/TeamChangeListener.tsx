'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateAfterChange, listenToTeamChanges } from '@/lib/client/teamChanges';
import { isTeamMode } from '@/lib/client/teamMode';

/** In team mode, reads again whatever another recruiter (or this one, in another tab) changed. */
export function TeamChangeListener() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isTeamMode()) return;
    return listenToTeamChanges((entity) => invalidateAfterChange(queryClient, entity));
  }, [queryClient]);
  return null;
}
