import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testJobs } from '@/lib/test/jobs';
import type { Message } from '@/lib/messages/messages';
import { REJECTION_SEND_DELAY_MS } from '@/lib/messages/rejections';
import { migrate } from '../migrate';
import { openTestPglite } from '../test/testPglite';
import type { Sql } from '../sql';
import { sqlStore } from '../store';
import { insertCandidates } from '../store/candidates';
import { insertJobs } from '../store/jobs';
import { smtpTransport, startOutbox } from './outbox';
import { FAST_OUTBOX as FAST, mailServer } from '../test/mailServer';
import { waitFor } from '../test/waitFor';
import { parseInvite } from '@/lib/test/parseInvite';

const FROM = 'hiring@talentflow.test';

describe('the outbox and its SMTP sender', () => {
  let sql: Sql;
  const stops: (() => Promise<void>)[] = [];
  const candidates = Array.from({ length: 50 }, (_, index) => ({
    id: `c${index}`,
    name: `Person ${index}`,
    email: `person${index}@example.org`,
    stage: 'applied' as const,
    jobId: 'job-1',
  }));

  // One database for the file (each opening costs a second or two): each test starts with no messages.
  beforeAll(async () => {
    sql = await openTestPglite();
    await migrate(sql);
    await insertJobs(sql, testJobs(['job-1']));
    await insertCandidates(sql, candidates);
  });
  beforeEach(() => sql.query('DELETE FROM messages'));
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });
  afterAll(() => sql.close());

  const store = () => sqlStore(sql, { sendsMail: true, actor: { id: 'bob', name: 'Bob Okafor', handle: '@bob' } });
  const states = async () =>
    (await sql.query<{ state: string }>('SELECT state FROM messages ORDER BY id')).map(({ state }) => state);
  const outbox = (port: number) => {
    const sender = startOutbox({
      sql,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      from: FROM,
      timing: FAST,
      log: () => undefined,
    });
    stops.push(sender.stop);
    return sender;
  };

  it('sends a queued message once, as written, with a Message-ID of its own, and marks it sent', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    stops.push(smtp.close);
    const message = await store().messages.send('c1', { subject: 'Next steps', body: 'Hello Person 1,\n\nSee you.' });
    expect(message.state).toBe('queued');
    outbox(port);
    await waitFor(async () => (await states()).every((state) => state === 'sent'));
    expect(smtp.received).toEqual([
      {
        messageId: `<${message.id}@talentflow.outbox>`,
        to: 'person1@example.org',
        subject: 'Next steps',
        text: 'Hello Person 1,\n\nSee you.',
      },
    ]);
    const [read] = await store().messages.messages('c1');
    expect(read).toMatchObject<Partial<Message>>({ state: 'sent', sentAt: expect.any(String) });
  });

  it('keeps 50 messages while the mail server is down and delivers each once when it is back', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    await smtp.close();
    for (const candidate of candidates) {
      await store().messages.send(candidate.id, { subject: `For ${candidate.name}`, body: 'Hello' });
    }
    outbox(port);
    // Tried and deferred while nothing listens: none lost, none failed.
    await waitFor(async () => (await sql.query('SELECT 1 FROM messages WHERE attempts >= 2')).length === 50);
    expect(new Set(await states())).toEqual(new Set(['queued']));
    const back = mailServer();
    await back.listen(port);
    stops.push(back.close);
    await waitFor(async () => (await states()).every((state) => state === 'sent'));
    const ids = back.received.map(({ messageId }) => messageId);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
    expect(new Set(back.received.map(({ to }) => to))).toEqual(new Set(candidates.map(({ email }) => email)));
  });

  it('loses nothing across a restart: a message a stopped sender had claimed is sent after its claim ends', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    stops.push(smtp.close);
    for (const candidate of candidates.slice(0, 10)) {
      await store().messages.send(candidate.id, { subject: 'Hi', body: 'Hello' });
    }
    // A sender that stopped after claiming two, before sending them.
    await sql.query(
      `UPDATE messages SET claimed_until = now() + interval '200 milliseconds', attempts = 1
       WHERE id IN (SELECT id FROM messages ORDER BY id LIMIT 2)`,
    );
    outbox(port);
    await waitFor(async () => (await states()).every((state) => state === 'sent'));
    expect(smtp.received).toHaveLength(10);
    expect(new Set(smtp.received.map(({ messageId }) => messageId)).size).toBe(10);
  });

  it('holds a rejection email for its delay, never sends one undone, and sends a member’s mail alike', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    stops.push(smtp.close);
    const started = Date.now();
    const { emails } = await store().candidates.reject(['c2', 'c3'], { reasonId: 'skills', sendEmail: true });
    const [undone, kept] = emails;
    await store().messages.cancel(undone.candidateId, undone.messageId);
    await sql.query(
      `INSERT INTO members (id, name, email, handle, role) VALUES ('m1', 'Mia Member', 'mia@team.test', '@mia', 'recruiter')`,
    );
    await sql.query(
      `INSERT INTO messages (id, member_id, to_address, subject, body, sender_name, sender_id, created_at, state)
       VALUES ('member-mail', 'm1', 'mia@team.test', 'Welcome', 'Hello Mia', 'Ada', '', now(), 'queued')`,
    );
    outbox(port);
    await waitFor(() => smtp.received.length === 2, REJECTION_SEND_DELAY_MS + 5_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REJECTION_SEND_DELAY_MS - 50);
    const keptTo = candidates.find(({ id }) => id === kept.candidateId)!.email;
    expect(smtp.received.map(({ to }) => to).sort()).toEqual(['mia@team.test', keptTo].sort());
    expect(await states()).toContain('cancelled');
  }, 30_000);

  it('marks a message the mail server refuses for good as failed with its reason, and Retry queues it again', async () => {
    let refusing = true;
    const smtp = mailServer((address) => refusing && address === 'person2@example.org');
    const port = await smtp.listen();
    stops.push(smtp.close);
    const message = await store().messages.send('c2', { subject: 'Hi', body: 'Hello' });
    outbox(port);
    await waitFor(async () => (await states())[0] === 'failed');
    const [failed] = await store().messages.messages('c2');
    expect(failed).toMatchObject({ state: 'failed', stateReason: expect.stringContaining('550') });
    refusing = false;
    expect(await store().messages.retry('c2', message.id)).toMatchObject({ state: 'queued' });
    await waitFor(async () => (await states())[0] === 'sent');
    expect(smtp.received.map(({ to }) => to)).toEqual(['person2@example.org']);
    await expect(store().messages.retry('c2', message.id)).rejects.toThrow('Only a message that failed is sent again');
  });

  it('sends the candidate and each interviewer an invite.ics that a calendar reads, both interviewers named, and a CANCEL after', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    stops.push(smtp.close);
    await sql.query(
      `INSERT INTO members (id, name, email, handle, role, password_hash) VALUES
         ('m-dave', 'Dave Tanaka', 'dave@team.test', '@dave', 'interviewer', 'set'),
         ('m-eve', 'Eve Castillo', 'eve@team.test', '@eve', 'interviewer', 'set')
       ON CONFLICT (id) DO NOTHING`,
    );
    const team = sqlStore(sql, {
      sendsMail: true,
      mailFrom: 'TalentFlow <hiring@talentflow.test>',
      actor: { id: 'bob', name: 'Bob Okafor', handle: '@bob' },
    });
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000).toISOString();
    const { interview } = await team.interviews.schedule(
      'c2',
      {
        stage: 'tech',
        title: 'Tech interview',
        startsAt,
        durationMinutes: 60,
        timeZone: 'Europe/Paris',
        interviewerIds: ['m-dave', 'm-eve'],
        location: 'Room 4',
        notes: 'Ask about the migration',
      },
      'https://team.test/app',
    );
    outbox(port);
    await waitFor(() => smtp.received.length === 3);
    const to = (address: string) => smtp.received.find((mail) => mail.to === address)!;
    const forCandidate = parseInvite(to('person2@example.org').calendar!);
    expect(forCandidate).toMatchObject({
      method: 'REQUEST',
      uid: `${interview.id}@talentflow.interviews`,
      sequence: 0,
      start: startsAt,
      organizer: 'hiring@talentflow.test',
      attendees: ['Person 2'],
    });
    expect(to('person2@example.org').subject).toMatch(/^Your interview for Job job-1: /);
    expect(`${to('person2@example.org').text}${to('person2@example.org').calendar}`).not.toMatch(
      /migration|team\.test\/app/,
    );
    for (const address of ['dave@team.test', 'eve@team.test']) {
      const invite = parseInvite(to(address).calendar!);
      expect(invite).toMatchObject({ method: 'REQUEST', uid: forCandidate.uid, sequence: 0, start: startsAt });
      expect(invite.attendees).toEqual(['Dave Tanaka', 'Eve Castillo', 'Person 2']);
      expect(invite.description).toContain('Notes: Ask about the migration');
      expect(invite.description).toContain('Your scorecard: https://team.test/app/candidates/c2#scorecards');
    }

    await team.interviews.cancelInterview('c2', interview.id, 0, 'https://team.test/app');
    await waitFor(() => smtp.received.length === 6);
    for (const mail of smtp.received.slice(3)) {
      expect(parseInvite(mail.calendar!)).toMatchObject({
        method: 'CANCEL',
        uid: forCandidate.uid,
        sequence: 1,
        status: 'CANCELLED',
      });
    }
    expect(
      smtp.received
        .slice(3)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['dave@team.test', 'eve@team.test', 'person2@example.org']);
  });
});
