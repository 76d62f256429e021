import Mustache from 'mustache';
import { formatInZone } from '@/lib/shared/zonedTime';
import { InvalidInputError } from '@/lib/shared/errors';
import { assertText, fieldsOf, INPUT_LIMITS } from '@/lib/shared/storableInput';

/** What each template is for: one of each, the team editing their words. */
export const TEMPLATE_KINDS = [
  'acknowledgement',
  'rejection',
  'assessmentLink',
  'interviewInvitation',
  'interviewConfirmation',
  'interviewCancellation',
  'offer',
  'memberInvite',
  'passwordReset',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const isTemplateKind = (id: string): id is TemplateKind => (TEMPLATE_KINDS as readonly string[]).includes(id);
export const NO_SUCH_TEMPLATE = 'There is no such template';

export const TEMPLATE_KIND_LABELS: Record<TemplateKind, string> = {
  acknowledgement: 'Acknowledgement of an application',
  rejection: 'Rejection',
  assessmentLink: 'Assessment link',
  interviewInvitation: 'Interview invitation',
  interviewConfirmation: 'Interview time, with its calendar invite',
  interviewCancellation: 'Interview cancelled',
  offer: 'Offer',
  memberInvite: 'Member invite',
  passwordReset: 'Password reset',
};

/** The merge fields a template may name, each with what it is filled with. */
export const MERGE_FIELDS = {
  'candidate.name': 'The candidate’s full name',
  'candidate.firstName': 'The candidate’s first name',
  'candidate.email': 'The candidate’s email',
  'job.title': 'The title of the job applied to',
  'sender.name': 'The name of the member sending',
  'company.name': 'The company’s name',
  link: 'The link the message carries (an assessment, an offer, an invite)',
  'interview.time': 'The interview’s time, in the organiser’s time zone, the zone named',
  'interview.place': 'Where the interview is: a room, an address or a video link',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export type MergeValues = Partial<Record<MergeField, string>>;

export interface MessageTemplate {
  id: string;
  kind: TemplateKind;
  name: string;
  subject: string;
  body: string;
  /** 0 for a sample nobody has saved; raised by each save, so an edit over another is refused. */
  version: number;
  updatedAt?: string;
  updatedBy?: string;
}

export type TemplateInput = Pick<MessageTemplate, 'name' | 'subject' | 'body' | 'version'>;
export type TemplateField = 'name' | 'subject' | 'body';

export const TEMPLATE_LIMITS = { name: 100, subject: 200, body: INPUT_LIMITS.note } as const;

const FIELD_LABELS: Record<TemplateField, string> = { name: 'The name', subject: 'The subject', body: 'The body' };

/**
 * Why `text` cannot be a template: a tag that is not a known merge field (named), a tag that would
 * put a value in unescaped, or a section, partial or delimiter change (a template holds merge
 * fields only). Undefined when it can.
 */
export function mergeFieldProblem(text: string, field: TemplateField): string | undefined {
  let tokens: ReturnType<typeof Mustache.parse>;
  try {
    tokens = Mustache.parse(text);
  } catch (error) {
    return `${FIELD_LABELS[field]} has a {{ without its }}: ${(error as Error).message.split('\n')[0]}`;
  }
  for (const [type, value] of tokens) {
    if (type === 'text' || type === '!') continue;
    if (type === 'name' && value in MERGE_FIELDS) continue;
    if (type === 'name') return `Unknown merge field {{${value}}} in ${FIELD_LABELS[field].toLowerCase()}`;
    return `${FIELD_LABELS[field]} may hold merge fields such as {{candidate.firstName}} only, not {{${type}${value}}}`;
  }
  return undefined;
}

/** A template's fields as given, each problem by its field (empty when it can be saved). */
export function templateProblems(input: Pick<TemplateInput, TemplateField>): Partial<Record<TemplateField, string>> {
  const problems: Partial<Record<TemplateField, string>> = {};
  for (const field of ['name', 'subject', 'body'] as const) {
    const text = input[field].trim();
    if (!text) problems[field] = `${FIELD_LABELS[field]} is required`;
    else if (text.length > TEMPLATE_LIMITS[field]) {
      problems[field] =
        `${FIELD_LABELS[field]} must be at most ${TEMPLATE_LIMITS[field].toLocaleString('en-US')} characters`;
    } else if (field !== 'name') {
      const problem = mergeFieldProblem(text, field);
      if (problem) problems[field] = problem;
    }
  }
  if (!problems.subject && /[\r\n]/.test(input.subject.trim())) problems.subject = 'The subject is one line';
  return problems;
}

/** A template from a request body, refused with its first problem. */
export function readTemplateInput(body: unknown): TemplateInput {
  const input = fieldsOf(body);
  const text = (key: TemplateField) => (typeof input[key] === 'string' ? (input[key] as string) : '');
  const fields = { name: text('name'), subject: text('subject'), body: text('body') };
  for (const key of ['name', 'subject', 'body'] as const) assertText(fields[key], FIELD_LABELS[key]);
  const first = Object.values(templateProblems(fields))[0];
  if (first) throw new InvalidInputError(first);
  const version = input.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new InvalidInputError('Say which version of the template was edited');
  }
  return { name: fields.name.trim(), subject: fields.subject.trim(), body: fields.body.trim(), version };
}

/** The values as the template library reads them: `candidate.firstName` is `candidate` → `firstName`. */
function nested(values: MergeValues): Record<string, unknown> {
  const view: Record<string, Record<string, string> | string> = {};
  for (const [key, value] of Object.entries(values)) {
    const [head, tail] = key.split('.');
    if (tail === undefined) view[head] = value;
    else view[head] = { ...(view[head] as Record<string, string> | undefined), [tail]: value };
  }
  return view;
}

const asIs = (value: unknown) => String(value);

/**
 * Fills a template's text: as plain text (an email's text, what the page shows as text) or, with
 * `html`, every value escaped for an HTML part. A field without a value is left empty.
 */
export function renderText(text: string, values: MergeValues, { html = false } = {}): string {
  return Mustache.render(text, nested(values), undefined, html ? {} : { escape: asIs });
}

/** A subject as a mail header takes it: one line, whatever a value held. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** A template filled in: the subject on one line, the body as text. */
export function renderTemplate(template: Pick<MessageTemplate, 'subject' | 'body'>, values: MergeValues) {
  return { subject: oneLine(renderText(template.subject, values)), body: renderText(template.body, values) };
}

/** The values a message to a candidate fills its fields with. */
export function mergeValues({
  candidate,
  jobTitle,
  senderName,
  companyName,
  link,
  interview,
}: {
  candidate: { name: string; email: string };
  jobTitle?: string;
  senderName?: string;
  companyName: string;
  link?: string;
  /** An interview's time (UTC), the organiser's zone, and its place. */
  interview?: { startsAt: string; timeZone: string; location: string };
}): MergeValues {
  return {
    'candidate.name': candidate.name,
    'candidate.firstName': candidate.name.trim().split(/\s+/)[0] ?? '',
    'candidate.email': candidate.email,
    'job.title': jobTitle ?? '',
    'sender.name': senderName ?? '',
    'company.name': companyName,
    link: link ?? '',
    'interview.time': interview ? formatInZone(interview.startsAt, interview.timeZone) : '',
    'interview.place': interview?.location ?? '',
  };
}
