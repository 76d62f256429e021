'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assessmentMutations } from '@/lib/assessmentQueries';
import { errorMessage } from '@/lib/format';
import type { Assessment } from '@/lib/types';
import { unsavedDrafts } from '@/lib/unsavedDrafts';

const SAVE_DELAY_MS = 600;

export type SaveState =
  { kind: 'saved' } | { kind: 'pending' } | { kind: 'saving' } | { kind: 'failed'; message: string };

/**
 * Saves the draft a moment after the last edit. A failed save keeps the draft and says why;
 * the next edit or Retry saves it again. Nothing typed is lost: leaving the builder saves at
 * once (and a failure is kept for when the user comes back), and a reload or closing the tab
 * with changes the server does not have asks first.
 */
export function useAutosave(draft: Assessment, savedDraft: Assessment, initialError?: string) {
  const { mutateAsync } = useMutation(assessmentMutations.save());
  const [state, setState] = useState<SaveState>(() =>
    initialError ? { kind: 'failed', message: initialError } : { kind: draft === savedDraft ? 'saved' : 'pending' },
  );
  const lastSaved = useRef(savedDraft);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });

  const saveNow = useCallback(() => {
    const sending = latest.current;
    setState({ kind: 'saving' });
    unsavedDrafts.pending(sending);
    mutateAsync(sending).then(
      () => {
        lastSaved.current = sending;
        unsavedDrafts.saved(sending);
        setState(latest.current === sending ? { kind: 'saved' } : { kind: 'pending' });
      },
      (error: unknown) => {
        const message = errorMessage(error);
        if (latest.current === sending) unsavedDrafts.failed(sending, message);
        setState({ kind: 'failed', message });
      },
    );
  }, [mutateAsync]);

  // A draft that failed before the user left waits for Retry or the next edit.
  const failedAtStart = useRef(initialError ? draft : undefined);
  useEffect(() => {
    if (draft === lastSaved.current || draft === failedAtStart.current) return;
    unsavedDrafts.pending(draft);
    setState((current) => (current.kind === 'failed' ? current : { kind: 'pending' }));
    const timer = setTimeout(saveNow, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, saveNow]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== lastSaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving the builder: send what is not saved yet now rather than after the delay.
      if (latest.current !== lastSaved.current) saveNow();
    };
  }, [saveNow]);

  return { state, retry: saveNow };
}
