import type { Assessment } from './types';

/** A builder draft the server does not have yet, and why its last save failed, if it did. */
export interface UnsavedDraft {
  draft: Assessment;
  /** The stored version its edits started from, which its save sends. */
  baseVersion: number;
  error?: string;
  /** Someone saved the assessment since: saving again needs the user's choice. */
  conflict?: boolean;
}

const drafts = new Map<string, UnsavedDraft>();

/**
 * The assessment drafts not saved yet, by job, kept for the life of the tab: leaving the
 * builder while a save is pending or has failed keeps the edit, and coming back shows it
 * again with its state, instead of the last saved version.
 */
export const unsavedDrafts = {
  get: (jobId: string): UnsavedDraft | undefined => drafts.get(jobId),
  /** The draft has changes the server does not have. */
  pending(draft: Assessment, baseVersion: number): void {
    drafts.set(draft.jobId, { draft, baseVersion });
  },
  failed(draft: Assessment, baseVersion: number, error: string, conflict = false): void {
    drafts.set(draft.jobId, { draft, baseVersion, error, ...(conflict ? { conflict } : {}) });
  },
  /** The server has this draft: forget it, unless a newer one is waiting. */
  saved(draft: Assessment): void {
    if (drafts.get(draft.jobId)?.draft === draft) drafts.delete(draft.jobId);
  },
  /** The user dropped their draft for the stored version. */
  discard(jobId: string): void {
    drafts.delete(jobId);
  },
};
