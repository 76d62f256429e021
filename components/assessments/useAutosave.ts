'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { ConflictError } from '@/lib/shared/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assessmentMutations, assessmentQueries, readStoredAssessment } from '@/lib/client/assessmentQueries';
import { errorMessage } from '@/lib/shared/format';
import { askBeforeLeaving } from '@/lib/client/leaveGuard';
import type { Assessment } from '@/lib/shared/types';
import { type UnsavedDraft, unsavedDrafts } from '@/lib/client/unsavedDrafts';

const SAVE_DELAY_MS = 600;

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  /** Someone saved meanwhile: saving waits for the user's choice; `choiceFailed` says why the last choice did not go through. */
  | { kind: 'conflict'; choiceFailed?: string };

/** A failure stays on show through later edits until a save goes through or the user chooses. */
const keepFailure = (current: SaveState, next: SaveState): SaveState =>
  current.kind === 'failed' || current.kind === 'conflict' ? current : next;

/**
 * Saves the draft a moment after the last edit. A failed save keeps the draft and says why;
 * the next edit or Retry saves it again. Nothing typed is lost: leaving the builder saves at
 * once (and a failure is kept for when the user comes back), and a reload or closing the tab
 * with changes the server does not have asks first. A draft with problems (`blocked`, shown
 * beside their fields) waits, unsaved, until they are put right.
 *
 * A save sends the stored version its edits started from. If someone saved meanwhile it is
 * refused (a conflict): the draft stays, and the user keeps it (saved over theirs) or loads theirs.
 */
export function useAutosave(draft: Assessment, savedDraft: Assessment, unsaved?: UnsavedDraft, blocked = false) {
  const { mutateAsync } = useMutation(assessmentMutations.save());
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>(() =>
    unsaved?.error
      ? unsaved.conflict
        ? { kind: 'conflict' }
        : { kind: 'failed', message: unsaved.error }
      : { kind: draft === savedDraft ? 'saved' : 'pending' },
  );
  const lastSaved = useRef(savedDraft);
  // A builder opened on the stored version builds on it; one opened on an unsaved draft builds on
  // what that draft's builder last loaded or saved.
  const [jobId] = useState(() => {
    if (!unsaved) unsavedDrafts.buildOn(savedDraft.jobId, savedDraft.version ?? 0);
    return savedDraft.jobId;
  });
  /** Why saving waits for the user's choice (someone saved meanwhile); undefined when it does not. */
  const conflict = useRef(unsaved?.conflict ? unsaved.error : undefined);
  const latest = useRef(draft);
  const blockedNow = useRef(blocked);
  useEffect(() => {
    latest.current = draft;
    blockedNow.current = blocked;
  });

  /** The draft the last save sent, while it is on its way. */
  const inFlight = useRef<Assessment | undefined>(undefined);
  /**
   * A choice after a conflict is made or on its way: a second click (a double click) does
   * nothing, until a save fails again and asks anew.
   */
  const choosing = useRef(false);
  const timerPending = useRef(false);

  const saveNow = useCallback(() => {
    const send = () => {
      const sending = latest.current;
      inFlight.current = sending;
      setState({ kind: 'saving' });
      unsavedDrafts.pending(sending);
      mutateAsync(sending).then(
        () => {
          if (inFlight.current === sending) inFlight.current = undefined;
          lastSaved.current = sending;
          unsavedDrafts.saved(sending);
          if (latest.current === sending) setState({ kind: 'saved' });
          // The draft went back while this save was on its way (Undo): no edit timer will send it.
          else if (!timerPending.current && !blockedNow.current) send();
          else setState({ kind: 'pending' });
        },
        (error: unknown) => {
          if (inFlight.current === sending) inFlight.current = undefined;
          choosing.current = false;
          const refused = refusalOf(error) instanceof ConflictError;
          const message = errorMessage(error);
          if (refused) conflict.current = message;
          if (latest.current === sending) unsavedDrafts.failed(sending, message, refused);
          setState(refused ? { kind: 'conflict' } : { kind: 'failed', message });
        },
      );
    };
    send();
  }, [mutateAsync]);

  /**
   * The stored assessment as it is now (someone else's save included). The user clicked for it:
   * a failure shows at once rather than after retries, and the button is there to click again;
   * the page's own read of the assessment, and so the builder, stay as they are.
   */
  const fetchStored = () => readStoredAssessment(jobId);
  const failLoading = (error: unknown) =>
    setState({ kind: 'conflict', choiceFailed: `Could not read the saved version: ${errorMessage(error)}` });

  /** After a conflict: saves this draft over what someone else saved. */
  const keepMine = async () => {
    if (choosing.current) return;
    choosing.current = true;
    try {
      unsavedDrafts.buildOn(jobId, (await fetchStored()).version ?? 0);
    } catch (error) {
      choosing.current = false;
      return failLoading(error);
    }
    // Still choosing: the second click of a double click can land before the buttons are gone,
    // and would send the draft again over this very save.
    conflict.current = undefined;
    saveNow();
  };

  /** After a conflict: drops this draft for what someone else saved, which it answers. */
  const loadTheirs = async (): Promise<Assessment | undefined> => {
    if (choosing.current) return;
    choosing.current = true;
    try {
      const stored = await fetchStored();
      lastSaved.current = stored;
      latest.current = stored;
      unsavedDrafts.buildOn(jobId, stored.version ?? 0);
      conflict.current = undefined;
      unsavedDrafts.discard(jobId);
      queryClient.setQueryData(assessmentQueries.detail(jobId).queryKey, stored);
      setState({ kind: 'saved' });
      return stored;
    } catch (error) {
      failLoading(error);
    } finally {
      choosing.current = false;
    }
  };

  // A draft that failed before the user left waits for Retry or the next edit.
  const failedAtStart = useRef(unsaved?.error ? draft : undefined);
  useEffect(() => {
    if (draft === lastSaved.current) {
      // Back to what the server has (Undo before the save went out): nothing to send.
      if (!inFlight.current) {
        unsavedDrafts.saved(draft);
        setState((current) => keepFailure(current, { kind: 'saved' }));
      }
      return;
    }
    if (draft === failedAtStart.current) return;
    // An edit after a conflict waits, with the draft, for the user's choice.
    if (conflict.current) return unsavedDrafts.heldByConflict(draft, conflict.current);
    unsavedDrafts.pending(draft);
    setState((current) => keepFailure(current, { kind: 'pending' }));
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
    const stopAsking = askBeforeLeaving(() => latest.current !== lastSaved.current);
    return () => {
      stopAsking();
      // Leaving the builder: send what is not saved yet now rather than after the delay (a draft
      // with problems stays in unsavedDrafts for when the user comes back). A draft whose save is
      // on its way is not sent twice: the second could fail after the first went through, and
      // mark as unsaved a draft the server has.
      const unsaved = latest.current !== lastSaved.current && latest.current !== inFlight.current;
      if (unsaved && !blockedNow.current && !conflict.current) saveNow();
    };
  }, [saveNow]);

  return { state: blocked ? ({ kind: 'invalid' } as const) : state, retry: saveNow, keepMine, loadTheirs };
}
