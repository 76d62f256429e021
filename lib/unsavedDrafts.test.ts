import { describe, expect, it } from 'vitest';
import { emptyAssessment, setTitle } from './assessmentDraft';
import { unsavedDrafts } from './unsavedDrafts';

describe('unsavedDrafts', () => {
  it('keeps a failed draft with its error until that very draft is saved', () => {
    const first = setTitle(emptyAssessment('job-9'), 'Screening');
    const newer = setTitle(first, 'Screening v2');
    unsavedDrafts.failed(first, 'Network Error: Simulated failure');
    expect(unsavedDrafts.get('job-9')).toEqual({ draft: first, error: 'Network Error: Simulated failure' });
    unsavedDrafts.pending(newer);
    // The older draft's save answering late must not forget the newer edit.
    unsavedDrafts.saved(first);
    expect(unsavedDrafts.get('job-9')).toEqual({ draft: newer });
    unsavedDrafts.saved(newer);
    expect(unsavedDrafts.get('job-9')).toBeUndefined();
  });

  it('keeps whether someone saved over the draft, until the user drops it', () => {
    const draft = setTitle(emptyAssessment('job-8'), 'Mine');
    unsavedDrafts.failed(draft, 'Changed by someone else since you opened it', true);
    expect(unsavedDrafts.get('job-8')).toMatchObject({ conflict: true });
    unsavedDrafts.discard('job-8');
    expect(unsavedDrafts.get('job-8')).toBeUndefined();
    expect(unsavedDrafts.baseVersion('job-8')).toBeUndefined();
    unsavedDrafts.buildOn('job-8', 4);
    expect(unsavedDrafts.baseVersion('job-8')).toBe(4);
  });
});
