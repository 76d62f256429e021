import { type MessageTemplate, mergeValues, renderTemplate } from '@/lib/messages/templates';
import type { Interview } from './interviews';

/** Who organises in the demo, where no mailbox sends: a name with an address that is none (RFC 2606). */
export const DEMO_ORGANIZER_EMAIL = 'hiring-team@talentflow.invalid';

/** What an invitation is made of besides the interview. */
export interface InvitationContext {
  interview: Interview;
  candidate: { name: string; email: string };
  jobTitle: string;
  /** The member who organises, with the address invites come from. */
  organizer: { name: string; email: string };
  companyName: string;
}

/** The candidate's template (the time, or its cancellation) filled in; the calendar file is made apart. */
export const candidateInvitationText = (
  template: Pick<MessageTemplate, 'subject' | 'body'>,
  { interview, candidate, jobTitle, organizer, companyName }: InvitationContext,
) => renderTemplate(template, mergeValues({ candidate, jobTitle, senderName: organizer.name, companyName, interview }));
