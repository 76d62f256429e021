import {
  JOB_STATUSES,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
  TITLE_NEEDS_LETTER,
  TITLE_TOO_LONG,
} from '@/lib/shared/constants';
import { slugify } from '@/lib/shared/slug';
import { InvalidInputError } from '@/lib/shared/errors';
import { assertId, assertText, assertTextList, INPUT_LIMITS, isCalendarDate } from '@/lib/shared/storableInput';
import type { JobInput, JobPosting } from '@/lib/shared/types';
import { readJobPosting } from './postingInput';

/** Splits the form's comma separated text: trimmed, empty entries dropped. */
export function parseList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const END_BEFORE_START = 'End date must not be before the start date';

/** Whether a job's dates are the wrong way round (either may be missing). */
export const endsBeforeStart = (startDate?: string, endDate?: string) =>
  Boolean(startDate && endDate && endDate < startDate);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Checks a job sent by a client; returns the cleaned job or the message to answer with. */
export function validateJobInput(body: unknown): { job: JobInput } | { error: string } {
  if (typeof body !== 'object' || body === null) return { error: 'The job must be a JSON object' };
  const raw = body as Record<string, unknown>;
  const title = typeof raw.title === 'string' ? raw.title.trim() : '';
  if (!title) return { error: 'Title is required' };
  if (title.length > JOB_TITLE_MAX_LENGTH) return { error: TITLE_TOO_LONG };
  if (!slugify(title)) return { error: TITLE_NEEDS_LETTER };
  if (typeof raw.id !== 'string' || !raw.id.trim()) return { error: 'Job id is required' };
  if (!JOB_TYPES.includes(raw.type as never)) return { error: `Type must be one of ${JOB_TYPES.join(', ')}` };
  const status = raw.status ?? 'active';
  if (!JOB_STATUSES.includes(status as never)) return { error: 'Status must be active or archived' };
  if (!isStringList(raw.tags ?? []) || !isStringList(raw.skills ?? [])) {
    return { error: 'Tags and skills must be lists of text' };
  }
  for (const field of ['startDate', 'endDate'] as const) {
    if (raw[field] !== undefined && !isCalendarDate(raw[field]))
      return { error: `${field} must be a date (YYYY-MM-DD)` };
  }
  const startDate = raw.startDate as string | undefined;
  const endDate = raw.endDate as string | undefined;
  if (endsBeforeStart(startDate, endDate)) return { error: END_BEFORE_START };
  if (raw.package !== undefined && typeof raw.package !== 'string') return { error: 'Package must be text' };
  let posting: JobPosting;
  try {
    assertId(raw.id, 'Job id');
    assertText(title, 'Title', INPUT_LIMITS.name);
    assertTextList((raw.tags as string[] | undefined) ?? [], 'Tags');
    assertTextList((raw.skills as string[] | undefined) ?? [], 'Skills');
    if (raw.package !== undefined) assertText(raw.package, 'Package');
    posting = readJobPosting(raw);
  } catch (error) {
    if (error instanceof InvalidInputError) return { error: error.message };
    throw error;
  }
  const order = raw.order ?? 0;
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0) {
    return { error: 'Order must be a whole number' };
  }
  const version = raw.version;
  if (version !== undefined && (typeof version !== 'number' || !Number.isInteger(version) || version < 1)) {
    return { error: 'Version must be a positive whole number' };
  }
  const clean = (list: unknown) => ((list as string[] | undefined) ?? []).map((entry) => entry.trim()).filter(Boolean);
  const pkg = (raw.package as string | undefined)?.trim();
  return {
    job: {
      id: raw.id,
      title,
      status: status as JobInput['status'],
      tags: clean(raw.tags),
      skills: clean(raw.skills),
      startDate,
      endDate,
      package: pkg || undefined,
      type: raw.type as JobInput['type'],
      order,
      ...posting,
      ...(version === undefined ? {} : { version }),
    },
  };
}
