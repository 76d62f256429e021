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

  const inFlight = useRef(false);
  const timerPending = useRef(false);

  const saveNow = useCallback(() => {
    const send = () => {
      const sending = latest.current;
      inFlight.current = true;
      setState({ kind: 'saving' });
      unsavedDrafts.pending(sending);
      mutateAsync(sending).then(
        () => {
          inFlight.current = false;
          lastSaved.current = sending;
          unsavedDrafts.saved(sending);
          if (latest.current === sending) setState({ kind: 'saved' });
          // The draft went back while this save was on its way (Undo): no edit timer will send it.
          else if (!timerPending.current && !blockedNow.current) send();
          else setState({ kind: 'pending' });
        },
        (error: unknown) => {
          inFlight.current = false;
          const message = errorMessage(error);
          if (latest.current === sending) unsavedDrafts.failed(sending, message);
          setState({ kind: 'failed', message });
        },
      );
    };
    send();
  }, [mutateAsync]);

  // A draft that failed before the user left waits for Retry or the next edit.
  const failedAtStart = useRef(initialError ? draft : undefined);
  useEffect(() => {
    if (draft === lastSaved.current) {
      // Back to what the server has (Undo before the save went out): nothing to send.
      if (!inFlight.current) {
        unsavedDrafts.saved(draft);
        setState((current) => (current.kind === 'failed' ? current : { kind: 'saved' }));
      }
      return;
    }
    if (draft === failedAtStart.current) return;
    unsavedDrafts.pending(draft);
    setState((current) => (current.kind === 'failed' ? current : { kind: 'pending' }));
    if (blocked) return;
    timerPending.current = true;
    const timer = setTimeout(() => {
      timerPending.current = false;
      saveNow();
    }, SAVE_DELAY_MS);
    return () => {
      timerPending.current = false;
      clearTimeout(timer);
    };
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
