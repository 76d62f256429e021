import { describe, expect, it } from 'vitest';
import { draftProblems, PROBLEM_MESSAGES, problemKeys } from './assessmentProblems';
import type { Assessment, Question } from '@/lib/shared/types';

function assessment(title: string, ...questions: Question[]): Assessment {
  const sections = [{ id: 's', title: 'S', questions }];
  return { id: 'a', jobId: 'job-1', title, sections, questions };
}

describe('draftProblems', () => {
  it('finds nothing in a complete draft', () => {
    const choice: Question = {
      id: 'c',
      label: 'Pick',
      type: 'single',
      required: false,
      options: [{ id: 'o', label: 'A' }],
    };
    const number: Question = { id: 'n', label: 'How many', type: 'numeric', required: false, min: 1, max: 1 };
    expect(draftProblems(assessment('Title', choice, number)).size).toBe(0);
  });

  it('keys each problem by the field it belongs to', () => {
    const blank: Question = {
      id: 'q',
      label: '  ',
      type: 'multi',
      required: false,
      options: [
        { id: 'o1', label: 'Fine' },
        { id: 'o2', label: '' },
      ],
    };
    const range: Question = { id: 'n', label: 'N', type: 'numeric', required: false, min: 5, max: 2 };
    const length: Question = { id: 't', label: 'T', type: 'short', required: false, maxLength: 0.5 };
    expect(Object.fromEntries(draftProblems(assessment(' ', blank, range, length)))).toEqual({
      [problemKeys.title]: PROBLEM_MESSAGES.title,
      [problemKeys.label('q')]: PROBLEM_MESSAGES.label,
      [problemKeys.option('q', 'o2')]: PROBLEM_MESSAGES.option,
      [problemKeys.range('n')]: PROBLEM_MESSAGES.range,
      [problemKeys.maxLength('t')]: PROBLEM_MESSAGES.maxLength,
    });
  });

  it('finds marking a save would refuse: a reversed accepted range, points and a pass mark out of bounds', () => {
    const accepted: Question = { id: 'n', label: 'N', type: 'numeric', required: false, accepted: { min: 3, max: 1 } };
    const points: Question = { id: 'p', label: 'P', type: 'short', required: false, points: 101 };
    const draft = { ...assessment('Title', accepted, points), passMark: 70.5 };
    expect(Object.fromEntries(draftProblems(draft))).toEqual({
      [problemKeys.accepted('n')]: PROBLEM_MESSAGES.accepted,
      [problemKeys.points('p')]: PROBLEM_MESSAGES.points,
      [problemKeys.passMark]: PROBLEM_MESSAGES.passMark,
    });
  });
});
