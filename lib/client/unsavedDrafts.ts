import type { Assessment } from '@/lib/shared/types';

/** A builder draft the server does not have yet, and why its last save failed, if it did. */
export interface UnsavedDraft {
  draft: Assessment;
  error?: string;
  /** Someone saved the assessment since: saving again needs the user's choice. */
  conflict?: boolean;
}

const drafts = new Map<string, UnsavedDraft>();
const bases = new Map<string, number>();

/**
 * The assessment drafts not saved yet, by job, kept for the life of the tab: leaving the
 * builder while a save is pending or has failed keeps the edit, and coming back shows it
 * again with its state, instead of the last saved version.
 */
export const unsavedDrafts = {
  get: (jobId: string): UnsavedDraft | undefined => drafts.get(jobId),
  /** The draft has changes the server does not have. */
  pending(draft: Assessment): void {
    drafts.set(draft.jobId, { draft });
  },
  /**
   * A save of this draft failed: the draft is kept with why, unless something came after it
   * meanwhile (a newer draft, or another save of this same draft that went through).
   */
  failed(draft: Assessment, error: string, conflict = false): void {
    if (drafts.get(draft.jobId)?.draft !== draft) return;
    drafts.set(draft.jobId, { draft, error, ...(conflict ? { conflict } : {}) });
  },
  /** An edit made while a conflict waits for the user's choice: kept, with that conflict. */
  heldByConflict(draft: Assessment, error: string): void {
    drafts.set(draft.jobId, { draft, error, conflict: true });
  },
  /** The server has this draft: forget it, unless a newer one is waiting. */
  saved(draft: Assessment): void {
    if (drafts.get(draft.jobId)?.draft === draft) drafts.delete(draft.jobId);
  },
  /** The user dropped their draft for the stored version. */
  discard(jobId: string): void {
    drafts.delete(jobId);
  },
  /**
   * The stored version this tab's edits of the job's assessment build on: the one it last
   * loaded into the builder or saved. A save sends it as it goes out, after any save before it
   * (in this builder or one the user left) has answered.
   */
  baseVersion: (jobId: string): number | undefined => bases.get(jobId),
  buildOn(jobId: string, version: number): void {
    bases.set(jobId, version);
  },
};
