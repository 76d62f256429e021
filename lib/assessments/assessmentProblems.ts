import { MAX_QUESTION_POINTS } from '@/lib/shared/constants';
import type { Assessment } from '@/lib/shared/types';

/**
 * What must be put right in a builder draft before it can be saved, each message keyed by the
 * field it belongs to, so the builder shows it beside that field. The API refuses the same
 * things (lib/assessments/assessmentValidation.ts); checking here keeps the message next to its field.
 */
export type DraftProblems = ReadonlyMap<string, string>;

export const problemKeys = {
  title: 'title',
  label: (questionId: string) => `question:${questionId}:label`,
  option: (questionId: string, optionId: string) => `question:${questionId}:option:${optionId}`,
  range: (questionId: string) => `question:${questionId}:range`,
  maxLength: (questionId: string) => `question:${questionId}:maxLength`,
  accepted: (questionId: string) => `question:${questionId}:accepted`,
  points: (questionId: string) => `question:${questionId}:points`,
  passMark: 'passMark',
};

export const PROBLEM_MESSAGES = {
  title: 'Give the assessment a title',
  label: 'Give the question a label',
  option: 'Give the option a label',
  range: 'The minimum must not be above the maximum',
  maxLength: 'Use a whole number above 0',
  accepted: 'The lowest right answer must not be above the highest',
  points: `Use a whole number from 0 to ${MAX_QUESTION_POINTS}`,
  passMark: 'Use a whole number from 0 to 100',
};

const isWholeIn = (value: number | undefined, low: number, high: number) =>
  value === undefined || (Number.isInteger(value) && value >= low && value <= high);

export function draftProblems(assessment: Assessment): DraftProblems {
  const problems = new Map<string, string>();
  if (!assessment.title.trim()) problems.set(problemKeys.title, PROBLEM_MESSAGES.title);
  if (!isWholeIn(assessment.passMark, 0, 100)) problems.set(problemKeys.passMark, PROBLEM_MESSAGES.passMark);
  for (const question of assessment.questions) {
    if (!question.label.trim()) problems.set(problemKeys.label(question.id), PROBLEM_MESSAGES.label);
    for (const option of question.options ?? []) {
      if (!option.label.trim()) problems.set(problemKeys.option(question.id, option.id), PROBLEM_MESSAGES.option);
    }
    if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
      problems.set(problemKeys.range(question.id), PROBLEM_MESSAGES.range);
    }
    const { min, max } = question.accepted ?? {};
    if (min !== undefined && max !== undefined && min > max) {
      problems.set(problemKeys.accepted(question.id), PROBLEM_MESSAGES.accepted);
    }
    if (!isWholeIn(question.points, 0, MAX_QUESTION_POINTS)) {
      problems.set(problemKeys.points(question.id), PROBLEM_MESSAGES.points);
    }
    const { maxLength } = question;
    if (maxLength !== undefined && (!Number.isInteger(maxLength) || maxLength < 1)) {
      problems.set(problemKeys.maxLength(question.id), PROBLEM_MESSAGES.maxLength);
    }
  }
  return problems;
}
