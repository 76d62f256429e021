import { InvalidInputError } from '@/lib/shared/errors';
import { fieldsOf } from '@/lib/shared/storableInput';
import type { MessageInput } from './messages';
import { mergeValues, type MessageTemplate, renderTemplate } from './templates';

/** What TalentFlow does by itself for a job's applicants, as its recruiters turned on. */
export interface JobMailSettings {
  /** An acknowledgement to everyone who applies through the careers page. */
  acknowledge: boolean;
  /** Whether an offer waits for an admin's approval before it can be sent (lib/offers/). */
  approveOffers: boolean;
}

export const NO_AUTOMATIC_MAIL: JobMailSettings = { acknowledge: false, approveOffers: false };

/** Who an automatic message is from: no member wrote it. */
export const AUTOMATIC_SENDER = 'The hiring team';

export function readJobMailSettings(body: unknown): JobMailSettings {
  const { acknowledge, approveOffers = false } = fieldsOf(body);
  if (typeof acknowledge !== 'boolean') throw new InvalidInputError('Say whether applicants get an acknowledgement');
  if (typeof approveOffers !== 'boolean') throw new InvalidInputError('Say whether offers need an approval');
  return { acknowledge, approveOffers };
}

/**
 * A message written from a template for a candidate of `jobTitle` without anyone editing it: an
 * applicant's acknowledgement (from the hiring team), a rejection (from the member who rejected).
 */
export function templateMessageFor(
  template: MessageTemplate,
  candidate: { name: string; email: string },
  jobTitle: string,
  { companyName, senderName = AUTOMATIC_SENDER, link }: { companyName: string; senderName?: string; link?: string },
): MessageInput {
  const values = mergeValues({ candidate, jobTitle, senderName, companyName, link });
  return { ...renderTemplate(template, values), templateId: template.id };
}
