import { describe, expect, it } from 'vitest';
import { emptyAssessment, setTitle } from './assessmentDraft';
import { unsavedDrafts } from './unsavedDrafts';

describe('unsavedDrafts', () => {
  it('keeps a failed draft with its error until that very draft is saved', () => {
    const first = setTitle(emptyAssessment('job-9'), 'Screening');
    const newer = setTitle(first, 'Screening v2');
    unsavedDrafts.failed(first, 2, 'Network Error: Simulated failure');
    expect(unsavedDrafts.get('job-9')).toEqual({
      draft: first,
      baseVersion: 2,
      error: 'Network Error: Simulated failure',
    });
    unsavedDrafts.pending(newer, 2);
    // The older draft's save answering late must not forget the newer edit.
    unsavedDrafts.saved(first);
    expect(unsavedDrafts.get('job-9')).toEqual({ draft: newer, baseVersion: 2 });
    unsavedDrafts.saved(newer);
    expect(unsavedDrafts.get('job-9')).toBeUndefined();
  });

  it('keeps whether someone saved over the draft, until the user drops it', () => {
    const draft = setTitle(emptyAssessment('job-8'), 'Mine');
    unsavedDrafts.failed(draft, 1, 'Changed by someone else since you opened it', true);
    expect(unsavedDrafts.get('job-8')).toMatchObject({ baseVersion: 1, conflict: true });
    unsavedDrafts.discard('job-8');
    expect(unsavedDrafts.get('job-8')).toBeUndefined();
  });
});
