import { beforeEach, describe, expect, it } from 'vitest';
import { type Message, MESSAGES_PER_HOUR, NO_MAIL_SERVER, TOO_MANY_MESSAGES } from '@/lib/messages/messages';
import { type MessageTemplate, TEMPLATE_KINDS } from '@/lib/messages/templates';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { refusalMessage } from '@/lib/people/roleRules';
import { CANDIDATE_NOT_FOUND, CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { testJobs } from '@/lib/test/jobs';
import type { Candidate } from '@/lib/shared/types';
import { applicationForm } from '@/lib/careers/applicationForm';
import { BACKENDS, useBackend } from './test/backends';

const ada: Candidate = { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'screen', jobId: 'job-1' };
const [bob, dave] = ['Bob', 'Dave'].map((name) => DEMO_TEAM.find((member) => member.name.startsWith(name))!);

describe.each(BACKENDS)('templates and messages over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2']));
    await backend.addCandidates([ada]);
  });

  it('lists a sample of every kind, saves an edit once, and refuses a stale one or an unknown field', async () => {
    const { body: samples } = await backend.call<MessageTemplate[]>('GET', '/api/templates');
    expect(samples.slice(0, TEMPLATE_KINDS.length).map(({ id, version }) => [id, version])).toEqual(
      TEMPLATE_KINDS.map((kind) => [kind, 0]),
    );
    const edit = { name: 'Thanks', subject: 'About {{job.title}}', body: 'Hi {{candidate.firstName}}', version: 0 };

    expect(
      await backend.call('PUT', '/api/templates/acknowledgement', { ...edit, body: 'Hi {{candidate.age}}' }),
    ).toEqual({
      status: 400,
      body: { message: 'Unknown merge field {{candidate.age}} in the body' },
    });
    expect(await backend.call('PUT', '/api/templates/acknowledgement', edit, { as: dave })).toEqual({
      status: 403,
      body: { message: refusalMessage('interviewer', 'sendMessages') },
    });
    expect((await backend.call('PUT', '/api/templates/nothing', edit)).status).toBe(404);
    // Two saves from the same version at once: one lands, the other is told.
    const answers = await Promise.all([
      backend.call<MessageTemplate>('PUT', '/api/templates/acknowledgement', edit, { as: bob }),
      backend.call<MessageTemplate>('PUT', '/api/templates/acknowledgement', { ...edit, name: 'Other' }),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(answers.find(({ status }) => status === 409)!.body).toEqual({ message: CHANGED_ELSEWHERE });
    const saved = answers.find(({ status }) => status === 200)!.body;
    expect(saved).toMatchObject({ id: 'acknowledgement', kind: 'acknowledgement', version: 1 });
    const again = await backend.call<MessageTemplate>('PUT', '/api/templates/acknowledgement', {
      ...edit,
      name: 'Thanks again',
      version: 1,
    });
    expect(again.body).toMatchObject({ name: 'Thanks again', version: 2 });
    const listed = (await backend.call<MessageTemplate[]>('GET', '/api/templates')).body;
    expect(listed.find(({ id }) => id === 'acknowledgement')).toMatchObject({ name: 'Thanks again', version: 2 });
    expect(listed.find(({ id }) => id === 'rejection')!.version).toBe(0);
  });

  it('writes a message to the candidate’s own address only, on one subject line, shown on every application', async () => {
    const sent = await backend.call<Message>(
      'POST',
      '/candidates/c1/messages',
      { subject: 'Next steps\r\nBcc: everyone@example.org', body: 'Hello Ada', to: 'someone@else.example' },
      { as: bob },
    );
    expect(sent).toMatchObject({
      status: 200,
      body: {
        candidateId: 'c1',
        to: 'ada@example.com',
        subject: 'Next steps Bcc: everyone@example.org',
        body: 'Hello Ada',
        senderName: bob.name,
        state: 'notSent',
        stateReason: NO_MAIL_SERVER,
      },
    });
    const second = (await backend.call<Candidate>('POST', '/candidates/c1/applications', { jobId: 'job-2' })).body;
    for (const id of ['c1', second.id]) {
      const { body } = await backend.call<Message[]>('GET', `/candidates/${id}/messages`);
      expect(body.map(({ subject }) => subject)).toEqual(['Next steps Bcc: everyone@example.org']);
    }
    expect(await backend.call('POST', '/candidates/c1/messages', { subject: 'x', body: 'y' }, { as: dave })).toEqual({
      status: 403,
      body: { message: refusalMessage('interviewer', 'sendMessages') },
    });
    expect(await backend.call('POST', '/candidates/nobody/messages', { subject: 'x', body: 'y' })).toEqual({
      status: 404,
      body: { message: CANDIDATE_NOT_FOUND },
    });
    expect((await backend.call('POST', '/candidates/c1/messages', { subject: ' ', body: 'y' })).status).toBe(400);
    expect((await backend.call<Message[]>('GET', '/candidates/c1/messages')).body).toHaveLength(1);
  });

  it('lets a member send at most the hour’s limit, however many are asked at once', async () => {
    backend.setNow(new Date('2026-11-29T10:00:00Z'));
    const asked = MESSAGES_PER_HOUR + 5;
    const answers = await Promise.all(
      Array.from({ length: asked }, (_, index) =>
        backend.call('POST', '/candidates/c1/messages', { subject: `Note ${index}`, body: 'x' }, { as: bob }),
      ),
    );
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(MESSAGES_PER_HOUR);
    const refused = answers.filter(({ status }) => status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body).toEqual({ message: TOO_MANY_MESSAGES });
    // Another member is not held back; an hour later Bob may send again.
    expect((await backend.call('POST', '/candidates/c1/messages', { subject: 's', body: 'b' })).status).toBe(200);
    backend.setNow(new Date('2026-11-29T11:00:01Z'));
    expect(
      (await backend.call('POST', '/candidates/c1/messages', { subject: 's', body: 'b' }, { as: bob })).status,
    ).toBe(200);
  });

  it('acknowledges each application to a job whose recruiters turned it on, from the team’s template', async () => {
    const apply = (slug: string, name: string, email: string) =>
      backend.app().request(`http://localhost/api/careers/jobs/${slug}/applications`, {
        method: 'POST',
        body: applicationForm({ name, email }, undefined),
      });
    expect((await backend.call('GET', '/api/jobs/job-1/mail-settings')).body).toEqual({
      acknowledge: false,
      approveOffers: false,
    });
    await apply('job-1', 'Grace Hopper', 'grace@example.com');
    expect(
      await backend.call(
        'PUT',
        '/api/jobs/job-1/mail-settings',
        { acknowledge: true, approveOffers: false },
        { as: dave },
      ),
    ).toEqual({
      status: 403,
      body: { message: refusalMessage('interviewer', 'sendMessages') },
    });
    expect(
      (await backend.call('PUT', '/api/jobs/job-404/mail-settings', { acknowledge: true, approveOffers: false }))
        .status,
    ).toBe(404);
    expect((await backend.call('PUT', '/api/jobs/job-1/mail-settings', { acknowledge: 'yes' })).status).toBe(400);
    expect(
      (
        await backend.call(
          'PUT',
          '/api/jobs/job-1/mail-settings',
          { acknowledge: true, approveOffers: false },
          { as: bob },
        )
      ).body,
    ).toEqual({ acknowledge: true, approveOffers: false });
    await backend.call('PUT', '/api/templates/acknowledgement', {
      name: 'Thanks',
      subject: 'Thanks for applying to {{job.title}}',
      body: 'Dear {{candidate.firstName}}, from {{sender.name}}',
      version: 0,
    });
    await apply('job-1', 'Alan Turing', 'alan@example.com');
    await apply('job-2', 'Edsger Dijkstra', 'edsger@example.com');
    // The same person again: thanked as anyone is.
    await apply('job-1', 'Alan M. Turing', 'ALAN@example.com');
    const people = await backend.store().candidates.all();
    const messagesTo = async (email: string) =>
      (await backend.call<Message[]>('GET', `/candidates/${people.find((row) => row.email === email)!.id}/messages`))
        .body;
    expect(await messagesTo('grace@example.com')).toEqual([]);
    expect(await messagesTo('edsger@example.com')).toEqual([]);
    const alan = await messagesTo('alan@example.com');
    expect(alan).toHaveLength(2);
    expect(alan[0]).toMatchObject({
      to: 'alan@example.com',
      subject: 'Thanks for applying to Job job-1',
      body: 'Dear Alan, from The hiring team',
      senderName: 'The hiring team',
      templateId: 'acknowledgement',
      state: 'notSent',
    });
  });
});
