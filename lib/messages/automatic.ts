import { InvalidInputError } from '@/lib/shared/errors';
import { fieldsOf } from '@/lib/shared/storableInput';
import type { MessageInput } from './messages';
import { DEFAULT_COMPANY_NAME, mergeValues, type MessageTemplate, renderTemplate } from './templates';

/** What TalentFlow writes by itself for a job's applicants, as its recruiters turned on. */
export interface JobMailSettings {
  /** An acknowledgement to everyone who applies through the careers page. */
  acknowledge: boolean;
}

export const NO_AUTOMATIC_MAIL: JobMailSettings = { acknowledge: false };

/** Who an automatic message is from: no member wrote it. */
export const AUTOMATIC_SENDER = 'The hiring team';

export function readJobMailSettings(body: unknown): JobMailSettings {
  const { acknowledge } = fieldsOf(body);
  if (typeof acknowledge !== 'boolean') throw new InvalidInputError('Say whether applicants get an acknowledgement');
  return { acknowledge };
}

/** The acknowledgement an applicant to `jobTitle` gets, from the team's template. */
export function acknowledgementOf(
  template: MessageTemplate,
  applicant: { name: string; email: string },
  jobTitle: string,
): MessageInput {
  const values = mergeValues({
    candidate: applicant,
    jobTitle,
    senderName: AUTOMATIC_SENDER,
    companyName: DEFAULT_COMPANY_NAME,
  });
  return { ...renderTemplate(template, values), templateId: template.id };
}
