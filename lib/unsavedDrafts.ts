import type { Assessment } from './types';

/** A builder draft the server does not have yet, and why its last save failed, if it did. */
export interface UnsavedDraft {
  draft: Assessment;
  error?: string;
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
  pending(draft: Assessment): void {
    drafts.set(draft.jobId, { draft });
  },
  failed(draft: Assessment, error: string): void {
    drafts.set(draft.jobId, { draft, error });
  },
  /** The server has this draft: forget it, unless a newer one is waiting. */
  saved(draft: Assessment): void {
    if (drafts.get(draft.jobId)?.draft === draft) drafts.delete(draft.jobId);
  },
};
