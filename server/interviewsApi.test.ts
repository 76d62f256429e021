import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@/lib/activity/activity';
import type { Assignment } from '@/lib/people/assignments';
import ICAL from 'ical.js';
import {
  type CalendarFeed,
  FEED_NOT_VALID,
  IN_THE_PAST,
  type Interview,
  NOT_A_MEMBER,
  type Scheduled,
} from '@/lib/interviews/interviews';
import {
  ALREADY_BOOKED,
  NOT_OFFERED,
  SCHEDULE_LINK_EXPIRED,
  SCHEDULE_LINK_NOT_VALID,
  SLOT_TAKEN,
  type SlotOffer,
  SLOTS_IN_THE_PAST,
  type SlotsToBook,
} from '@/lib/interviews/slots';
import type { Message } from '@/lib/messages/messages';
import type { OverdueScorecard } from '@/lib/interviews/reminders';
import type { Member } from '@/lib/people/members';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { refusalMessage } from '@/lib/people/roleRules';
import { CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import type { Candidate } from '@/lib/shared/types';
import { testJobs } from '@/lib/test/jobs';
import { BACKENDS, TEST_ADMIN, useBackend } from './test/backends';

const people: Candidate[] = [
  { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'tech', jobId: 'job-1' },
  { id: 'c2', name: 'Grace Hopper', email: 'grace@example.com', stage: 'tech', jobId: 'job-1' },
];
const [bob, dave, eve] = ['Bob', 'Dave', 'Eve'].map((name) =>
  DEMO_TEAM.find((member) => member.name.startsWith(name))!,
);
const interview = {
  stage: 'tech',
  title: 'Tech interview',
  startsAt: '2027-03-29T10:00:00+02:00',
  durationMinutes: 60,
  timeZone: 'Europe/Paris',
  interviewerIds: [dave.id, eve.id],
  location: 'https://meet.example.com/abc',
  notes: 'Ask about the migration',
};

const isoOf = (time: string) => new Date(time).toISOString();

describe.each(BACKENDS)('scheduled interviews over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    backend.setNow(new Date('2027-03-20T12:00:00.000Z'));
    await backend.addJobs(testJobs(['job-1']));
    await backend.addCandidates(people);
  });

  it('schedules in UTC with the zone kept, warns of an interviewer’s overlapping interview by its time, and reschedules with a raised sequence', async () => {
    const first = await backend.call<Scheduled>('POST', '/candidates/c1/interviews', interview, { as: bob });
    expect(first.status).toBe(200);
    expect(first.body.conflicts).toEqual([]);
    expect(first.body.interview).toMatchObject({
      startsAt: '2027-03-29T08:00:00.000Z',
      timeZone: 'Europe/Paris',
      sequence: 0,
      state: 'scheduled',
      organizerName: bob.name,
      jobId: 'job-1',
    });
    // Eve again, half an hour later, with another candidate: warned with the other's time, not its candidate.
    const second = await backend.call<Scheduled>('POST', '/candidates/c2/interviews', {
      ...interview,
      startsAt: '2027-03-29T08:30:00Z',
      interviewerIds: [eve.id],
    });
    expect(second.body.conflicts).toEqual([
      { interviewerId: eve.id, startsAt: '2027-03-29T08:00:00.000Z', durationMinutes: 60 },
    ]);
    expect(JSON.stringify(second.body.conflicts)).not.toContain('c1');

    const moved = await backend.call<Scheduled>(
      'PUT',
      `/candidates/c1/interviews/${first.body.interview.id}`,
      { ...interview, startsAt: '2027-03-29T12:00:00+02:00', sequence: 0 },
      { as: bob },
    );
    expect(moved.body.interview).toMatchObject({ startsAt: '2027-03-29T10:00:00.000Z', sequence: 1 });
    expect(moved.body.conflicts).toEqual([]);
    const stale = await backend.call('PUT', `/candidates/c1/interviews/${first.body.interview.id}`, {
      ...interview,
      sequence: 0,
    });
    expect(stale).toEqual({ status: 409, body: { message: CHANGED_ELSEWHERE } });

    const cancelled = await backend.call<Interview>(
      'POST',
      `/candidates/c1/interviews/${first.body.interview.id}/cancel`,
      { sequence: 1 },
    );
    expect(cancelled.body).toMatchObject({ state: 'cancelled', sequence: 2 });
    const listed = (await backend.call<Interview[]>('GET', '/candidates/c1/interviews')).body;
    expect(listed.map(({ state, sequence }) => [state, sequence])).toEqual([['cancelled', 2]]);
  });

  it('assigns the interviewers in its stage, keeps each step for the timeline, and logs each with the time before and after', async () => {
    const { interview: first } = (
      await backend.call<Scheduled>('POST', '/candidates/c1/interviews', interview, { as: bob })
    ).body;
    const assigned = (await backend.call<Assignment[]>('GET', '/candidates/c1/assignments')).body;
    expect(assigned.map(({ memberId, stage }) => [memberId, stage]).sort()).toEqual(
      [
        [dave.id, 'tech'],
        [eve.id, 'tech'],
      ].sort(),
    );
    // Dave now sees the candidate he interviews, and the interview.
    const asDave = await backend.call<Interview[]>('GET', '/candidates/c1/interviews', undefined, { as: dave });
    expect(asDave.body.map(({ id }) => id)).toEqual([first.id]);
    const path = `/candidates/c1/interviews/${first.id}`;
    await backend.call('PUT', path, { ...interview, startsAt: '2027-03-30T09:00:00Z', sequence: 0 }, { as: bob });
    // Again with the same interviewers: no second assignment.
    expect((await backend.call<Assignment[]>('GET', '/candidates/c1/assignments')).body).toHaveLength(2);
    const cancelled = (await backend.call<Interview>('POST', `${path}/cancel`, { sequence: 1 }, { as: bob })).body;
    expect(cancelled.history.map(({ action, by, startsAt }) => [action, by, startsAt])).toEqual([
      ['scheduled', bob.name, '2027-03-29T08:00:00.000Z'],
      ['rescheduled', bob.name, '2027-03-30T09:00:00.000Z'],
      ['cancelled', bob.name, '2027-03-30T09:00:00.000Z'],
    ]);
    const log = (await backend.call<ActivityPage>('GET', '/api/activity?candidate=c1')).body.items.filter(
      (entry) => entry.kind === 'interview',
    );
    expect(log.map(({ action, actorName }) => [action, actorName])).toEqual([
      ['changed', bob.name],
      ['changed', bob.name],
      ['added', bob.name],
    ]);
    expect(log[0].after).toEqual({ state: 'cancelled' });
    expect(Date.parse(String(log[1].before?.startsAt))).toBe(Date.parse('2027-03-29T08:00:00Z'));
    expect(Date.parse(String(log[1].after?.startsAt))).toBe(Date.parse('2027-03-30T09:00:00Z'));
  });

  it('refuses a past start, someone not on the team, and an interviewer’s scheduling, changing nothing', async () => {
    expect(
      await backend.call('POST', '/candidates/c1/interviews', { ...interview, startsAt: '2027-03-01T10:00:00Z' }),
    ).toEqual({ status: 400, body: { message: IN_THE_PAST } });
    expect(
      await backend.call('POST', '/candidates/c1/interviews', { ...interview, interviewerIds: ['someone-else'] }),
    ).toEqual({ status: 400, body: { message: NOT_A_MEMBER } });
    const tries = await Promise.all(
      [1, 2, 3].map(() => backend.call('POST', '/candidates/c1/interviews', interview, { as: dave })),
    );
    for (const answer of tries) {
      expect(answer).toEqual({ status: 403, body: { message: refusalMessage('interviewer', 'changeCandidates') } });
    }
    expect((await backend.call<Interview[]>('GET', '/candidates/c1/interviews')).body).toEqual([]);
  });
});

