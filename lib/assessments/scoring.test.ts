import { describe, expect, it } from 'vitest';
import { formatScore, markAnswer, rightAnswerText, scoreResponse, withoutMarking } from './scoring';
import type { Assessment, Question } from '@/lib/shared/types';

const q = (id: string, fields: Partial<Question> = {}): Question => ({
  id,
  label: id,
  type: 'short',
  required: false,
  ...fields,
});

function assessment(questions: Question[], passMark?: number): Assessment {
  return {
    id: 'a',
    jobId: 'job-1',
    title: 'T',
    sections: [{ id: 's', title: 'S', questions }],
    questions,
    ...(passMark === undefined ? {} : { passMark }),
  };
}

const options = [
  { id: 'o1', label: 'Git' },
  { id: 'o2', label: 'Svn' },
  { id: 'o3', label: 'Hg' },
];
const single = q('single', { type: 'single', options, correct: ['o2'] });
const multi = q('multi', { type: 'multi', options, correct: ['o1', 'o3'], points: 2 });
const numeric = q('numeric', { type: 'numeric', accepted: { min: 3, max: 5 } });
const essay = q('essay', { type: 'long', points: 4 });

describe('markAnswer', () => {
  it('gives a multiple choice its points only for every right option and no wrong one', () => {
    expect(markAnswer(multi, ['Git', 'Hg'], {})).toMatchObject({ right: true, earned: 2 });
    expect(markAnswer(multi, ['Hg', 'Git'], {})).toMatchObject({ right: true, earned: 2 });
    expect(markAnswer(multi, ['Git'], {})).toMatchObject({ right: false, earned: 0 });
    expect(markAnswer(multi, ['Git', 'Svn', 'Hg'], {})).toMatchObject({ right: false, earned: 0 });
    expect(markAnswer(multi, [], {})).toMatchObject({ right: false, earned: 0, possible: 2 });
  });

  it('includes both ends of a numeric range, and only a number is right', () => {
    expect(markAnswer(numeric, 3, {})).toMatchObject({ right: true });
    expect(markAnswer(numeric, 5, {})).toMatchObject({ right: true });
    expect(markAnswer(numeric, 5.01, {})).toMatchObject({ right: false });
    expect(markAnswer(numeric, 2.99, {})).toMatchObject({ right: false });
    expect(markAnswer(numeric, 'four', {})).toMatchObject({ right: false });
    const atLeastZero = q('n', { type: 'numeric', accepted: { min: 0 } });
    expect(markAnswer(atLeastZero, 0, {})).toMatchObject({ right: true, earned: 1 });
    expect(markAnswer(atLeastZero, -1, {})).toMatchObject({ right: false });
  });

  it('leaves written answers to a reviewer, and an empty one earns nothing without review', () => {
    expect(markAnswer(essay, 'I built a compiler', {})).toEqual({ kind: 'review', earned: undefined, possible: 4 });
    expect(markAnswer(essay, 'I built a compiler', { essay: 3 })).toEqual({ kind: 'review', earned: 3, possible: 4 });
    expect(markAnswer(essay, '  ', {})).toMatchObject({ kind: 'marked', earned: 0, possible: 4 });
  });

  it('leaves out questions with no points or nothing to mark them by', () => {
    expect(markAnswer(q('x', { type: 'single', options }), 'Git', {})).toEqual({ kind: 'unscored' });
    expect(markAnswer(q('x', { type: 'numeric' }), 4, {})).toEqual({ kind: 'unscored' });
    expect(markAnswer({ ...single, points: 0 }, 'Svn', {})).toEqual({ kind: 'unscored' });
    expect(markAnswer({ ...essay, points: 0 }, 'text', {})).toEqual({ kind: 'unscored' });
  });
});

