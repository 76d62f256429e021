import { describe, expect, it } from 'vitest';
import {
  addOption,
  addQuestion,
  addSection,
  changeType,
  conditionSources,
  duplicateQuestion,
  emptyAssessment,
  markOption,
  moveQuestion,
  moveSection,
  removeOption,
  removeQuestion,
  removeSection,
  renameOption,
  renameSection,
  setPassMark,
  structureKey,
  updateQuestion,
} from './assessmentDraft';
import type { Assessment } from '@/lib/shared/types';

const NANOID = /^[A-Za-z0-9_-]{21}$/;

function twoSections(): Assessment {
  let draft = addSection(addSection(emptyAssessment('job-1')));
  const [first, second] = draft.sections;
  draft = addQuestion(addQuestion(draft, first.id), first.id);
  draft = addQuestion(draft, second.id);
  return draft;
}

const flatIds = (draft: Assessment) => draft.questions.map((question) => question.id);
const sectionIds = (draft: Assessment) =>
  draft.sections.flatMap((section) => section.questions.map((question) => question.id));

describe('assessment drafts', () => {
  it('starts as the spec default and adds sections and questions with the spec defaults', () => {
    const empty = emptyAssessment('job-9');
    expect(empty).toMatchObject({ jobId: 'job-9', title: 'Untitled Assessment', sections: [], questions: [] });
    const draft = twoSections();
    expect(draft.sections.map((section) => section.title)).toEqual(['New Section', 'New Section']);
    expect(draft.questions).toHaveLength(3);
    expect(draft.questions[0]).toMatchObject({ label: 'New Question', required: false, type: 'short' });
    for (const id of [empty.id, ...draft.sections.map((section) => section.id), ...flatIds(draft)]) {
      expect(id).toMatch(NANOID);
    }
  });

  it('keeps the flat question list in step with the sections through every edit', () => {
    let draft = twoSections();
    const [a, b, c] = flatIds(draft);
    draft = moveQuestion(draft, b, -1);
    expect(flatIds(draft)).toEqual([b, a, c]);
    draft = moveSection(draft, draft.sections[1].id, -1);
    expect(flatIds(draft)).toEqual([c, b, a]);
    draft = duplicateQuestion(draft, b);
    expect(flatIds(draft)).toHaveLength(4);
    expect(draft.questions[2].label).toBe('New Question (copy)');
    draft = removeQuestion(draft, a);
    draft = removeSection(draft, draft.sections[0].id);
    expect(flatIds(draft)).toEqual(sectionIds(draft));
    expect(flatIds(draft)).toEqual([b, draft.questions[1].id]);
  });

  it('gives choice questions an "Option 1" and drops fields a new type does not have', () => {
    let draft = twoSections();
    const id = draft.questions[0].id;
    draft = updateQuestion(draft, id, { maxLength: 20, label: 'Pick' });
    draft = changeType(draft, id, 'single');
    expect(draft.questions[0]).toMatchObject({ label: 'Pick', type: 'single', options: [{ label: 'Option 1' }] });
    expect(draft.questions[0].maxLength).toBeUndefined();
    draft = addOption(draft, id);
    expect(draft.questions[0].options?.map((option) => option.label)).toEqual(['Option 1', 'Option 2']);
    draft = changeType(draft, id, 'numeric');
    expect(draft.questions[0].options).toBeUndefined();
  });

  it('offers only earlier choice questions as condition sources', () => {
    let draft = twoSections();
    const [a, b, c] = flatIds(draft);
    draft = changeType(draft, a, 'single');
    draft = changeType(draft, c, 'multi');
    expect(conditionSources(draft, a)).toEqual([]);
    expect(conditionSources(draft, b).map((question) => question.id)).toEqual([a]);
    expect(conditionSources(draft, c).map((question) => question.id)).toEqual([a]);
  });

  it('keeps conditions pointing at a renamed option and drops broken ones', () => {
    let draft = twoSections();
    const [a, b] = flatIds(draft);
    draft = changeType(draft, a, 'single');
    const option = draft.questions[0].options![0];
    draft = updateQuestion(draft, b, { condition: { questionId: a, equals: 'Option 1' } });
    draft = renameOption(draft, a, option.id, 'Yes');
    expect(draft.questions[1].condition).toEqual({ questionId: a, equals: 'Yes' });
    draft = addOption(draft, a);
    draft = removeOption(draft, a, option.id);
    expect(draft.questions[1].condition).toBeUndefined();

    draft = updateQuestion(draft, b, { condition: { questionId: a, equals: 'Option 2' } });
    draft = moveQuestion(draft, b, -1);
    expect(draft.questions[0].condition).toBeUndefined();
  });

  it('changes the structure key for structure, not for wording', () => {
    const draft = twoSections();
    const key = structureKey(draft);
    const id = draft.questions[0].id;
    expect(structureKey(updateQuestion(draft, id, { label: 'Reworded', required: true }))).toBe(key);
    expect(structureKey(renameSection(draft, draft.sections[0].id, 'Renamed'))).toBe(key);
    expect(structureKey(changeType(draft, id, 'long'))).not.toBe(key);
    expect(structureKey(addQuestion(draft, draft.sections[0].id))).not.toBe(key);
    expect(structureKey(moveQuestion(draft, id, 1))).not.toBe(key);
    const single = changeType(draft, id, 'single');
    expect(structureKey(addOption(single, id))).not.toBe(structureKey(single));
  });

  it('marks right options: one for a single choice, any for a multiple, kept through copies and type changes', () => {
    let draft = twoSections();
    const id = draft.questions[0].id;
    draft = addOption(addOption(changeType(draft, id, 'multi'), id), id);
    const [o1, o2, o3] = draft.questions[0].options?.map((option) => option.id) ?? [];
    draft = markOption(markOption(draft, id, o1, true), id, o3, true);
    expect(draft.questions[0].correct).toEqual([o1, o3]);
    draft = updateQuestion(draft, id, { points: 3 });
    draft = duplicateQuestion(draft, id);
    const copy = draft.questions[1];
    expect(copy.correct).toEqual([copy.options?.[0].id, copy.options?.[2].id]);
    expect(copy.points).toBe(3);
    draft = removeOption(draft, id, o1);
    expect(draft.questions[0].correct).toEqual([o3]);
    draft = markOption(draft, id, o3, false);
    expect(draft.questions[0]).not.toHaveProperty('correct');
    draft = changeType(markOption(markOption(draft, id, o2, true), id, o3, true), id, 'single');
    expect(draft.questions[0]).toMatchObject({ correct: [o2], points: 3 });
    draft = markOption(draft, id, o3, true);
    expect(draft.questions[0].correct).toEqual([o3]);
    draft = changeType(draft, id, 'numeric');
    expect(draft.questions[0]).not.toHaveProperty('correct');
    expect(draft.questions[0].points).toBe(3);
  });

  it('sets and clears the pass mark', () => {
    const draft = setPassMark(emptyAssessment('job-1'), 80);
    expect(draft.passMark).toBe(80);
    expect(setPassMark(draft, undefined)).not.toHaveProperty('passMark');
  });
});
