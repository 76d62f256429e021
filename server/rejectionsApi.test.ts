import { beforeEach, describe, expect, it } from 'vitest';
import type { Insights } from '@/lib/insights/insights';
import { ALREADY_SENT, type Message, MESSAGES_PER_HOUR, TOO_MANY_MESSAGES } from '@/lib/messages/messages';
import {
  NO_SUCH_REASON,
  REJECTION_SEND_DELAY_MS,
  type RejectionReason,
  type RejectOutcome,
  SAMPLE_REJECTION_REASONS,
} from '@/lib/messages/rejections';
import type { MessageTemplate } from '@/lib/messages/templates';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { refusalMessage } from '@/lib/people/roleRules';
import { testJobs } from '@/lib/test/jobs';
import type { Candidate, TimelineEntry } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

const people: Candidate[] = [
  { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'screen', jobId: 'job-1' },
  { id: 'c2', name: 'Grace Hopper', email: 'grace@example.com', stage: 'tech', jobId: 'job-1' },
  { id: 'c3', name: 'Alan Turing', email: 'alan@example.com', stage: 'applied', jobId: 'job-2' },
];
const [bob, carol, dave] = ['Bob', 'Carol', 'Dave'].map((name) =>
  DEMO_TEAM.find((member) => member.name.startsWith(name))!,
);
const skills = SAMPLE_REJECTION_REASONS[0];

