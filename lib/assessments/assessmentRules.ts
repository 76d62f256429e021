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

export const CHOOSE_AN_OPTION = 'Choose from the options given';

/** What is wrong with an answer that breaks its question's limits, as templates an applicant's language fills. */
export const ANSWER_PROBLEMS = {
  chooseOption: CHOOSE_AN_OPTION,
  notNumber: 'Enter a number',
  numberRange: 'Enter a number from {min} to {max}',
  numberAtLeast: 'Enter a number of at least {min}',
  numberAtMost: 'Enter a number of at most {max}',
  tooLong: 'Use at most {maxLength} characters (now {length})',
} as const;

/** A problem by its template's name and the values it names; `answerNeeded` is a required question left empty. */
export interface AnswerProblem {
  key: keyof typeof ANSWER_PROBLEMS | 'answerNeeded';
  values?: Record<string, string>;
}

/** The problem in English, as the API and the recruiters' screens say it. */
export function answerProblemText({ key, values = {} }: AnswerProblem): string {
  const template = key === 'answerNeeded' ? ANSWER_NEEDED : ANSWER_PROBLEMS[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** What breaks one of the question's limits in an answer, if anything does. */
export function answerProblem(question: Question, value: AnswerValue | undefined): AnswerProblem | undefined {
  if (!isAnswered(value)) return undefined;
  if (question.type === 'single' || question.type === 'multi') {
    const labels = new Set(question.options?.map((option) => option.label));
    const chosen = question.type === 'single' ? [value] : value;
    if (!Array.isArray(chosen) || !chosen.every((label) => typeof label === 'string' && labels.has(label))) {
      return { key: 'chooseOption' };
    }
  }
  if (question.type === 'numeric') {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) return { key: 'notNumber' };
    const { min, max } = question;
    if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
      if (min !== undefined && max !== undefined) {
        return { key: 'numberRange', values: { min: String(min), max: String(max) } };
      }
      return min !== undefined
        ? { key: 'numberAtLeast', values: { min: String(min) } }
        : { key: 'numberAtMost', values: { max: String(max) } };
    }
  }
  if ((question.type === 'short' || question.type === 'long') && question.maxLength !== undefined) {
    const length = [...String(value)].length;
    if (length > question.maxLength) {
      return { key: 'tooLong', values: { maxLength: String(question.maxLength), length: String(length) } };
    }
  }
  return undefined;
}

/** The message shown next to a field whose answer breaks one of its limits, if any. */
export function fieldError(question: Question, value: AnswerValue | undefined): string | undefined {
  const problem = answerProblem(question, value);
  return problem && answerProblemText(problem);
}

export type SubmitCheck =
  | { ok: true; answers: Answers }
  | {
      ok: false;
      /** The spec's alert, when one is due (no questions, or required ones unanswered). */
      alert?: string;
      /** Each marked question's problem, and the same in English. */
      problems: Record<string, AnswerProblem>;
      fieldErrors: Record<string, string>;
    };

/**
 * The runtime form's submit rules: hidden questions are skipped (and their answers left out),
 * then no questions, required questions, and each field's limits, in that order.
 */
export function checkSubmission(assessment: Pick<Assessment, 'questions'>, answers: Answers): SubmitCheck {
  const shown = visibleQuestions(assessment, answers);
  if (shown.length === 0) return { ok: false, alert: NO_QUESTIONS_MESSAGE, problems: {}, fieldErrors: {} };
  const problems: Record<string, AnswerProblem> = {};
  let missing = false;
  for (const question of shown) {
    if (question.required && !isAnswered(answers[question.id])) {
      problems[question.id] = { key: 'answerNeeded' };
      missing = true;
    } else {
      const problem = answerProblem(question, answers[question.id]);
      if (problem) problems[question.id] = problem;
    }
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(problems).map(([id, problem]) => [id, answerProblemText(problem)]),
  );
  if (missing) return { ok: false, alert: REQUIRED_MESSAGE, problems, fieldErrors };
  if (Object.keys(problems).length > 0) return { ok: false, problems, fieldErrors };
  const kept: Answers = {};
  for (const question of shown) {
    if (isAnswered(answers[question.id])) kept[question.id] = answers[question.id];
  }
  return { ok: true, answers: kept };
}