describe.each(BACKENDS)('times offered by link over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const slots = ['2027-03-29T08:00:00Z', '2027-03-29T09:00:00Z', '2027-03-30T13:00:00Z'];
  const offer = { ...interview, slots, allowReschedule: true, expiresInDays: 7 };
  /** The link the newest email to the candidate carries, as its token. */
  const tokenIn = async (candidateId: string) => {
    const messages = (await backend.call<Message[]>('GET', `/candidates/${candidateId}/messages`)).body;
    return /\/schedule\/([0-9a-f]{32})/.exec(messages[0].body)![1];
  };

  beforeEach(async () => {
    backend.setNow(new Date('2027-03-20T12:00:00.000Z'));
    await backend.addJobs(testJobs(['job-1']));
    await backend.addCandidates(people);
  });

  it('emails the link; the candidate sees free times and nothing internal, books one for everyone, and moves it once', async () => {
    const offered = await backend.call<SlotOffer>('POST', '/candidates/c1/slot-offers', offer, { as: bob });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ state: 'open', reschedulesLeft: 1, slots: slots.map(isoOf) });
    const token = await tokenIn('c1');
    const page = await backend.call<SlotsToBook>('GET', `/api/schedule/${token}`);
    expect(page.body).toMatchObject({ candidateFirstName: 'Ada', title: 'Tech interview', slots: slots.map(isoOf) });
    expect(JSON.stringify(page.body)).not.toMatch(/migration|interviewer|demo-/i);

    const booked = await backend.call<SlotsToBook>('POST', `/api/schedule/${token}`, { startsAt: slots[1] });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ booked: isoOf(slots[1]), canReschedule: true });
    expect(booked.body.slots).toEqual([isoOf(slots[0]), isoOf(slots[2])]);
    const [scheduled] = (await backend.call<Interview[]>('GET', '/candidates/c1/interviews')).body;
    expect(scheduled).toMatchObject({ startsAt: isoOf(slots[1]), interviewerIds: [dave.id, eve.id], sequence: 0 });
    const assigned = (await backend.call<Assignment[]>('GET', '/candidates/c1/assignments')).body;
    expect(assigned.map(({ memberId }) => memberId).sort()).toEqual([dave.id, eve.id].sort());

    const moved = await backend.call<SlotsToBook>('POST', `/api/schedule/${token}`, { startsAt: slots[2] });
    expect(moved.body).toMatchObject({ booked: isoOf(slots[2]), canReschedule: false, slots: [] });
    const [after] = (await backend.call<Interview[]>('GET', '/candidates/c1/interviews')).body;
    expect(after).toMatchObject({ id: scheduled.id, startsAt: isoOf(slots[2]), sequence: 1 });
    expect(after.history.at(-1)).toMatchObject({ action: 'rescheduled', by: 'Ada Lovelace' });
    expect(await backend.call('POST', `/api/schedule/${token}`, { startsAt: slots[0] })).toEqual({
      status: 409,
      body: { message: ALREADY_BOOKED },
    });
  });

  it('gives a time two candidates pick at once to one of them; the other is told and sees what is left', async () => {
    await backend.call('POST', '/candidates/c1/slot-offers', offer, { as: bob });
    await backend.call('POST', '/candidates/c2/slot-offers', { ...offer, interviewerIds: [eve.id] }, { as: bob });
    const [first, second] = [await tokenIn('c1'), await tokenIn('c2')];
    const answers = await Promise.all(
      [first, second].map((token) => backend.call('POST', `/api/schedule/${token}`, { startsAt: slots[0] })),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const loser = answers[0].status === 409 ? first : second;
    expect(answers.find(({ status }) => status === 409)!.body).toEqual({ message: SLOT_TAKEN });
    expect((await backend.call<SlotsToBook>('GET', `/api/schedule/${loser}`)).body.slots).toEqual([
      isoOf(slots[1]),
      isoOf(slots[2]),
    ]);
  });

  it('refuses an unknown and a malformed link alike, an expired one, a time not offered, past times, and an interviewer', async () => {
    for (const token of ['0'.repeat(32), 'not-a-token']) {
      expect(await backend.call('GET', `/api/schedule/${token}`)).toEqual({
        status: 404,
        body: { message: SCHEDULE_LINK_NOT_VALID },
      });
    }
    await backend.call('POST', '/candidates/c1/slot-offers', { ...offer, expiresInDays: 1 }, { as: bob });
    const token = await tokenIn('c1');
    expect((await backend.call('POST', `/api/schedule/${token}`, { startsAt: '2027-03-29T10:30:00Z' })).body).toEqual({
      message: NOT_OFFERED,
    });
    backend.setNow(new Date('2027-03-22T12:00:00.000Z'));
    expect(await backend.call('POST', `/api/schedule/${token}`, { startsAt: slots[0] })).toEqual({
      status: 409,
      body: { message: SCHEDULE_LINK_EXPIRED },
    });
    expect(
      (await backend.call('POST', '/candidates/c1/slot-offers', { ...offer, slots: ['2027-03-01T10:00:00Z'] })).body,
    ).toEqual({ message: SLOTS_IN_THE_PAST });
    const tries = await Promise.all(
      [1, 2, 3].map(() => backend.call('POST', '/candidates/c2/slot-offers', offer, { as: dave })),
    );
    for (const answer of tries) expect(answer.status).toBe(403);
    expect((await backend.call<SlotOffer[]>('GET', '/candidates/c2/slot-offers')).body).toEqual([]);
  });
});

