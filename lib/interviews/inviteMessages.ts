import type { MessageTemplate } from '@/lib/messages/templates';
import { candidateInvitationText, type InvitationContext } from './invitationText';
import { formatInZone } from '@/lib/shared/zonedTime';
import { endOf } from './interviews';
import { interviewInvite, type InviteParty } from './invites';

/** An email with its calendar invite: `calendar` goes as invite.ics with the invite's METHOD. */
export interface Invitation {
  subject: string;
  body: string;
  templateId?: string;
  calendar: string;
}

/**
 * The candidate's invitation: their template (the time, or its cancellation) filled in, and their
 * copy of the invite, which names only them and holds nothing internal: no notes, no team links.
 */
export function candidateInvitation(template: MessageTemplate, context: InvitationContext): Invitation {
  const { interview, candidate, jobTitle, organizer } = context;
  const text = candidateInvitationText(template, context);
  const calendar = interviewInvite(interview, organizer, {
    attendees: [candidate],
    description: `${interview.title} for ${jobTitle}${interview.location ? `\n${interview.location}` : ''}`,
  });
  return { ...text, templateId: template.id, calendar };
}

/**
 * An interviewer's invitation: the time, place and notes, and links to the candidate's page and
 * their scorecard there; the invite names every interviewer and the candidate.
 */
export function interviewerInvitation(
  context: InvitationContext & { interviewers: InviteParty[]; candidatePage: string },
): Invitation {
  const { interview, candidate, jobTitle, organizer, interviewers, candidatePage } = context;
  const cancelled = interview.state === 'cancelled';
  const when = `${formatInZone(interview.startsAt, interview.timeZone)} to ${formatInZone(endOf(interview), interview.timeZone)}`;
  const lines = [
    `${interview.title} with ${candidate.name} for ${jobTitle}`,
    `When: ${when}`,
    `Where: ${interview.location || 'not given'}`,
    `Interviewers: ${interviewers.map((party) => party.name).join(', ')}`,
    ...(interview.notes ? [`Notes: ${interview.notes}`] : []),
    `The candidate: ${candidatePage}`,
    `Your scorecard: ${candidatePage}#scorecards`,
  ];
  const calendar = interviewInvite(interview, organizer, {
    attendees: [...interviewers, candidate],
    description: lines.join('\n'),
    url: candidatePage,
  });
  const subject = `${cancelled ? 'Cancelled' : interview.sequence > 0 ? 'Moved' : 'Interview'}: ${interview.title} with ${candidate.name}, ${formatInZone(interview.startsAt, interview.timeZone)}`;
  const body = cancelled
    ? `${organizer.name} cancelled this interview.\n\n${lines.join('\n')}`
    : `${organizer.name} ${interview.sequence > 0 ? 'moved' : 'scheduled'} an interview you are on.\n\n${lines.join('\n')}\n\nThe invitation is attached for your calendar.`;
  return { subject, body, calendar };
}
