import { describe, expect, it } from 'vitest';
import {
  checkSubmission,
  CHOOSE_AN_OPTION,
  fieldError,
  isAnswered,
  NO_QUESTIONS_MESSAGE,
  REQUIRED_MESSAGE,
  ANSWER_NEEDED,
  visibleQuestions,
} from './assessmentRules';
import type { Assessment, Question } from '@/lib/shared/types';

const q = (id: string, fields: Partial<Question> = {}): Question => ({
  id,
  label: id,
  type: 'short',
  required: false,
  ...fields,
});

function assessment(...questions: Question[]): Assessment {
  return { id: 'a', jobId: 'job-1', title: 'T', sections: [{ id: 's', title: 'S', questions }], questions };
}

const colour = q('colour', {
  type: 'single',
  options: [
    { id: 'o1', label: 'Red' },
    { id: 'o2', label: 'Blue' },
  ],
});
const tools = q('tools', {
  type: 'multi',
  options: [
    { id: 't1', label: 'Git' },
    { id: 't2', label: 'Svn' },
  ],
});

describe('isAnswered', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['   \n\t', false],
    [[], false],
    [0, true],
    [-3.5, true],
    [Number.NaN, false],
    [' x ', true],
    [['Git'], true],
  ])('%j is answered: %s', (value, expected) => {
    expect(isAnswered(value as never)).toBe(expected);
  });
});

describe('conditions', () => {
  const why = q('why', { condition: { questionId: 'colour', equals: 'Blue' } });
  const which = q('which', { condition: { questionId: 'tools', equals: 'Svn' } });
  const chained = q('chained', {
    type: 'single',
    options: [{ id: 'x', label: 'Yes' }],
    condition: { questionId: 'colour', equals: 'Red' },
  });
  const deeper = q('deeper', { condition: { questionId: 'chained', equals: 'Yes' } });
  const form = assessment(colour, tools, why, which, chained, deeper);
  const ids = (answers: Record<string, never>) => visibleQuestions(form, answers).map((question) => question.id);

  it('shows a question only when a single choice has the given answer', () => {
    expect(ids({})).toEqual(['colour', 'tools']);
    expect(ids({ colour: 'Blue' } as never)).toEqual(['colour', 'tools', 'why']);
    expect(ids({ colour: 'Red' } as never)).toEqual(['colour', 'tools', 'chained']);
  });

  it('shows a question when a multi choice includes the given answer', () => {
    expect(ids({ tools: ['Git'] } as never)).toEqual(['colour', 'tools']);
    expect(ids({ tools: ['Git', 'Svn'] } as never)).toEqual(['colour', 'tools', 'which']);
  });

  it('hides a question whose condition depends on a hidden question', () => {
    expect(ids({ colour: 'Red', chained: 'Yes' } as never)).toContain('deeper');
    expect(ids({ colour: 'Blue', chained: 'Yes' } as never)).not.toContain('deeper');
  });
});

describe('field limits', () => {
  const age = q('age', { type: 'numeric', min: 0, max: 10 });
  it('refuses numbers outside min and max, and accepts the bounds', () => {
    expect(fieldError(age, 0)).toBeUndefined();
    expect(fieldError(age, 10)).toBeUndefined();
    expect(fieldError(age, 11)).toBe('Enter a number from 0 to 10');
    expect(fieldError(age, -1)).toBe('Enter a number from 0 to 10');
    expect(fieldError(q('n', { type: 'numeric', min: 5 }), 4)).toBe('Enter a number of at least 5');
    expect(fieldError(q('n', { type: 'numeric', max: 5 }), 6)).toBe('Enter a number of at most 5');
    expect(fieldError(age, undefined)).toBeUndefined();
  });

  it('refuses text over its maximum length, counting characters not code units', () => {
    const short = q('s', { maxLength: 3 });
    expect(fieldError(short, 'abc')).toBeUndefined();
    expect(fieldError(short, '😀😀😀')).toBeUndefined();
    expect(fieldError(short, 'abcd')).toBe('Use at most 3 characters (now 4)');
    expect(fieldError(q('l', { type: 'long', maxLength: 1 }), 'ab')).toBe('Use at most 1 characters (now 2)');
  });

  it('takes only the options given for a choice', () => {
    expect(fieldError(colour, 'Red')).toBeUndefined();
    expect(fieldError(colour, 'Green')).toBe(CHOOSE_AN_OPTION);
    expect(fieldError(colour, ['Red'])).toBe(CHOOSE_AN_OPTION);
    expect(fieldError(tools, ['Git', 'Svn'])).toBeUndefined();
    expect(fieldError(tools, ['Git', 'Cvs'])).toBe(CHOOSE_AN_OPTION);
    expect(fieldError(tools, 'Git')).toBe(CHOOSE_AN_OPTION);
  });
});

describe('checkSubmission', () => {
  it('refuses an assessment with no questions', () => {
    expect(checkSubmission(assessment(), {})).toEqual({
      ok: false,
      alert: NO_QUESTIONS_MESSAGE,
      problems: {},
      fieldErrors: {},
    });
  });

  it('refuses when a shown required question is unanswered, but not a hidden one', () => {
    const required = q('name', { required: true });
    const hiddenRequired = q('why', { required: true, condition: { questionId: 'colour', equals: 'Blue' } });
    const form = assessment(colour, required, hiddenRequired);
    expect(checkSubmission(form, { name: '  ' })).toEqual({
      ok: false,
      alert: REQUIRED_MESSAGE,
      problems: { name: { key: 'answerNeeded' } },
      fieldErrors: { name: ANSWER_NEEDED },
    });
    expect(checkSubmission(form, { name: 'Ada', colour: 'Red' })).toEqual({
      ok: true,
      answers: { name: 'Ada', colour: 'Red' },
    });
    expect(checkSubmission(form, { name: 'Ada', colour: 'Blue' })).toMatchObject({
      ok: false,
      alert: REQUIRED_MESSAGE,
    });
  });

  it('counts a numeric zero and refuses an empty list for required questions', () => {
    const form = assessment(q('n', { type: 'numeric', required: true }), { ...tools, required: true });
    expect(checkSubmission(form, { n: 0, tools: [] })).toMatchObject({ ok: false, alert: REQUIRED_MESSAGE });
    expect(checkSubmission(form, { n: 0, tools: ['Git'] })).toEqual({ ok: true, answers: { n: 0, tools: ['Git'] } });
  });

  it('reports field limits next to the fields, without an alert', () => {
    const form = assessment(q('n', { type: 'numeric', min: 1, max: 2 }), q('s', { maxLength: 2 }));
    expect(checkSubmission(form, { n: 3, s: 'long' })).toEqual({
      ok: false,
      problems: {
        n: { key: 'numberRange', values: { min: '1', max: '2' } },
        s: { key: 'tooLong', values: { maxLength: '2', length: '4' } },
      },
      fieldErrors: { n: 'Enter a number from 1 to 2', s: 'Use at most 2 characters (now 4)' },
    });
  });

  it('leaves out answers to hidden questions and blank answers', () => {
    const why = q('why', { condition: { questionId: 'colour', equals: 'Blue' } });
    const form = assessment(colour, why, q('note'));
    expect(checkSubmission(form, { colour: 'Red', why: 'stale', note: '  ' })).toEqual({
      ok: true,
      answers: { colour: 'Red' },
    });
  });
});
