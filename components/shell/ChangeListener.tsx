'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStarted } from '@/lib/client/boot';
import { followChanges } from '@/lib/client/changes';

/** Reads again whatever was changed, by this tab, another or another recruiter (lib/client/changes.ts). */
export function ChangeListener() {
  const queryClient = useQueryClient();
  const started = useAppStarted();
  useEffect(() => (started ? followChanges(queryClient) : undefined), [queryClient, started]);
  return null;
}
