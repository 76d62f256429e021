import { describe, expect, it } from 'vitest';
import { emptyAssessment, setTitle } from '@/lib/assessments/assessmentDraft';
import { unsavedDrafts } from './unsavedDrafts';

describe('unsavedDrafts', () => {
  it('keeps a failed draft with its error until that very draft is saved', () => {
    const first = setTitle(emptyAssessment('job-9'), 'Screening');
    const newer = setTitle(first, 'Screening v2');
    unsavedDrafts.pending(first);
    unsavedDrafts.failed(first, 'Network Error: Simulated failure');
    expect(unsavedDrafts.get('job-9')).toEqual({ draft: first, error: 'Network Error: Simulated failure' });
    unsavedDrafts.pending(newer);
    // The older draft's save answering late must not forget the newer edit.
    unsavedDrafts.saved(first);
    expect(unsavedDrafts.get('job-9')).toEqual({ draft: newer });
    unsavedDrafts.saved(newer);
    expect(unsavedDrafts.get('job-9')).toBeUndefined();
  });

  it('does not let a failed save mark as unsaved a newer draft, or a draft another save stored', () => {
    const older = setTitle(emptyAssessment('job-7'), 'Left while saving 22');
    const newer = setTitle(older, 'Left while saving 23');
    unsavedDrafts.pending(older);
    unsavedDrafts.saved(older);
    // A second save of the same draft fails after the first went through.
    unsavedDrafts.failed(older, 'Network Error: Simulated failure');
    expect(unsavedDrafts.get('job-7')).toBeUndefined();
    unsavedDrafts.pending(newer);
    unsavedDrafts.failed(older, 'Network Error: Simulated failure');
    expect(unsavedDrafts.get('job-7')).toEqual({ draft: newer });
    // An edit while a conflict waits is kept with it.
    unsavedDrafts.heldByConflict(newer, 'Changed by someone else since you opened it');
    expect(unsavedDrafts.get('job-7')).toMatchObject({ draft: newer, conflict: true });
  });

  it('keeps whether someone saved over the draft, until the user drops it', () => {
    const draft = setTitle(emptyAssessment('job-8'), 'Mine');
    unsavedDrafts.pending(draft);
    unsavedDrafts.failed(draft, 'Changed by someone else since you opened it', true);
    expect(unsavedDrafts.get('job-8')).toMatchObject({ conflict: true });
    unsavedDrafts.discard('job-8');
    expect(unsavedDrafts.get('job-8')).toBeUndefined();
    expect(unsavedDrafts.baseVersion('job-8')).toBeUndefined();
    unsavedDrafts.buildOn('job-8', 4);
    expect(unsavedDrafts.baseVersion('job-8')).toBe(4);
  });
});