describe('scoreResponse', () => {
  const form = assessment([single, multi, numeric]);

  it('adds the points earned over the points possible', () => {
    const score = scoreResponse(form, { single: 'Svn', multi: ['Git'], numeric: 4 });
    expect(score).toEqual({ status: 'scored', earned: 2, possible: 4, percent: 50, passed: false });
    expect(formatScore(score)).toBe('2 / 4 (50%)');
  });

  it('rounds the percent and passes at the pass mark, 70% unless set', () => {
    const nine = assessment([
      ...Array.from({ length: 7 }, (_, i) => q(`r${i}`, { type: 'numeric', accepted: { min: 1 } })),
      q('w1', { type: 'numeric', accepted: { max: 0 } }),
      q('w2', { type: 'numeric', accepted: { max: 0 } }),
    ]);
    const answers = Object.fromEntries(nine.questions.map((question) => [question.id, 1]));
    const score = scoreResponse(nine, answers);
    expect(formatScore(score)).toBe('7 / 9 (78%)');
    expect(score).toMatchObject({ passed: true });
    expect(scoreResponse({ ...nine, passMark: 80 }, answers)).toMatchObject({ passed: false });
    const seventy = assessment([
      q('a', { type: 'numeric', accepted: { min: 1 }, points: 7 }),
      q('b', { type: 'numeric', accepted: { min: 1 }, points: 3 }),
    ]);
    expect(scoreResponse(seventy, { a: 1, b: 0 })).toMatchObject({ percent: 70, passed: true });
  });

  it('says "Not scored" when no shown question carries points', () => {
    const score = scoreResponse(assessment([q('free', { points: 0 }), q('pick', { type: 'single', options })]), {
      free: 'hi',
    });
    expect(score).toEqual({ status: 'not-scored' });
    expect(formatScore(score)).toBe('Not scored');
    expect(scoreResponse(assessment([{ ...single, points: 0 }]), { single: 'Svn' })).toEqual({ status: 'not-scored' });
  });

  it("waits for a reviewer's points, then counts them", () => {
    const mixed = assessment([single, essay]);
    const waiting = scoreResponse(mixed, { single: 'Svn', essay: 'Long answer' });
    expect(waiting).toEqual({ status: 'awaiting-review', earned: 1, possible: 5, pending: 1 });
    expect(formatScore(waiting)).toBe('Awaiting review');
    expect(formatScore(scoreResponse(mixed, { single: 'Svn', essay: 'Long answer' }, { essay: 4 }))).toBe(
      '5 / 5 (100%)',
    );
    expect(formatScore(scoreResponse(mixed, { single: 'Git', essay: 'Long answer' }, { essay: 0 }))).toBe('0 / 5 (0%)');
  });

  it('counts only the questions the applicant was shown', () => {
    const follow = q('follow', {
      type: 'numeric',
      accepted: { min: 1 },
      condition: { questionId: 'single', equals: 'Git' },
      points: 5,
    });
    const form2 = assessment([single, follow]);
    expect(formatScore(scoreResponse(form2, { single: 'Svn' }))).toBe('1 / 1 (100%)');
    expect(formatScore(scoreResponse(form2, { single: 'Git', follow: 2 }))).toBe('5 / 6 (83%)');
  });
});

describe('withoutMarking', () => {
  it('takes out the right options, accepted ranges and points, in sections and the flat list', () => {
    const shown = withoutMarking(assessment([single, multi, numeric, essay]));
    const all = [...shown.questions, ...shown.sections.flatMap((section) => section.questions)];
    for (const question of all) {
      expect(question).not.toHaveProperty('correct');
      expect(question).not.toHaveProperty('accepted');
      expect(question).not.toHaveProperty('points');
    }
    expect(shown.questions[0]).toEqual({ id: 'single', label: 'single', type: 'single', required: false, options });
  });
});

describe('rightAnswerText', () => {
  it('names the right options or the accepted range, and nothing for a question scored otherwise', () => {
    expect(rightAnswerText(multi)).toBe('Git, Hg');
    expect(rightAnswerText(numeric)).toBe('from 3 to 5');
    expect(rightAnswerText(q('n', { type: 'numeric', accepted: { min: 2 } }))).toBe('at least 2');
    expect(rightAnswerText(q('n', { type: 'numeric', accepted: { max: 2 } }))).toBe('at most 2');
    expect(rightAnswerText(q('n', { type: 'numeric', accepted: { min: 2, max: 2 } }))).toBe('2');
    expect(rightAnswerText(essay)).toBeUndefined();
  });
});
