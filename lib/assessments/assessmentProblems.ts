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
};

export const PROBLEM_MESSAGES = {
  title: 'Give the assessment a title',
  label: 'Give the question a label',
  option: 'Give the option a label',
  range: 'The minimum must not be above the maximum',
  maxLength: 'Use a whole number above 0',
};

export function draftProblems(assessment: Assessment): DraftProblems {
  const problems = new Map<string, string>();
  if (!assessment.title.trim()) problems.set(problemKeys.title, PROBLEM_MESSAGES.title);
  for (const question of assessment.questions) {
    if (!question.label.trim()) problems.set(problemKeys.label(question.id), PROBLEM_MESSAGES.label);
    for (const option of question.options ?? []) {
      if (!option.label.trim()) problems.set(problemKeys.option(question.id, option.id), PROBLEM_MESSAGES.option);
    }
    if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
      problems.set(problemKeys.range(question.id), PROBLEM_MESSAGES.range);
    }
    const { maxLength } = question;
    if (maxLength !== undefined && (!Number.isInteger(maxLength) || maxLength < 1)) {
      problems.set(problemKeys.maxLength(question.id), PROBLEM_MESSAGES.maxLength);
    }
  }
  return problems;
}
