import { describe, expect, it } from 'vitest';
import { addSection, renameSection, setTitle } from './assessmentDraft';
import { removeQuestionUndoably, removeSectionUndoably } from './assessmentRemovals';
import type { Assessment, Question } from '@/lib/shared/types';

const question = (id: string, extra: Partial<Question> = {}): Question => ({
  id,
  label: `Question ${id}`,
  type: 'short',
  required: false,
  ...extra,
});

function assessment(): Assessment {
  const colour = question('colour', {
    type: 'single',
    options: [
      { id: 'r', label: 'Red' },
      { id: 'b', label: 'Blue' },
    ],
  });
  const why = question('why', { condition: { questionId: 'colour', equals: 'Blue' } });
  const sections = [
    { id: 's1', title: 'First', questions: [colour, question('a')] },
    { id: 's2', title: 'Second', questions: [why, question('b')] },
  ];
  return { id: 'x', jobId: 'job-1', title: 'T', sections, questions: sections.flatMap((s) => s.questions) };
}

describe('undoable removals', () => {
  it('a section comes back exactly as it was, conditions pointing into it included', () => {
    const before = assessment();
    const removal = removeSectionUndoably(before, 's1')!;
    expect(removal.message).toBe('Removed section "First" with 2 questions.');
    expect(removal.after.sections.map((s) => s.id)).toEqual(['s2']);
    expect(removal.after.questions.find((q) => q.id === 'why')?.condition).toBeUndefined();
    expect(removal.undo(removal.after)).toBe(before);
  });

  it('after later edits a section returns to its place and the edits stay', () => {
    const removal = removeSectionUndoably(assessment(), 's1')!;
    const edited = setTitle(renameSection(removal.after, 's2', 'Renamed'), 'New title');
    const undone = removal.undo(edited);
    expect(undone.title).toBe('New title');
    expect(undone.sections.map((s) => `${s.id}:${s.title}`)).toEqual(['s1:First', 's2:Renamed']);
    expect(undone.questions.map((q) => q.id)).toEqual(['colour', 'a', 'why', 'b']);
  });

  it('a question returns to its section and position', () => {
    const before = assessment();
    const removal = removeQuestionUndoably(before, 'a')!;
    expect(removal.message).toBe('Removed question "Question a".');
    expect(removal.undo(removal.after)).toBe(before);
    const undone = removal.undo(addSection(removal.after));
    expect(undone.sections[0].questions.map((q) => q.id)).toEqual(['colour', 'a']);
    expect(undone.sections).toHaveLength(3);
  });

  it('a question whose section has gone since is not brought back', () => {
    const question = removeQuestionUndoably(assessment(), 'b')!;
    const withoutSection = removeSectionUndoably(question.after, 's2')!.after;
    expect(question.undo(withoutSection)).toBe(withoutSection);
  });

  it('removing what is not there gives nothing to undo', () => {
    expect(removeSectionUndoably(assessment(), 'nope')).toBeUndefined();
    expect(removeQuestionUndoably(assessment(), 'nope')).toBeUndefined();
  });
});
