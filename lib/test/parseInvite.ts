import ICAL from 'ical.js';

/** An invite as a calendar reads it (ical.js, the parser Mozilla's calendars use): its METHOD and its one event. */
export function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  const organizer = String(event.component.getFirstPropertyValue('organizer') ?? '');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    description: event.description,
    organizer: organizer.replace(/^mailto:/i, ''),
    attendees: event.attendees.map((attendee) => String(attendee.getParameter('cn'))),
    status: String(event.component.getFirstPropertyValue('status')),
  };
}
