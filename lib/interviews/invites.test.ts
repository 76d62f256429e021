import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatInZone } from '@/lib/shared/zonedTime';
import { assertInFuture, IN_THE_PAST, type Interview, overlaps, readInterviewInput } from './interviews';
import { interviewInvite, inviteUid } from './invites';
import { wallClockAt, zonedInstant } from './zonedTime';

const NOW = new Date('2027-03-20T12:00:00Z');

/** Ten o'clock in Paris on 27 March 2027 (CET, UTC+1), the day before the clocks go forward. */
const beforeTheChange: Interview = {
  id: 'iv-1',
  candidateId: 'c1',
  jobId: 'job-1',
  stage: 'tech',
  title: 'Tech interview',
  startsAt: '2027-03-27T09:00:00.000Z',
  durationMinutes: 60,
  timeZone: 'Europe/Paris',
  interviewerIds: ['m-bob', 'm-eve'],
  location: 'https://meet.example.com/abc',
  notes: 'Ask about the migration project',
  state: 'scheduled',
  sequence: 0,
  organizerName: 'Bob Okafor',
  createdAt: '2027-03-20T12:00:00.000Z',
  history: [],
};
const organizer = { name: 'Bob Okafor', email: 'bob@team.test' };
const interviewers = [
  { name: 'Bob Okafor', email: 'bob@team.test' },
  { name: 'Eve Castillo', email: 'eve@team.test' },
];

/** The invite as a calendar reads it: its method, and its one event. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), event, vevent: calendar.getFirstSubcomponent('vevent')! };
}

describe('interview invites', () => {
  it('invites each interviewer by name to a REQUEST with a stable UID, its times in UTC', () => {
    const invite = interviewInvite(beforeTheChange, organizer, {
      attendees: interviewers,
      description: 'Candidate: http://localhost/candidates/c1',
      url: 'http://localhost/candidates/c1',
    });
    const { method, event, vevent } = parsed(invite);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(inviteUid(beforeTheChange));
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-27T10:00:00.000Z');
    expect(event.startDate.zone.tzid).toBe('UTC');
    // A URI's scheme reads alike in either case (RFC 3986); ical-generator writes MAILTO.
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      'mailto:bob@team.test',
      'mailto:eve@team.test',
    ]);
    expect(event.attendees.map((attendee) => attendee.getParameter('cn'))).toEqual(['Bob Okafor', 'Eve Castillo']);
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:bob@team.test');
    expect(event.location).toBe('https://meet.example.com/abc');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('keeps the UID and raises SEQUENCE when rescheduled across the change to summer time, and CANCELs it', () => {
    // Ten o'clock in Paris on 29 March 2027 is 08:00 UTC (CEST, UTC+2): the same wall time, an hour earlier in UTC.
    const input = readInterviewInput({
      ...beforeTheChange,
      startsAt: '2027-03-29T10:00:00+02:00',
      durationMinutes: 45,
    });
    expect(input.startsAt).toBe('2027-03-29T08:00:00.000Z');
    expect(formatInZone(beforeTheChange.startsAt, 'Europe/Paris')).toBe('Sat, Mar 27, 2027, 10:00 AM GMT+1');
    expect(formatInZone(input.startsAt, 'Europe/Paris')).toBe('Mon, Mar 29, 2027, 10:00 AM GMT+2');
    expect(formatInZone(input.startsAt, 'America/New_York')).toBe('Mon, Mar 29, 2027, 4:00 AM EDT');
    const moved: Interview = { ...beforeTheChange, ...input, sequence: 1 };
    const again = parsed(interviewInvite(moved, organizer, { attendees: interviewers, description: '' }));
    expect(again.event.uid).toBe(inviteUid(beforeTheChange));
    expect(again.event.sequence).toBe(1);
    expect(again.event.startDate.toJSDate().toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(again.event.endDate.toJSDate().toISOString()).toBe('2027-03-29T08:45:00.000Z');

    const cancelled = parsed(
      interviewInvite({ ...moved, state: 'cancelled', sequence: 2 }, organizer, {
        attendees: interviewers,
        description: '',
      }),
    );
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(inviteUid(beforeTheChange));
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('gives the candidate nothing internal: their copy has only what their invite is given', () => {
    const invite = interviewInvite(beforeTheChange, organizer, {
      attendees: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
      description: 'Your interview for the role.',
    });
    expect(invite).not.toContain('migration project');
    expect(invite).not.toContain('/candidates/');
    expect(parsed(invite).event.description).toBe('Your interview for the role.');
  });
});

describe('an interview’s fields', () => {
  const valid = {
    stage: 'screen',
    title: 'Screen',
    startsAt: '2027-03-29T10:00:00+02:00',
    durationMinutes: 30,
    timeZone: 'Europe/Paris',
    interviewerIds: ['m-bob'],
  };

  it('refuses a past start, a date without a time, an unknown zone, no interviewer, and odd lengths', () => {
    const refused = (change: object) => () => readInterviewInput({ ...valid, ...change });
    expect(() => assertInFuture({ startsAt: '2027-03-01T10:00:00.000Z' }, NOW)).toThrow(IN_THE_PAST);
    expect(() => assertInFuture({ startsAt: '2027-03-29T10:00:00.000Z' }, NOW)).not.toThrow();
    expect(refused({ stage: 'applied' })).toThrow('The stage is one of screen, tech, offer');
    expect(refused({ startsAt: '2027-03-29' })).toThrow('The start is a date and time');
    expect(refused({ startsAt: '2027-03-29T10:00:00' })).toThrow('The start is a date and time');
    expect(refused({ timeZone: 'Mars/Olympus' })).toThrow('The time zone is one such as Europe/Paris');
    expect(refused({ interviewerIds: [] })).toThrow('Choose 1 to 8 interviewers');
    expect(refused({ durationMinutes: 5 })).toThrow('The length is whole minutes from 15 to 480');
    expect(refused({ durationMinutes: 30.5 })).toThrow('The length is whole minutes from 15 to 480');
  });

  it('tells overlapping interviews from back-to-back ones', () => {
    const at = (startsAt: string, durationMinutes = 60) => ({ startsAt, durationMinutes });
    expect(overlaps(at('2027-03-29T08:00:00.000Z'), at('2027-03-29T08:30:00.000Z'))).toBe(true);
    expect(overlaps(at('2027-03-29T08:00:00.000Z'), at('2027-03-29T09:00:00.000Z'))).toBe(false);
  });
});

describe('wall-clock times in a zone', () => {
  it('reads a form’s date and time in the organiser’s zone on both sides of a change of the clocks', () => {
    expect(zonedInstant({ date: '2027-03-27', time: '10:00' }, 'Europe/Paris')).toBe('2027-03-27T10:00:00.000+01:00');
    expect(zonedInstant({ date: '2027-03-29', time: '10:00' }, 'Europe/Paris')).toBe('2027-03-29T10:00:00.000+02:00');
    expect(zonedInstant({ date: '2027-03-15', time: '09:30' }, 'America/New_York')).toBe(
      '2027-03-15T09:30:00.000-04:00',
    );
    expect(zonedInstant({ date: '2027-03-29', time: '' }, 'Europe/Paris')).toBeUndefined();
    expect(zonedInstant({ date: '29/03/2027', time: '10:00' }, 'Europe/Paris')).toBeUndefined();
    expect(wallClockAt('2027-03-29T08:00:00.000Z', 'Europe/Paris')).toEqual({ date: '2027-03-29', time: '10:00' });
    expect(wallClockAt('2027-03-29T08:00:00.000Z', 'America/New_York')).toEqual({ date: '2027-03-29', time: '04:00' });
  });
});
