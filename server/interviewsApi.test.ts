import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@/lib/activity/activity';
import type { Assignment } from '@/lib/people/assignments';
import { IN_THE_PAST, type Interview, NOT_A_MEMBER, type Scheduled } from '@/lib/interviews/interviews';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { refusalMessage } from '@/lib/people/roleRules';
import { CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import type { Candidate } from '@/lib/shared/types';
import { testJobs } from '@/lib/test/jobs';
import { BACKENDS, useBackend } from './test/backends';

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
