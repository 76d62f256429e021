import { describe, expect, it } from 'vitest';
import { validateAssessment } from './assessmentValidation';

const options = [
  { id: 'o1', label: 'Git' },
  { id: 'o2', label: 'Svn' },
];

function body(question: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    id: 'a1',
    title: 'Skills',
    sections: [{ id: 's1', title: 'One', questions: [{ id: 'q1', label: 'Pick', required: false, ...question }] }],
    ...extra,
  };
}

const errorOf = (raw: unknown) => {
  const result = validateAssessment(raw, 'job-1');
  return 'error' in result ? result.error : undefined;
};

describe('validateAssessment: marking', () => {
  it('keeps points, right options, an accepted range and the pass mark', () => {
    const multi = validateAssessment(
      body({ type: 'multi', options, correct: ['o2', 'o1', 'o2'], points: 3 }, { passMark: 60 }),
      'job-1',
    );
    expect(multi).toMatchObject({ assessment: { passMark: 60, questions: [{ points: 3, correct: ['o2', 'o1'] }] } });
    const numeric = validateAssessment(body({ type: 'numeric', accepted: { min: 0, max: 4 } }), 'job-1');
    expect(numeric).toMatchObject({ assessment: { questions: [{ accepted: { min: 0, max: 4 } }] } });
  });

  it('refuses marking that does not fit the question', () => {
    expect(errorOf(body({ type: 'single', options, correct: ['o9'] }))).toMatch(/ids of the question's own options/);
    expect(errorOf(body({ type: 'single', options, correct: ['o1', 'o2'] }))).toMatch(/one right option/);
    expect(errorOf(body({ type: 'short', correct: ['o1'] }))).toMatch(/own options/);
    expect(errorOf(body({ type: 'short', accepted: { min: 1 } }))).toMatch(/only a numeric question/);
    expect(errorOf(body({ type: 'numeric', accepted: { min: 5, max: 1 } }))).toMatch(/min must not be above its max/);
    expect(errorOf(body({ type: 'short', points: 1.5 }))).toMatch(/points must be a whole number from 0 to 100/);
    expect(errorOf(body({ type: 'short', points: -1 }))).toMatch(/points/);
    expect(errorOf(body({ type: 'short' }, { passMark: 101 }))).toMatch(/passMark/);
  });

  it('drops an empty list of right options and an empty range', () => {
    const result = validateAssessment(body({ type: 'multi', options, correct: [] }), 'job-1');
    expect(result).toMatchObject({ assessment: { questions: [{ id: 'q1' }] } });
    if ('assessment' in result) expect(result.assessment.questions[0]).not.toHaveProperty('correct');
    const numeric = validateAssessment(body({ type: 'numeric', accepted: {} }), 'job-1');
    if ('assessment' in numeric) expect(numeric.assessment.questions[0]).not.toHaveProperty('accepted');
  });
});
