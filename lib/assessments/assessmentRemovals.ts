import { locate, removeQuestion, removeSection, withSections } from './assessmentDraft';
import { formatCount } from '@/lib/shared/format';
import type { Assessment } from '@/lib/shared/types';

/** A removal from the builder, with how to take it back for the few seconds Undo is offered. */
export interface Removal {
  after: Assessment;
  message: string;
  /**
   * Puts the removed part back. With no edit since, the draft is exactly as before (conditions
   * that pointed at it included); after other edits, the part returns to its old place and
   * those edits stay.
   */
  undo: (current: Assessment) => Assessment;
}

/** How the builder's remove buttons hand a removal to the draft's owner, which offers Undo. */
export type RemoveFromAssessment = (remove: (draft: Assessment) => Removal | undefined) => void;

export function removeSectionUndoably(assessment: Assessment, sectionId: string): Removal | undefined {
  const index = assessment.sections.findIndex((section) => section.id === sectionId);
  const section = assessment.sections[index];
  if (!section) return undefined;
  const after = removeSection(assessment, sectionId);
  return {
    after,
    message: `Removed section "${section.title}" with ${formatCount(section.questions.length, 'question')}.`,
    undo: (current) =>
      current === after
        ? assessment
        : withSections(current, [...current.sections.slice(0, index), section, ...current.sections.slice(index)]),
  };
}

export function removeQuestionUndoably(assessment: Assessment, questionId: string): Removal | undefined {
  const { sectionIndex, questionIndex } = locate(assessment, questionId);
  const section = assessment.sections[sectionIndex];
  if (!section) return undefined;
  const question = section.questions[questionIndex];
  const after = removeQuestion(assessment, questionId);
  return {
    after,
    message: `Removed question "${question.label}".`,
    undo: (current) => {
      if (current === after) return assessment;
      if (!current.sections.some((item) => item.id === section.id)) return current;
      return withSections(
        current,
        current.sections.map((item) =>
          item.id === section.id
            ? {
                ...item,
                questions: [
                  ...item.questions.slice(0, questionIndex),
                  question,
                  ...item.questions.slice(questionIndex),
                ],
              }
            : item,
        ),
      );
    },
  };
}
