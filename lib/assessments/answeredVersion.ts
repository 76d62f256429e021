import type { AnsweredAssessment, Assessment } from '@/lib/shared/types';

/** The assessment as a response keeps it: what was asked and how it was marked, at its version. */
export function answeredVersion({ title, sections, questions, version, passMark }: Assessment): AnsweredAssessment {
  return { title, sections, questions, version, ...(passMark === undefined ? {} : { passMark }) };
}
