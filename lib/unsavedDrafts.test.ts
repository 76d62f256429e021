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
});
