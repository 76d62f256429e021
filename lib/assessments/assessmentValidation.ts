import { ASSESSMENT_ITEM_ID_LENGTH, MAX_QUESTION_POINTS } from '@/lib/shared/constants';
import type { Assessment, Question, QuestionType, Section } from '@/lib/shared/types';

const TYPES: QuestionType[] = ['single', 'multi', 'short', 'long', 'numeric', 'file'];

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is string =>
  isText(value) && value.length > 0 && value.length <= ASSESSMENT_ITEM_ID_LENGTH * 2;

class Invalid extends Error {}

function fail(message: string): never {
  throw new Invalid(message);
}

function optionalNumber(raw: Raw, field: string, where: string): number | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${where}: ${field} must be a number`);
  return value;
}

function wholeNumberIn(value: number | undefined, low: number, high: number): boolean {
  return value === undefined || (Number.isInteger(value) && value >= low && value <= high);
}

/** Points, right options and the accepted range: checked against the question's own options. */
function marking(raw: Raw, result: Question, where: string): void {
  const points = optionalNumber(raw, 'points', where);
  if (!wholeNumberIn(points, 0, MAX_QUESTION_POINTS)) {
    fail(`${where}: points must be a whole number from 0 to ${MAX_QUESTION_POINTS}`);
  }
  if (points !== undefined) result.points = points;
  if (raw.correct !== undefined && raw.correct !== null) {
    const known = new Set(result.options?.map((option) => option.id));
    const correct = raw.correct;
    if (!Array.isArray(correct) || !correct.every((id) => isText(id) && known.has(id))) {
      fail(`${where}: correct must list ids of the question's own options`);
    }
    if (result.type === 'single' && correct.length > 1) fail(`${where}: a single choice has one right option`);
    if (correct.length > 0) result.correct = [...new Set(correct as string[])];
  }
  if (raw.accepted !== undefined && raw.accepted !== null) {
    if (result.type !== 'numeric' || !isObject(raw.accepted))
      fail(`${where}: only a numeric question has an accepted range`);
    const min = optionalNumber(raw.accepted, 'min', `${where}, accepted range`);
    const max = optionalNumber(raw.accepted, 'max', `${where}, accepted range`);
    if (min !== undefined && max !== undefined && min > max)
      fail(`${where}: the accepted range's min must not be above its max`);
    if (min !== undefined || max !== undefined)
      result.accepted = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  }
}

function question(raw: unknown, where: string, earlier: Map<string, Question>, ids: Set<string>): Question {
  if (!isObject(raw) || !isId(raw.id) || !isText(raw.label) || !raw.label.trim())
    fail(`${where} needs an id and a label`);
  if (ids.has(raw.id)) fail(`${where} repeats the id ${raw.id}`);
  ids.add(raw.id);
  if (!TYPES.includes(raw.type as QuestionType)) fail(`${where}: type must be one of ${TYPES.join(', ')}`);
  const type = raw.type as QuestionType;
  const result: Question = { id: raw.id, label: raw.label, type, required: raw.required === true };
  if (type === 'single' || type === 'multi') {
    const options = raw.options;
    if (!Array.isArray(options) || options.length === 0) fail(`${where} needs at least one option`);
    result.options = options.map((option, index) => {
      if (!isObject(option) || !isId(option.id) || !isText(option.label) || !option.label.trim())
        fail(`${where}, option ${index + 1} needs an id and a label`);
      return { id: option.id, label: option.label };
    });
  }
  marking(raw, result, where);
  if (type === 'numeric') {
    const min = optionalNumber(raw, 'min', where);
    const max = optionalNumber(raw, 'max', where);
    if (min !== undefined && max !== undefined && min > max) fail(`${where}: min must not be above max`);
    if (min !== undefined) result.min = min;
    if (max !== undefined) result.max = max;
  }
  if (type === 'short' || type === 'long') {
    const maxLength = optionalNumber(raw, 'maxLength', where);
    if (maxLength !== undefined) {
      if (!Number.isInteger(maxLength) || maxLength < 1) fail(`${where}: maxLength must be a whole number above 0`);
      result.maxLength = maxLength;
    }
  }
  if (raw.condition !== undefined && raw.condition !== null) {
    const condition = raw.condition;
    if (!isObject(condition) || !isText(condition.questionId) || !isText(condition.equals)) {
      fail(`${where}: a condition needs questionId and equals`);
    }
    const source = earlier.get(condition.questionId);
    if (!source || !source.options) fail(`${where}: a condition must depend on an earlier single or multi question`);
    if (!source.options.some((option) => option.label === condition.equals)) {
      fail(`${where}: "${condition.equals}" is not an option of the question it depends on`);
    }
    result.condition = { questionId: condition.questionId, equals: condition.equals };
  }
  earlier.set(result.id, result);
  return result;
}

/** Checks an assessment sent by a client and rebuilds it with only known fields and a fresh flat list. */
export function validateAssessment(body: unknown, jobId: string): { assessment: Assessment } | { error: string } {
  try {
    if (!isObject(body)) fail('The assessment must be a JSON object');
    if (!isId(body.id)) fail('The assessment needs an id');
    if (!isText(body.title) || !body.title.trim()) fail('Assessment title is required');
    if (!Array.isArray(body.sections)) fail('sections must be a list');
    const earlier = new Map<string, Question>();
    const ids = new Set<string>();
    const sections: Section[] = body.sections.map((raw, sectionIndex) => {
      const where = `Section ${sectionIndex + 1}`;
      if (!isObject(raw) || !isId(raw.id) || !isText(raw.title) || !Array.isArray(raw.questions)) {
        fail(`${where} needs an id, a title and a list of questions`);
      }
      if (ids.has(raw.id)) fail(`${where} repeats the id ${raw.id}`);
      ids.add(raw.id);
      return {
        id: raw.id,
        title: raw.title,
        questions: raw.questions.map((item, index) => question(item, `${where}, question ${index + 1}`, earlier, ids)),
      };
    });
    const passMark = optionalNumber(body, 'passMark', 'The assessment');
    if (!wholeNumberIn(passMark, 0, 100)) fail('passMark must be a whole number from 0 to 100');
    const version = body.version;
    if (version !== undefined && (typeof version !== 'number' || !Number.isInteger(version) || version < 0)) {
      fail('version must be a whole number, 0 or above');
    }
    return {
      assessment: {
        id: body.id,
        jobId,
        title: body.title,
        sections,
        questions: sections.flatMap((section) => section.questions),
        ...(version === undefined ? {} : { version }),
        ...(passMark === undefined ? {} : { passMark }),
      },
    };
  } catch (error) {
    if (error instanceof Invalid) return { error: error.message };
    throw error;
  }
}
