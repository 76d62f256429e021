import type { Assessment, Question } from '@/lib/shared/types';

/** A required single-choice question whose right option is "Right" (o-1), worth 1 point. */
export const rightOrWrong: Question = {
  id: 'q-1',
  label: 'Pick',
  type: 'single',
  required: true,
  options: [
    { id: 'o-1', label: 'Right' },
    { id: 'o-2', label: 'Wrong' },
  ],
  correct: ['o-1'],
};

/** The job's assessment `a-<jobId>`: the questions in one section, at version 1. */
export function testAssessment(jobId: string, questions: Question[], passMark?: number): Assessment {
  return {
    id: `a-${jobId}`,
    jobId,
    title: `Test ${jobId}`,
    sections: [{ id: 's', title: 'S', questions }],
    questions,
    version: 1,
    ...(passMark === undefined ? {} : { passMark }),
  };
}
