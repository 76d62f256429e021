import { RESPONSES_STORAGE_KEY } from '@/lib/shared/constants';
import type { AssessmentResponse } from '@/lib/shared/types';

/** The spec's local copy of submitted responses: a list under `responses` in localStorage. */
export function readStoredResponses(): AssessmentResponse[] {
  const raw = localStorage.getItem(RESPONSES_STORAGE_KEY);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) throw new Error('not a list');
    return value as AssessmentResponse[];
  } catch (error) {
    console.warn(`Ignoring the unreadable "${RESPONSES_STORAGE_KEY}" value in localStorage:`, error);
    return [];
  }
}

export function appendStoredResponse(response: AssessmentResponse): void {
  localStorage.setItem(RESPONSES_STORAGE_KEY, JSON.stringify([...readStoredResponses(), response]));
}
