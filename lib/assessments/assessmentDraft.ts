import { nanoid } from 'nanoid';
import {
  DEFAULT_ASSESSMENT_TITLE,
  NEW_OPTION_LABEL,
  NEW_QUESTION_LABEL,
  NEW_SECTION_TITLE,
} from '@/lib/shared/constants';
import type { Assessment, Question, QuestionType, Section } from '@/lib/shared/types';

/**
 * Pure edits of an assessment. Each returns a new assessment whose flat `questions` list is
 * kept in step with its sections, so the builder, preview and store always agree.
 */

/** How the builder's parts hand an edit to the draft's owner. */
export type EditAssessment = (edit: (draft: Assessment) => Assessment) => void;

const isChoice = (type: QuestionType) => type === 'single' || type === 'multi';
const isText = (type: QuestionType) => type === 'short' || type === 'long';

export function emptyAssessment(jobId: string): Assessment {
  return { id: nanoid(), jobId, title: DEFAULT_ASSESSMENT_TITLE, sections: [], questions: [] };
}

export function withSections(assessment: Assessment, sections: Section[]): Assessment {
  return { ...assessment, sections, questions: sections.flatMap((section) => section.questions) };
}

function move<T>(list: T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item);
  return next;
}

/** Drops conditions that point at a question no longer before the one that has them. */
function pruneConditions(sections: Section[]): Section[] {
  const earlier = new Map<string, Question>();
  return sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => {
      const source = question.condition && earlier.get(question.condition.questionId);
      const keep =
        source &&
        isChoice(source.type) &&
        source.options?.some((option) => option.label === question.condition?.equals);
      earlier.set(question.id, question);
      if (question.condition && !keep) {
        const { condition: _dropped, ...rest } = question;
        return rest;
      }
      return question;
    }),
  }));
}

function mapQuestions(assessment: Assessment, map: (question: Question, section: Section) => Question): Assessment {
  return withSections(
    assessment,
    pruneConditions(
      assessment.sections.map((section) => ({
        ...section,
        questions: section.questions.map((question) => map(question, section)),
      })),
    ),
  );
}

export function setTitle(assessment: Assessment, title: string): Assessment {
  return { ...assessment, title };
}

export function addSection(assessment: Assessment): Assessment {
  return withSections(assessment, [...assessment.sections, { id: nanoid(), title: NEW_SECTION_TITLE, questions: [] }]);
}

export function renameSection(assessment: Assessment, sectionId: string, title: string): Assessment {
  return withSections(
    assessment,
    assessment.sections.map((section) => (section.id === sectionId ? { ...section, title } : section)),
  );
}

export function moveSection(assessment: Assessment, sectionId: string, offset: -1 | 1): Assessment {
  const index = assessment.sections.findIndex((section) => section.id === sectionId);
  return withSections(assessment, pruneConditions(move(assessment.sections, index, offset)));
}

export function removeSection(assessment: Assessment, sectionId: string): Assessment {
  return withSections(assessment, pruneConditions(assessment.sections.filter((section) => section.id !== sectionId)));
}

export function newQuestion(): Question {
  return { id: nanoid(), label: NEW_QUESTION_LABEL, type: 'short', required: false };
}

export function addQuestion(assessment: Assessment, sectionId: string): Assessment {
  return withSections(
    assessment,
    assessment.sections.map((section) =>
      section.id === sectionId ? { ...section, questions: [...section.questions, newQuestion()] } : section,
    ),
  );
}

export function updateQuestion(assessment: Assessment, questionId: string, changes: Partial<Question>): Assessment {
  return mapQuestions(assessment, (question) => (question.id === questionId ? { ...question, ...changes } : question));
}

/** A new type keeps the label and required flag and gets the fields that type has, and only those. */
export function changeType(assessment: Assessment, questionId: string, type: QuestionType): Assessment {
  return mapQuestions(assessment, (question) => {
    if (question.id !== questionId) return question;
    const next: Question = { id: question.id, label: question.label, type, required: question.required };
    if (question.condition) next.condition = question.condition;
    if (question.points !== undefined) next.points = question.points;
    if (isChoice(type)) next.options = question.options ?? [{ id: nanoid(), label: NEW_OPTION_LABEL }];
    // A single choice has one right option: from a multiple choice it keeps the first.
    const correct = type === 'single' ? question.correct?.slice(0, 1) : question.correct;
    if (isChoice(type) && correct?.length) next.correct = correct;
    if (type === 'numeric') {
      if (question.min !== undefined) next.min = question.min;
      if (question.max !== undefined) next.max = question.max;
      if (question.accepted) next.accepted = question.accepted;
    }
    if (isText(type) && question.maxLength !== undefined) next.maxLength = question.maxLength;
    return next;
  });
}

export function locate(assessment: Assessment, questionId: string) {
  const sectionIndex = assessment.sections.findIndex((section) =>
    section.questions.some((question) => question.id === questionId),
  );
  const questionIndex = assessment.sections[sectionIndex]?.questions.findIndex(
    (question) => question.id === questionId,
  );
  return { sectionIndex, questionIndex: questionIndex ?? -1 };
}

