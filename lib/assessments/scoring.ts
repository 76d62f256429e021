import { isAnswered, visibleQuestions, type Answers } from './assessmentRules';
import { DEFAULT_PASS_MARK, DEFAULT_QUESTION_POINTS, SCORE_TEXTS } from '@/lib/shared/constants';
import type { AnswerValue, Assessment, Question } from '@/lib/shared/types';

/** Points a reviewer gave, by question id, to answers that are scored by hand. */
export type HandScores = Record<string, number>;

/**
 * How one answer counts: marked right or wrong by the question's marking, waiting for a reviewer's
 * points, given them, or outside the score (no points, or nothing to mark it by).
 */
export type QuestionMark =
  | { kind: 'unscored' }
  | { kind: 'marked'; right: boolean; earned: number; possible: number }
  | { kind: 'review'; earned: number | undefined; possible: number };

export type ResponseScore =
  | { status: 'not-scored' }
  | { status: 'awaiting-review'; earned: number; possible: number; pending: number }
  | { status: 'scored'; earned: number; possible: number; percent: number; passed: boolean };

const HAND_SCORED = new Set<Question['type']>(['short', 'long', 'file']);

export function pointsOf(question: Question): number {
  return question.points ?? DEFAULT_QUESTION_POINTS;
}

export function isHandScored(question: Question): boolean {
  return HAND_SCORED.has(question.type) && pointsOf(question) > 0;
}

/** Whether the question carries marking the applicant must never see before answering. */
export function isAutoScored(question: Question): boolean {
  if (pointsOf(question) <= 0) return false;
  if (question.type === 'single' || question.type === 'multi') return (question.correct?.length ?? 0) > 0;
  if (question.type === 'numeric') return question.accepted?.min !== undefined || question.accepted?.max !== undefined;
  return false;
}

function chosenLabels(value: AnswerValue | undefined): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Every right option chosen and no other: a partial choice earns nothing. */
function isRightChoice(question: Question, value: AnswerValue | undefined): boolean {
  const correct = new Set(question.correct);
  const rightLabels = new Set((question.options ?? []).filter((option) => correct.has(option.id)).map((o) => o.label));
  const chosen = new Set(chosenLabels(value));
  return chosen.size === rightLabels.size && [...chosen].every((label) => rightLabels.has(label));
}

function isInAcceptedRange(question: Question, value: AnswerValue | undefined): boolean {
  if (!isAnswered(value)) return false;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return false;
  const { min, max } = question.accepted ?? {};
  return (min === undefined || number >= min) && (max === undefined || number <= max);
}

export function markAnswer(question: Question, value: AnswerValue | undefined, handScores: HandScores): QuestionMark {
  const possible = pointsOf(question);
  if (isAutoScored(question)) {
    const right = question.type === 'numeric' ? isInAcceptedRange(question, value) : isRightChoice(question, value);
    return { kind: 'marked', right, earned: right ? possible : 0, possible };
  }
  if (!isHandScored(question)) return { kind: 'unscored' };
  // Nothing written needs no reviewer: an optional answer left empty earns nothing.
  if (!isAnswered(value)) return { kind: 'marked', right: false, earned: 0, possible };
  return { kind: 'review', earned: handScores[question.id], possible };
}

/**
 * A response's score over the questions its applicant was shown: points earned / points possible,
 * waiting while any written answer has no reviewer's points.
 */
export function scoreResponse(
  assessment: Pick<Assessment, 'sections' | 'questions' | 'passMark'>,
  answers: Answers,
  handScores: HandScores = {},
): ResponseScore {
  let earned = 0;
  let possible = 0;
  let pending = 0;
  for (const question of visibleQuestions(assessment, answers)) {
    const mark = markAnswer(question, answers[question.id], handScores);
    if (mark.kind === 'unscored') continue;
    possible += mark.possible;
    if (mark.earned === undefined) pending += 1;
    else earned += mark.earned;
  }
  if (possible === 0) return { status: 'not-scored' };
  if (pending > 0) return { status: 'awaiting-review', earned, possible, pending };
  const ratio = earned / possible;
  return {
    status: 'scored',
    earned,
    possible,
    percent: Math.round(ratio * 100),
    passed: ratio * 100 >= (assessment.passMark ?? DEFAULT_PASS_MARK),
  };
}

/** "7 / 9 (78%)", or what stands in for a score. */
export function formatScore(score: ResponseScore): string {
  if (score.status === 'not-scored') return SCORE_TEXTS.notScored;
  if (score.status === 'awaiting-review') return SCORE_TEXTS.awaitingReview;
  return `${score.earned} / ${score.possible} (${score.percent}%)`;
}

/** The number a list sorts and filters responses by: the percent, or undefined while there is none. */
export function scorePercent(score: ResponseScore): number | undefined {
  return score.status === 'scored' ? score.percent : undefined;
}

/** The assessment as an applicant may see it: every question without its marking. */
export function withoutMarking<T extends Pick<Assessment, 'sections' | 'questions'>>(assessment: T): T {
  const strip = (question: Question): Question => {
    const { correct, accepted, points, ...shown } = question;
    return shown;
  };
  return {
    ...assessment,
    sections: assessment.sections.map((section) => ({ ...section, questions: section.questions.map(strip) })),
    questions: assessment.questions.map(strip),
  };
}

/** The right answer in words, for a reviewer: the right options, or the accepted range. */
export function rightAnswerText(question: Question): string | undefined {
  if (!isAutoScored(question)) return undefined;
  if (question.type !== 'numeric') {
    return (question.options ?? [])
      .filter((option) => question.correct?.includes(option.id))
      .map((option) => option.label)
      .join(', ');
  }
  const { min, max } = question.accepted ?? {};
  if (min !== undefined && max !== undefined) return min === max ? String(min) : `from ${min} to ${max}`;
  return min !== undefined ? `at least ${min}` : `at most ${max}`;
}
