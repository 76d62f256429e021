import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { endOf, type Interview } from './interviews';

/** Who an invite is from, and who it invites. */
export interface InviteParty {
  name: string;
  email: string;
}

/** What an invite says besides the time: an interviewer's links to the candidate's page; nothing internal for the candidate. */
export interface InviteFor {
  attendees: InviteParty[];
  description: string;
  url?: string;
}

/** The same event for every calendar, whichever copy it receives: RFC 5545's UID. */
export const inviteUid = (interview: Pick<Interview, 'id'>) => `${interview.id}@talentflow.interviews`;

/** What every copy of an interview's event says of it: one UID, its sequence, its times in UTC. */
const eventOf = (interview: Interview) => ({
  id: inviteUid(interview),
  sequence: interview.sequence,
  stamp: new Date(interview.createdAt),
  start: new Date(interview.startsAt),
  end: new Date(endOf(interview)),
  location: interview.location || null,
  status: interview.state === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
});

/**
 * An interview as an iCalendar invite (RFC 5545, with RFC 5546's METHOD): REQUEST while it is
 * scheduled, CANCEL once cancelled, the same UID each time and the interview's SEQUENCE, times
 * in UTC so no calendar needs a VTIMEZONE to read them.
 */
export function interviewInvite(interview: Interview, organizer: InviteParty, invite: InviteFor): string {
  const cancelled = interview.state === 'cancelled';
  const calendar = ical({
    prodId: { company: 'TalentFlow', product: 'Interviews', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    ...eventOf(interview),
    summary: interview.title,
    description: invite.description,
    url: invite.url ?? null,
    organizer,
    attendees: invite.attendees.map((party) => ({
      ...party,
      rsvp: true,
      role: ICalAttendeeRole.REQ,
    })),
  });
  return calendar.toString();
}

/** One entry of a member's calendar feed: the interview, whom it is with, and the page to open. */
export interface FeedEntry {
  interview: Interview;
  candidateName: string;
  jobTitle: string;
  url: string;
}

/**
 * A member's interviews as a calendar to subscribe to (RFC 5545 with METHOD:PUBLISH): the same
 * UID as each interview's invite, so a calendar that has both keeps one event; cancelled ones
 * stay, marked CANCELLED, so a subscribed calendar drops them.
 */
export function interviewFeed(memberName: string, entries: readonly FeedEntry[]): string {
  const calendar = ical({
    prodId: { company: 'TalentFlow', product: 'Interviews', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: `Interviews of ${memberName}`,
    ttl: 15 * 60,
  });
  for (const { interview, candidateName, jobTitle, url } of entries) {
    calendar.createEvent({
      ...eventOf(interview),
      summary: `${interview.title} with ${candidateName}`,
      description: `${interview.title} with ${candidateName}${jobTitle ? ` for ${jobTitle}` : ''}\n${url}`,
      url,
    });
  }
  return calendar.toString();
}