function editSection(assessment: Assessment, sectionIndex: number, edit: (questions: Question[]) => Question[]) {
  return withSections(
    assessment,
    pruneConditions(
      assessment.sections.map((section, index) =>
        index === sectionIndex ? { ...section, questions: edit(section.questions) } : section,
      ),
    ),
  );
}

export function moveQuestion(assessment: Assessment, questionId: string, offset: -1 | 1): Assessment {
  const { sectionIndex, questionIndex } = locate(assessment, questionId);
  if (sectionIndex === -1) return assessment;
  return editSection(assessment, sectionIndex, (questions) => move(questions, questionIndex, offset));
}

export function duplicateQuestion(assessment: Assessment, questionId: string): Assessment {
  const { sectionIndex, questionIndex } = locate(assessment, questionId);
  if (sectionIndex === -1) return assessment;
  return editSection(assessment, sectionIndex, (questions) => {
    const original = questions[questionIndex];
    const newIds = new Map(original.options?.map((option) => [option.id, nanoid()]));
    const copy: Question = {
      ...original,
      id: nanoid(),
      label: `${original.label} (copy)`,
      options: original.options?.map((option) => ({ ...option, id: newIds.get(option.id) ?? nanoid() })),
      correct: original.correct?.map((id) => newIds.get(id) ?? id),
    };
    if (!copy.options) delete copy.options;
    if (!copy.correct) delete copy.correct;
    return [...questions.slice(0, questionIndex + 1), copy, ...questions.slice(questionIndex + 1)];
  });
}

export function removeQuestion(assessment: Assessment, questionId: string): Assessment {
  const { sectionIndex } = locate(assessment, questionId);
  if (sectionIndex === -1) return assessment;
  return editSection(assessment, sectionIndex, (questions) =>
    questions.filter((question) => question.id !== questionId),
  );
}

export function addOption(assessment: Assessment, questionId: string): Assessment {
  return mapQuestions(assessment, (question) =>
    question.id === questionId
      ? {
          ...question,
          options: [
            ...(question.options ?? []),
            { id: nanoid(), label: `Option ${(question.options?.length ?? 0) + 1}` },
          ],
        }
      : question,
  );
}

/** Renames an option; conditions that wait for its old label follow it. */
export function renameOption(assessment: Assessment, questionId: string, optionId: string, label: string): Assessment {
  const oldLabel = assessment.questions
    .find((question) => question.id === questionId)
    ?.options?.find((option) => option.id === optionId)?.label;
  return mapQuestions(assessment, (question) => {
    if (question.id === questionId) {
      return {
        ...question,
        options: question.options?.map((option) => (option.id === optionId ? { ...option, label } : option)),
      };
    }
    if (question.condition?.questionId === questionId && question.condition.equals === oldLabel) {
      return { ...question, condition: { questionId, equals: label } };
    }
    return question;
  });
}

export function removeOption(assessment: Assessment, questionId: string, optionId: string): Assessment {
  return mapQuestions(assessment, (question) =>
    question.id === questionId
      ? markedRight(
          { ...question, options: question.options?.filter((option) => option.id !== optionId) },
          optionId,
          false,
        )
      : question,
  );
}

function markedRight(question: Question, optionId: string, right: boolean): Question {
  const others = (question.correct ?? []).filter((id) => id !== optionId);
  const correct = right ? (question.type === 'single' ? [optionId] : [...others, optionId]) : others;
  const { correct: _previous, ...rest } = question;
  return correct.length > 0 ? { ...rest, correct } : rest;
}

/** Marks an option right or not; a single choice's right option replaces the one marked before. */
export function markOption(assessment: Assessment, questionId: string, optionId: string, right: boolean): Assessment {
  return mapQuestions(assessment, (question) =>
    question.id === questionId ? markedRight(question, optionId, right) : question,
  );
}

export function setPassMark(assessment: Assessment, passMark: number | undefined): Assessment {
  const { passMark: _previous, ...rest } = assessment;
  return passMark === undefined ? rest : { ...rest, passMark };
}

/** The questions a given question may depend on: single and multi questions before it. */
export function conditionSources(assessment: Assessment, questionId: string): Question[] {
  const index = assessment.questions.findIndex((question) => question.id === questionId);
  return assessment.questions.slice(0, Math.max(0, index)).filter((question) => isChoice(question.type));
}

/**
 * What the runtime form's answers depend on: sections, questions, their types and options.
 * Labels and titles are not part of it, so renaming keeps what was typed.
 */
export function structureKey(assessment: Assessment): string {
  return assessment.sections
    .map(
      (section) =>
        `${section.id}[${section.questions
          .map(
            (question) =>
              `${question.id}:${question.type}:${(question.options ?? []).map((option) => option.id).join(',')}`,
          )
          .join(';')}]`,
    )
    .join('|');
}
