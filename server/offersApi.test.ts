import { beforeEach, describe, expect, it } from 'vitest';
import type { Insights } from '@/lib/insights/insights';
import type { Message } from '@/lib/messages/messages';
import {
  notNow,
  type Offer,
  OFFER_ANSWERED,
  OFFER_EXPIRED,
  OFFER_LINK_NOT_VALID,
  type OfferToAnswer,
  SIGNATURE_MISMATCH,
} from '@/lib/offers/offers';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { refusalMessage } from '@/lib/people/roleRules';
import { CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import type { Candidate, TimelineEntry } from '@/lib/shared/types';
import { testJobs } from '@/lib/test/jobs';
import { BACKENDS, TEST_ADMIN, useBackend } from './test/backends';

const ada: Candidate = { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'offer', jobId: 'job-1' };
const [bob, dave] = ['Bob', 'Dave'].map((name) => DEMO_TEAM.find((member) => member.name.startsWith(name))!);
const terms = {
  salary: 65000,
  currency: 'EUR',
  startDate: '2026-05-01',
  expiresOn: '2026-04-01',
  notes: 'Budget agreed with finance',
  letter: 'Dear Ada,\n\nWe are pleased to offer you the role. <b>Welcome</b>',
};

/** The token of the offer link in the candidate's newest message. */
const tokenIn = (message: Message) => /\/offer\/([0-9a-f]{32})\b/.exec(message.body)![1];

describe.each(BACKENDS)('offers over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    backend.setNow(new Date('2026-03-01T09:00:00.000Z'));
    await backend.addJobs(testJobs(['job-1']));
    await backend.addCandidates([ada]);
  });

  /** A draft by Bob, submitted, approved by the admin where asked, and sent: its link's token. */
  async function sentOffer() {
    const draft = (await backend.call<Offer>('POST', '/candidates/c1/offers', terms, { as: bob })).body;
    const ready = await backend.call<Offer>(
      'POST',
      `/candidates/c1/offers/${draft.id}/submit`,
      { version: 1 },
      { as: bob },
    );
    const sent = await backend.call<Offer>(
      'POST',
      `/candidates/c1/offers/${draft.id}/send`,
      { version: ready.body.version },
      { as: bob },
    );
    expect(sent.status).toBe(200);
    const [message] = (await backend.call<Message[]>('GET', '/candidates/c1/messages')).body;
    return { offer: sent.body, token: tokenIn(message), message };
  }

  it('goes from draft through an admin’s approval to the candidate, who accepts it by the link and is hired', async () => {
    await backend.call('PUT', '/api/jobs/job-1/mail-settings', { acknowledge: false, approveOffers: true });
    const draft = await backend.call<Offer>('POST', '/candidates/c1/offers', terms, { as: bob });
    expect(draft.body).toMatchObject({ state: 'draft', version: 1, createdBy: bob.name, jobId: 'job-1', ...terms });
    const submitted = await backend.call<Offer>(
      'POST',
      `/candidates/c1/offers/${draft.body.id}/submit`,
      { version: 1 },
      { as: bob },
    );
    expect(submitted.body.state).toBe('awaitingApproval');
    // Not yet to be sent; a recruiter cannot approve; an admin sends it back, then approves it.
    expect(
      (await backend.call('POST', `/candidates/c1/offers/${draft.body.id}/send`, { version: 2 }, { as: bob })).body,
    ).toEqual({
      message: notNow('sent', 'awaitingApproval'),
    });
    expect(
      await backend.call('POST', `/candidates/c1/offers/${draft.body.id}/approve`, { version: 2 }, { as: bob }),
    ).toEqual({
      status: 403,
      body: { message: refusalMessage('recruiter', 'approveOffers') },
    });
    const back = await backend.call<Offer>('POST', `/candidates/c1/offers/${draft.body.id}/sendBack`, {
      version: 2,
      comment: 'Start in June',
    });
    expect(back.body).toMatchObject({ state: 'draft', sentBackBy: TEST_ADMIN.name, sentBackComment: 'Start in June' });
    const edited = await backend.call<Offer>(
      'PUT',
      `/candidates/c1/offers/${draft.body.id}`,
      { ...terms, startDate: '2026-06-01', version: 3 },
      { as: bob },
    );
    expect(edited.body).toMatchObject({ startDate: '2026-06-01', version: 4 });
    await backend.call('POST', `/candidates/c1/offers/${draft.body.id}/submit`, { version: 4 }, { as: bob });
    const approved = await backend.call<Offer>('POST', `/candidates/c1/offers/${draft.body.id}/approve`, {
      version: 5,
    });
    expect(approved.body).toMatchObject({ state: 'approved', approvedBy: TEST_ADMIN.name });
    const sent = await backend.call<Offer>(
      'POST',
      `/candidates/c1/offers/${draft.body.id}/send`,
      { version: 6 },
      { as: bob },
    );
    expect(sent.body).toMatchObject({ state: 'sent', sentAt: '2026-03-01T09:00:00.000Z' });
    expect(JSON.stringify(sent.body)).not.toMatch(/token/i);

    const [message] = (await backend.call<Message[]>('GET', '/candidates/c1/messages')).body;
    expect(message).toMatchObject({ to: 'ada@example.com', templateId: 'offer', senderName: bob.name });
    const token = tokenIn(message);
    expect(message.body).toContain(`http://localhost/offer/${token}`);
    const shown = await backend.call<OfferToAnswer>('GET', `/api/offer/${token}`, undefined, { as: undefined });
    expect(shown.body).toEqual({
      candidateName: 'Ada Lovelace',
      jobTitle: expect.any(String),
      companyName: 'TalentFlow',
      letter: terms.letter,
      salary: 65000,
      currency: 'EUR',
      startDate: '2026-06-01',
      expiresOn: '2026-04-01',
      status: 'open',
    });
    expect(await backend.call('POST', `/api/offer/${token}`, { accept: true, signature: 'Someone Else' })).toEqual({
      status: 400,
      body: { message: SIGNATURE_MISMATCH },
    });
    backend.setNow(new Date('2026-03-02T10:00:00.000Z'));
    const accepted = await backend.call<OfferToAnswer>('POST', `/api/offer/${token}`, {
      accept: true,
      signature: ' ada  LOVELACE ',
    });
    expect(accepted.body).toMatchObject({ status: 'accepted', answeredAt: '2026-03-02T10:00:00.000Z' });
    expect((await backend.call<Candidate>('GET', '/candidates/c1')).body.stage).toBe('hired');
    const [entry] = (await backend.call<TimelineEntry[]>('GET', '/candidates/c1/timeline')).body;
    expect(entry).toMatchObject({ from: 'offer', to: 'hired' });
    expect(entry.by).toBeUndefined();
    const [offer] = (await backend.call<Offer[]>('GET', '/candidates/c1/offers')).body;
    expect(offer).toMatchObject({ state: 'accepted', signature: 'ada  LOVELACE' });
    // Single use: a second answer is told, and the link shows the answer.
    expect(await backend.call('POST', `/api/offer/${token}`, { accept: false, reason: '' })).toEqual({
      status: 409,
      body: { message: OFFER_ANSWERED },
    });
    expect((await backend.call<OfferToAnswer>('GET', `/api/offer/${token}`)).body.status).toBe('accepted');
    const insights = (await backend.call<Insights>('GET', '/api/insights?jobId=job-1')).body;
    expect(insights.offers).toEqual({ sent: 1, accepted: 1, declined: 0 });
  });

  it('records a decline with its reason, once, however many answers arrive at the same moment', async () => {
    const { token } = await sentOffer();
    const answers = await Promise.all([
      backend.call('POST', `/api/offer/${token}`, { accept: false, reason: 'Another offer' }),
      backend.call('POST', `/api/offer/${token}`, { accept: true, signature: 'Ada Lovelace' }),
      backend.call('POST', `/api/offer/${token}`, { accept: false, reason: 'Too far' }),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409]);
    const [offer] = (await backend.call<Offer[]>('GET', '/candidates/c1/offers')).body;
    expect(['accepted', 'declined']).toContain(offer.state);
    expect((await backend.call<Candidate>('GET', '/candidates/c1')).body.stage).toBe(
      offer.state === 'accepted' ? 'hired' : 'offer',
    );
  });

  it('refuses a link after its last day, an unknown or malformed token alike, and an interviewer’s drafting', async () => {
    const { token } = await sentOffer();
    backend.setNow(new Date('2026-04-02T00:00:01.000Z'));
    expect((await backend.call<OfferToAnswer>('GET', `/api/offer/${token}`)).body.status).toBe('expired');
    expect(await backend.call('POST', `/api/offer/${token}`, { accept: true, signature: 'Ada Lovelace' })).toEqual({
      status: 409,
      body: { message: OFFER_EXPIRED },
    });
    for (const wrong of ['0'.repeat(32), 'not-a-token', token.toUpperCase()]) {
      expect(await backend.call('GET', `/api/offer/${wrong}`)).toEqual({
        status: 404,
        body: { message: OFFER_LINK_NOT_VALID },
      });
    }
    const tries = await Promise.all(
      [1, 2, 3].map(() => backend.call('POST', '/candidates/c1/offers', terms, { as: dave })),
    );
    for (const answer of tries) {
      expect(answer).toEqual({ status: 403, body: { message: refusalMessage('interviewer', 'changeCandidates') } });
    }
    expect((await backend.call<Offer[]>('GET', '/candidates/c1/offers')).body).toHaveLength(1);
  });

  it('refuses bad terms by name, and an edit over another', async () => {
    const bad = (change: object) => backend.call('POST', '/candidates/c1/offers', { ...terms, ...change });
    expect((await bad({ salary: -5 })).status).toBe(400);
    expect((await bad({ currency: 'XYZ1' })).body).toEqual({
      message: 'The currency is a three-letter code such as EUR or USD',
    });
    expect((await bad({ expiresOn: '2026-06-01' })).body).toEqual({
      message: 'The offer must expire on or before the start date',
    });
    const draft = (await backend.call<Offer>('POST', '/candidates/c1/offers', terms)).body;
    const edits = await Promise.all(
      [70000, 80000].map((salary) =>
        backend.call('PUT', `/candidates/c1/offers/${draft.id}`, { ...terms, salary, version: 1 }),
      ),
    );
    expect(edits.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(edits.find(({ status }) => status === 409)!.body).toEqual({ message: CHANGED_ELSEWHERE });
  });
});
