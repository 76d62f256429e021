'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assessmentMutations } from '@/lib/assessmentQueries';
import { errorMessage } from '@/lib/format';
import type { Assessment } from '@/lib/types';
import { unsavedDrafts } from '@/lib/unsavedDrafts';

const SAVE_DELAY_MS = 600;

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/**
 * Saves the draft a moment after the last edit. A failed save keeps the draft and says why;
 * the next edit or Retry saves it again. Nothing typed is lost: leaving the builder saves at
 * once (and a failure is kept for when the user comes back), and a reload or closing the tab
 * with changes the server does not have asks first. A draft with problems (`blocked`, shown
 * beside their fields) waits, unsaved, until they are put right.
 */
export function useAutosave(draft: Assessment, savedDraft: Assessment, initialError?: string, blocked = false) {
  const { mutateAsync } = useMutation(assessmentMutations.save());
  const [state, setState] = useState<SaveState>(() =>
    initialError ? { kind: 'failed', message: initialError } : { kind: draft === savedDraft ? 'saved' : 'pending' },
  );
  const lastSaved = useRef(savedDraft);
  const latest = useRef(draft);
  const blockedNow = useRef(blocked);
  useEffect(() => {
    latest.current = draft;
    blockedNow.current = blocked;
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
    if (blocked) return;
    const timer = setTimeout(saveNow, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, saveNow, blocked]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== lastSaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving the builder: send what is not saved yet now rather than after the delay (a draft
      // with problems stays in unsavedDrafts for when the user comes back).
      if (latest.current !== lastSaved.current && !blockedNow.current) saveNow();
    };
  }, [saveNow]);

  return { state: blocked ? ({ kind: 'invalid' } as const) : state, retry: saveNow };
}