describe.each(BACKENDS)('overdue scorecards over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const overdue = async (as: Member = TEST_ADMIN, job = '') =>
    (await backend.call<OverdueScorecard[]>('GET', `/api/scorecards/overdue?job=${job}`, undefined, { as })).body;

  beforeEach(async () => {
    backend.setNow(new Date('2027-03-20T12:00:00.000Z'));
    await backend.addJobs(testJobs(['job-1', 'job-2']));
    await backend.addCandidates(people);
  });

  it('names each interviewer without a submitted scorecard the team’s hours after the end, until they submit', async () => {
    // 08:00–09:00 UTC on the 29th; 24 hours by default.
    await backend.call('POST', '/candidates/c1/interviews', interview, { as: bob });
    backend.setNow(new Date('2027-03-30T08:59:00.000Z'));
    expect(await overdue()).toEqual([]);
    backend.setNow(new Date('2027-03-30T09:00:00.000Z'));
    expect((await overdue()).map(({ memberName, candidateName }) => [memberName, candidateName])).toEqual([
      [dave.name, 'Ada Lovelace'],
      [eve.name, 'Ada Lovelace'],
    ]);
    expect(await overdue(TEST_ADMIN, 'job-2')).toEqual([]);
    // Dave submits his; Eve sees only her own.
    const assigned = (await backend.call<Assignment[]>('GET', '/candidates/c1/assignments')).body;
    const his = assigned.find((assignment) => assignment.memberId === dave.id)!;
    const saved = await backend.call(
      'PUT',
      `/candidates/c1/scorecards/${his.id}`,
      {
        ratings: { 'Problem solving': 'yes', 'System design': 'yes', 'Code quality': 'strong_yes' },
        recommendation: 'yes',
        notes: '',
        submit: true,
      },
      { as: dave },
    );
    expect(saved.status).toBe(200);
    expect((await overdue()).map(({ memberId }) => memberId)).toEqual([eve.id]);
    expect((await overdue(eve)).map(({ memberId }) => memberId)).toEqual([eve.id]);
    expect(await overdue(dave)).toEqual([]);
  });

  it('lets an admin set the hours, and refuses anyone else, three at once, changing nothing', async () => {
    expect((await backend.call('GET', '/api/scorecard-reminders')).body).toEqual({ hours: 24 });
    expect((await backend.call('PUT', '/api/scorecard-reminders', { hours: 2 })).body).toEqual({ hours: 2 });
    const tries = await Promise.all(
      [bob, dave, eve].map((as) => backend.call('PUT', '/api/scorecard-reminders', { hours: 100 }, { as })),
    );
    expect(tries.map(({ status }) => status)).toEqual([403, 403, 403]);
    expect((await backend.call('PUT', '/api/scorecard-reminders', { hours: 0 })).status).toBe(400);
    expect((await backend.call('GET', '/api/scorecard-reminders', undefined, { as: dave })).body).toEqual({ hours: 2 });
  });
});