describe.each(BACKENDS)('rejection reasons over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2']));
    await backend.addCandidates(people);
  });

  it('keeps the list admins save, refuses it from anyone else, and gives each reason a template of its own', async () => {
    expect((await backend.call<RejectionReason[]>('GET', '/api/rejection-reasons')).body).toEqual(
      SAMPLE_REJECTION_REASONS,
    );
    const list = { reasons: [{ id: skills.id, label: 'Skills' }, { label: 'Salary expectations' }] };
    expect(await backend.call('PUT', '/api/rejection-reasons', list, { as: bob })).toEqual({
      status: 403,
      body: { message: refusalMessage('recruiter', 'keepRejectionReasons') },
    });
    expect(
      (await backend.call('PUT', '/api/rejection-reasons', { reasons: [{ label: 'Skills' }, { label: 'skills ' }] }))
        .body,
    ).toEqual({ message: '"skills" is in the list twice' });
    const saved = await backend.call<RejectionReason[]>('PUT', '/api/rejection-reasons', list);
    expect(saved.status).toBe(200);
    expect(saved.body.map(({ label }) => label)).toEqual(['Skills', 'Salary expectations']);
    const salary = saved.body[1];
    expect((await backend.call<RejectionReason[]>('GET', '/api/rejection-reasons')).body).toEqual(saved.body);

    // A reason's template starts as the general rejection's words and is saved on its own.
    const templates = (await backend.call<MessageTemplate[]>('GET', '/api/templates')).body;
    const general = templates.find(({ id }) => id === 'rejection')!;
    const own = templates.find(({ id }) => id === `rejection.${salary.id}`)!;
    expect(own).toMatchObject({
      kind: 'rejection',
      name: general.name,
      body: general.body,
      version: 0,
    });
    const edit = {
      name: 'Salary',
      subject: 'About {{job.title}}',
      body: 'Hello {{candidate.firstName}}, salary.',
      version: 0,
    };
    expect((await backend.call('PUT', `/api/templates/rejection.${salary.id}`, edit)).body).toMatchObject({
      id: `rejection.${salary.id}`,
      kind: 'rejection',
      version: 1,
    });
    expect((await backend.call('PUT', '/api/templates/rejection.unknown', edit)).status).toBe(404);
  });

  it('moves to rejected with the reason on the timeline and writes each candidate the reason’s email, personalised', async () => {
    const outcome = await backend.call<RejectOutcome>(
      'POST',
      '/candidates/reject',
      { ids: ['c1', 'c2'], reasonId: skills.id, sendEmail: true, fromStages: { c1: 'screen', c2: 'tech' } },
      { as: bob },
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ moved: 2, refused: [] });
    expect(outcome.body.emails).toHaveLength(2);
    const timeline = (await backend.call<TimelineEntry[]>('GET', '/candidates/c1/timeline')).body;
    expect(timeline[0]).toMatchObject({ from: 'screen', to: 'rejected', reason: skills.label, by: bob.name });
    const [toGrace] = (await backend.call<Message[]>('GET', '/candidates/c2/messages')).body;
    expect(toGrace).toMatchObject({
      to: 'grace@example.com',
      senderName: bob.name,
      templateId: `rejection.${skills.id}`,
    });
    expect(toGrace.body).toContain('Hello Grace,');
    expect(toGrace.body).toContain(bob.name);
    expect(outcome.body.emails).toContainEqual({ candidateId: 'c2', messageId: toGrace.id });

    const insights = (await backend.call<Insights>('GET', '/api/insights?jobId=job-1')).body;
    expect(insights.rejections).toEqual([{ reason: skills.label, count: 2 }]);
    expect((await backend.call<Insights>('GET', '/api/insights?jobId=job-2')).body.rejections).toEqual([]);
  });

  it('writes no email without sendEmail, refuses an unknown reason, and moves nobody moved meanwhile', async () => {
    const quiet = await backend.call<RejectOutcome>('POST', '/candidates/reject', {
      ids: ['c1', 'c3'],
      reasonId: skills.id,
      sendEmail: false,
      fromStages: { c1: 'screen', c3: 'screen' },
    });
    expect(quiet.body).toEqual({ moved: 1, refused: [{ id: 'c3', stage: 'applied' }], emails: [] });
    expect((await backend.call<Message[]>('GET', '/candidates/c1/messages')).body).toEqual([]);
    const unknown = await backend.call('POST', '/candidates/reject', {
      ids: ['c2'],
      reasonId: 'nope',
      sendEmail: true,
    });
    expect(unknown).toEqual({ status: 400, body: { message: NO_SUCH_REASON } });
    expect((await backend.call<Candidate>('GET', '/candidates/c2')).body.stage).toBe('tech');
  });

  it('refuses an interviewer, and a rejection that emails from a member who may not email, changing nothing', async () => {
    const asked = { ids: ['c1'], reasonId: skills.id, sendEmail: true };
    const answers = await Promise.all(
      [1, 2, 3].map(() => backend.call('POST', '/candidates/reject', asked, { as: dave })),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ status: 403, body: { message: refusalMessage('interviewer', 'changeCandidates') } });
    }
    expect((await backend.call<Candidate>('GET', '/candidates/c1')).body.stage).toBe('screen');
    expect((await backend.call<Message[]>('GET', '/candidates/c1/messages')).body).toEqual([]);
  });

  it('lets Undo stop the email only within the delay, once; a late Undo is told it went', async () => {
    const start = new Date('2026-03-01T10:00:00.000Z');
    backend.setNow(start);
    const {
      body: { emails },
    } = await backend.call<RejectOutcome>(
      'POST',
      '/candidates/reject',
      { ids: ['c1', 'c2'], reasonId: skills.id, sendEmail: true },
      { as: carol },
    );
    const [first, second] = await Promise.all(
      ['c1', 'c2'].map(async (id) => (await backend.call<Message[]>('GET', `/candidates/${id}/messages`)).body[0]),
    );
    expect(emails.map(({ messageId }) => messageId).sort()).toEqual([first.id, second.id].sort());
    backend.setNow(new Date(start.getTime() + REJECTION_SEND_DELAY_MS - 1));
    expect(await backend.call('POST', `/candidates/c1/messages/${first.id}/cancel`, undefined, { as: dave })).toEqual({
      status: 403,
      body: { message: refusalMessage('interviewer', 'sendMessages') },
    });
    const undone = await Promise.all(
      [1, 2].map(() =>
        backend.call<Message>('POST', `/candidates/c1/messages/${first.id}/cancel`, undefined, { as: carol }),
      ),
    );
    expect(undone.map(({ status, body }) => [status, body.state])).toEqual([
      [200, 'cancelled'],
      [200, 'cancelled'],
    ]);
    backend.setNow(new Date(start.getTime() + REJECTION_SEND_DELAY_MS));
    expect(await backend.call('POST', `/candidates/c2/messages/${second.id}/cancel`)).toEqual({
      status: 409,
      body: { message: ALREADY_SENT },
    });
    expect((await backend.call('POST', `/candidates/c2/messages/${first.id}/cancel`)).status).toBe(404);
  });

  it('counts the emails against the member’s hourly limit: all of them fit, or nobody moves', async () => {
    const start = new Date('2026-03-01T10:00:00.000Z');
    backend.setNow(start);
    const sends = Array.from({ length: MESSAGES_PER_HOUR - 1 }, () => ({ subject: 'Hi', body: 'Hello' }));
    for (const message of sends) await backend.call('POST', '/candidates/c3/messages', message, { as: bob });
    const refused = await backend.call(
      'POST',
      '/candidates/reject',
      { ids: ['c1', 'c2'], reasonId: skills.id, sendEmail: true },
      { as: bob },
    );
    expect(refused).toEqual({ status: 429, body: { message: TOO_MANY_MESSAGES } });
    expect((await backend.call<Candidate>('GET', '/candidates/c1')).body.stage).toBe('screen');
    const one = await backend.call<RejectOutcome>(
      'POST',
      '/candidates/reject',
      { ids: ['c1'], reasonId: skills.id, sendEmail: true },
      { as: bob },
    );
    expect(one.body.moved).toBe(1);
  });
});
