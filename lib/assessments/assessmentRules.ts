import type { AnswerValue, Assessment, Question } from '@/lib/shared/types';

export type Answers = Record<string, AnswerValue | undefined>;

/** The answers given, as they are sent and stored: a question left alone has no entry. */
export const givenAnswers = (answers: Answers): Record<string, AnswerValue> =>
  Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, AnswerValue] => entry[1] !== undefined));

export const NO_QUESTIONS_MESSAGE = 'No questions available to submit.';
export const REQUIRED_MESSAGE = 'Please fill all required questions before submitting.';
/** Shown next to each required question left unanswered. */
export const ANSWER_NEEDED = 'This question needs an answer';

/** Missing, an empty list or blank text is unanswered; a number, zero included, is an answer. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return value.trim() !== '';
}

/**
 * A question with a condition shows only while the earlier question it depends on is
 * shown and answered with the given option (for multi: among the chosen options).
 */
export function isVisible(question: Question, answers: Answers, byId: Map<string, Question>): boolean {
  const condition = question.condition;
  if (!condition) return true;
  const source = byId.get(condition.questionId);
  if (!source || !isVisible(source, answers, byId)) return false;
  const answer = answers[source.id];
  return Array.isArray(answer) ? answer.includes(condition.equals) : answer === condition.equals;
}

export function visibleQuestions(assessment: Pick<Assessment, 'questions'>, answers: Answers): Question[] {
  const byId = new Map(assessment.questions.map((question) => [question.id, question]));
  return assessment.questions.filter((question) => isVisible(question, answers, byId));
}

/** The message shown next to a field whose answer breaks one of its limits, if any. */
export const CHOOSE_AN_OPTION = 'Choose from the options given';

export function fieldError(question: Question, value: AnswerValue | undefined): string | undefined {
  if (!isAnswered(value)) return undefined;
  if (question.type === 'single' || question.type === 'multi') {
    const labels = new Set(question.options?.map((option) => option.label));
    const chosen = question.type === 'single' ? [value] : value;
    if (!Array.isArray(chosen) || !chosen.every((label) => typeof label === 'string' && labels.has(label))) {
      return CHOOSE_AN_OPTION;
    }
  }
  if (question.type === 'numeric') {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) return 'Enter a number';
    const { min, max } = question;
    if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
      if (min !== undefined && max !== undefined) return `Enter a number from ${min} to ${max}`;
      return min !== undefined ? `Enter a number of at least ${min}` : `Enter a number of at most ${max}`;
    }
  }
  if ((question.type === 'short' || question.type === 'long') && question.maxLength !== undefined) {
    const length = [...String(value)].length;
    if (length > question.maxLength) return `Use at most ${question.maxLength} characters (now ${length})`;
  }
  return undefined;
}

export type SubmitCheck =
  | { ok: true; answers: Answers }
  | { ok: false; alert: string; fieldErrors: Record<string, string> }
  | { ok: false; alert?: undefined; fieldErrors: Record<string, string> };

/**
 * The runtime form's submit rules: hidden questions are skipped (and their answers left out),
 * then no questions, required questions, and each field's limits, in that order.
 */
export function checkSubmission(assessment: Pick<Assessment, 'questions'>, answers: Answers): SubmitCheck {
  const shown = visibleQuestions(assessment, answers);
  if (shown.length === 0) return { ok: false, alert: NO_QUESTIONS_MESSAGE, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  for (const question of shown) {
    if (question.required && !isAnswered(answers[question.id])) {
      fieldErrors[question.id] = ANSWER_NEEDED;
      missing = true;
    } else {
      const error = fieldError(question, answers[question.id]);
      if (error) fieldErrors[question.id] = error;
    }
  }
  if (missing) return { ok: false, alert: REQUIRED_MESSAGE, fieldErrors };
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const kept: Answers = {};
  for (const question of shown) {
    if (isAnswered(answers[question.id])) kept[question.id] = answers[question.id];
  }
  return { ok: true, answers: kept };
}