describe.each(BACKENDS)('calendar feeds over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    backend.setNow(new Date('2027-03-20T12:00:00.000Z'));
    await backend.addJobs(testJobs(['job-1']));
    await backend.addCandidates(people);
  });

  it('gives a member a secret feed of their interviews that a calendar parses, replaced by a new one and revocable', async () => {
    await backend.call('POST', '/candidates/c1/interviews', interview, { as: bob });
    await backend.call('POST', '/candidates/c2/interviews', { ...interview, interviewerIds: [eve.id] }, { as: bob });
    expect((await backend.call('GET', '/api/calendar-feed', undefined, { as: dave })).body).toEqual({ active: false });
    const made = await backend.call<CalendarFeed>('POST', '/api/calendar-feed', undefined, { as: dave });
    expect(made.body.url).toMatch(/\/calendar\/[0-9a-f]{32}\.ics$/);
    const path = new URL(made.body.url!).pathname;
    const feed = await backend.call<string>('GET', path);
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(String(feed.body)));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary)).toEqual(['Tech interview with Ada Lovelace']);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');

    const renewed = await backend.call<CalendarFeed>('POST', '/api/calendar-feed', undefined, { as: dave });
    expect((await backend.call('GET', path)).status).toBe(404);
    const renewedPath = new URL(renewed.body.url!).pathname;
    expect((await backend.call('GET', renewedPath)).status).toBe(200);
    expect((await backend.call('DELETE', '/api/calendar-feed', undefined, { as: dave })).body).toEqual({
      active: false,
    });
    for (const gone of [renewedPath, '/calendar/not-a-token.ics', `/calendar/${'0'.repeat(32)}.ics`]) {
      expect(await backend.call('GET', gone)).toEqual({ status: 404, body: { message: FEED_NOT_VALID } });
    }
  });
});
