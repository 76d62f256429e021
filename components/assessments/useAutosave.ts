'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assessmentMutations } from '@/lib/assessmentQueries';
import { errorMessage } from '@/lib/format';
import type { Assessment } from '@/lib/types';

const SAVE_DELAY_MS = 600;

export type SaveState =
  { kind: 'saved' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'failed'; message: string };

/**
 * Saves the draft a moment after the last edit. A failed save keeps the draft and says why;
 * the next edit or Retry saves it again.
 */
export function useAutosave(draft: Assessment) {
  const { mutate } = useMutation(assessmentMutations.save());
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const lastSaved = useRef(draft);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });

  const saveNow = useCallback(() => {
    const sending = latest.current;
    setState({ kind: 'saving' });
    mutate(sending, {
      onSuccess: () => {
        lastSaved.current = sending;
        setState(latest.current === sending ? { kind: 'saved' } : { kind: 'pending' });
      },
      onError: (error) => setState({ kind: 'failed', message: errorMessage(error) }),
    });
  }, [mutate]);

  useEffect(() => {
    if (draft === lastSaved.current) return;
    setState((current) => (current.kind === 'failed' ? current : { kind: 'pending' }));
    const timer = setTimeout(saveNow, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, saveNow]);

  return { state, retry: saveNow };
}
