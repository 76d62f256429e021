import type { Answers } from '@/lib/assessments/assessmentRules';

/**
 * An applicant's answers kept in their own browser as they type, so a closed tab or a reload
 * loses nothing; after submitting only the fact is kept, so the link can say "Already submitted".
 */
export interface TakeDraft {
  answers: Answers;
  submitted?: boolean;
}

const keyOf = (token: string) => `talentflow:take:${token}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function takeDraftsIn(storage: () => Storage) {
  return {
    read(token: string): TakeDraft {
      try {
        const value: unknown = JSON.parse(storage().getItem(keyOf(token)) ?? 'null');
        if (typeof value === 'object' && value !== null && 'answers' in value) return value as TakeDraft;
      } catch {
        // An unreadable draft is no draft: the applicant starts afresh.
      }
      return { answers: {} };
    },
    keep(token: string, answers: Answers): void {
      storage().setItem(keyOf(token), JSON.stringify({ answers }));
    },
    submitted(token: string): void {
      storage().setItem(keyOf(token), JSON.stringify({ answers: {}, submitted: true }));
    },
  };
}

export const takeDrafts = takeDraftsIn(() => localStorage);
