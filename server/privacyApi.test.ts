import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@/lib/activity/activity';
import type { Assignment } from '@/lib/people/assignments';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { refusalMessage } from '@/lib/people/roleRules';
import { ERASE_MESSAGES, ERASED, type RejectedCandidate } from '@/lib/privacy/privacy';
import type { SentLink } from '@/lib/store/store';
import { rightOrWrong, testAssessment } from '@/lib/test/assessments';
import { testJobs } from '@/lib/test/jobs';
import type { Candidate } from '@/lib/shared/types';
import { strFromU8, unzipSync } from 'fflate';
import { personalDataZip } from '@/lib/store/personalData';
import { BACKENDS, TEST_ADMIN, useBackend } from './test/backends';

const person = (name: string): Member => DEMO_TEAM.find((member) => member.name.startsWith(name))!;
const [bob, dave] = [person('Bob'), person('Dave')];
const pdf = new TextEncoder().encode('%PDF-1.7 a résumé');

/** What must be found nowhere once Ada is erased. */
const ADA = { name: 'Augusta Ada King', email: 'augusta.king@example.com', phone: '+44 20 7946 0999' };
const secondPdf = new TextEncoder().encode('%PDF-1.7 a second résumé');
const firstPdf = new TextEncoder().encode('%PDF-1.7 the résumé a later one replaced');

describe.each(BACKENDS)('erasure and retention over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const candidateOf = async (email: string) =>
    (await backend.store().candidates.all()).find((candidate) => candidate.email === email)!;

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2']));
  });

  /**
   * Ada with a record of every kind: an earlier résumé, a merged second record, a move, a note, an
   * interviewer, a scorecard, a response.
   */
  async function adaWithEverything(): Promise<{ ada: Candidate; secondId: string }> {
    const careers = backend.store().careers;
    await careers.apply('job-1', ADA, { name: 'ada-first.pdf', data: firstPdf });
    await careers.apply('job-1', ADA, { name: 'cv.pdf', data: pdf });
    await careers.apply('job-2', { ...ADA, email: 'ada.second@example.org' }, { name: 'cv.pdf', data: secondPdf });
    const [ada, second] = [await candidateOf(ADA.email), await candidateOf('ada.second@example.org')];
    await backend.call('POST', `/candidates/${ada.id}/merge`, { otherId: second.id, choose: {} }, { as: bob });
    await backend.call('PATCH', `/candidates/${ada.id}`, { stage: 'screen', name: `${ADA.name}-Noel` }, { as: bob });
    await backend.call('POST', `/candidates/${ada.id}/notes`, { text: `Called ${ADA.name} on ${ADA.phone}` });
    const assigned = await backend.call<Assignment>('POST', `/candidates/${ada.id}/assignments`, {
      memberId: dave.id,
      stage: 'screen',
    });
    await backend.call('PUT', '/api/jobs/job-1/interview-plan', { screen: ['Care'], tech: [], offer: [] });
    await backend.call(
      'PUT',
      `/candidates/${ada.id}/scorecards/${assigned.body.id}`,
      { ratings: { Care: 'yes' }, recommendation: 'yes', notes: `${ADA.name} was kind`, submit: true },
      { as: dave },
    );
    await backend.call('PUT', '/assessments/job-1', { ...testAssessment('job-1', [rightOrWrong]), version: 0 });
    const link = await backend.call<SentLink>('POST', `/candidates/${ada.id}/assessment-links`);
    const answered = await backend.call('POST', `/api/take/${link.body.token}`, {
      answers: { [rightOrWrong.id]: rightOrWrong.options![0].label },
    });
    expect(answered.status).toBe(204);
    return { ada, secondId: second.id };
  }

  it('erases a candidate on request, leaving no trace of their name, email or phone in any store or table', async () => {
    const { ada, secondId } = await adaWithEverything();
    await backend.addCandidates([
      { id: 'c-other', name: 'Grace Hopper', email: 'grace@example.com', stage: 'applied', jobId: 'job-1' },
    ]);
    // An interview whose title and place name her: the log keeps that it was scheduled, not those.
    const interview = {
      stage: 'screen',
      title: `Coffee with ${ADA.name}`,
      startsAt: '2099-03-29T10:00:00Z',
      durationMinutes: 30,
      timeZone: 'UTC',
      interviewerIds: [dave.id],
      location: `Her home on ${ADA.phone}`,
      notes: '',
    };
    expect((await backend.call('POST', `/candidates/${ada.id}/interviews`, interview)).status).toBe(200);
    const before = (await backend.everything()).toLowerCase();
    for (const trace of Object.values(ADA)) expect(before).toContain(trace.toLowerCase());

    // Refused: a role that may not erase, and a name not typed as it is; nothing changes.
    expect(
      await backend.call('POST', `/candidates/${ada.id}/erase`, { name: `${ADA.name}-Noel` }, { as: bob }),
    ).toEqual({
      status: 403,
      body: { message: refusalMessage('recruiter', 'handlePersonalData') },
    });
    expect(await backend.call('POST', `/candidates/${ada.id}/erase`, { name: 'Ada' })).toEqual({
      status: 400,
      body: { message: ERASE_MESSAGES.typeName },
    });
    expect((await backend.call('GET', `/candidates/${ada.id}`)).status).toBe(200);

    expect(await backend.call('POST', `/candidates/${ada.id}/erase`, { name: ` ${ADA.name}-Noel ` })).toEqual({
      status: 200,
      body: { erased: 1 },
    });
    const after = (await backend.everything()).toLowerCase();
    for (const trace of [...Object.values(ADA), 'ada.second@example.org', '7946 0999', 'was kind', 'ada-first.pdf'])
      expect(after).not.toContain(trace.toLowerCase());
    expect(after).toContain('grace@example.com');
    expect((await backend.call('GET', `/candidates/${ada.id}`)).status).toBe(404);
    expect(await backend.store().assessments.responses('job-1')).toEqual([]);
    expect(await backend.store().careers.application(ada.id)).toBeUndefined();
    expect(await backend.store().candidates.mergedInto(secondId)).toBeUndefined();

    // The log keeps that things happened, without who they happened to; and says who erased, not whom.
    const log = (await backend.call<ActivityPage>('GET', '/api/activity')).body;
    const erasure = log.items[0];
    expect(erasure).toMatchObject({
      action: 'erased',
      actorName: TEST_ADMIN.name,
      candidateId: null,
      jobId: null,
      after: { candidates: 2, reason: 'request' },
    });
    const renamed = log.items.find(
      (entry) => entry.kind === 'candidate' && entry.action === 'changed' && entry.after?.stage === 'screen',
    );
    expect(renamed).toMatchObject({
      before: { name: ERASED, stage: 'applied' },
      after: { name: ERASED, stage: 'screen' },
    });
    expect(log.items.find((entry) => entry.kind === 'note')).toMatchObject({ after: { text: ERASED } });
    expect(log.items.find((entry) => entry.kind === 'interview')).toMatchObject({
      action: 'added',
      after: { title: ERASED, location: ERASED, state: 'scheduled' },
    });
    expect(log.items.find((entry) => entry.action === 'merged')).toMatchObject({
      before: { name: ERASED, email: ERASED },
    });
  });

  it('erases a person with every application of theirs: nothing of any of the three is left', async () => {
    await backend.addJobs([{ ...testJobs(['job-1', 'job-2', 'job-3'])[2] }]);
    for (const job of ['job-1', 'job-2', 'job-3']) {
      await backend.store().careers.apply(job, ADA, { name: `${job}.pdf`, data: pdf });
    }
    const applications = (await backend.store().candidates.all()).filter(({ email }) => email === ADA.email);
    expect(applications.map(({ jobId }) => jobId).sort()).toEqual(['job-1', 'job-2', 'job-3']);
    expect(await backend.call('POST', `/candidates/${applications[1].id}/erase`, { name: ADA.name })).toEqual({
      status: 200,
      body: { erased: 1 },
    });
    const log = (await backend.call<ActivityPage>('GET', '/api/activity')).body;
    expect(log.items[0]).toMatchObject({ action: 'erased', after: { candidates: 3, reason: 'request' } });
    const after = (await backend.everything()).toLowerCase();
    for (const trace of Object.values(ADA)) expect(after).not.toContain(trace.toLowerCase());
    expect(await backend.store().candidates.all()).toEqual([]);
  });

  it('replaces only the fields that held something: a scorecard with no notes stays without', async () => {
    await backend.addCandidates([
      { id: 'c-quiet', name: 'Quiet Person', email: 'quiet@example.com', stage: 'screen', jobId: 'job-1' },
    ]);
    const assigned = await backend.call<Assignment>('POST', '/candidates/c-quiet/assignments', {
      memberId: dave.id,
      stage: 'screen',
    });
    await backend.call('PUT', '/api/jobs/job-1/interview-plan', { screen: ['Care'], tech: [], offer: [] });
    const saved = await backend.call(
      'PUT',
      `/candidates/c-quiet/scorecards/${assigned.body.id}`,
      { ratings: { Care: 'yes' }, recommendation: 'yes', notes: '', submit: true },
      { as: dave },
    );
    expect(saved.status).toBe(200);
    expect((await backend.call('POST', '/candidates/c-quiet/erase', { name: 'Quiet Person' })).status).toBe(200);
    const log = (await backend.call<ActivityPage>('GET', '/api/activity')).body;
    const scorecards = log.items.filter((entry) => entry.kind === 'scorecard');
    expect(scorecards.length).toBeGreaterThan(0);
    for (const entry of scorecards) expect(entry.after?.notes ?? '').toBe('');
  });

  it('hands over everything held on a person: JSON a person can read, each application’s résumé, in a zip', async () => {
    const { ada } = await adaWithEverything();
    const scheduled = await backend.call('POST', `/candidates/${ada.id}/interviews`, {
      stage: 'screen',
      title: 'First chat',
      startsAt: '2099-03-29T10:00:00+02:00',
      durationMinutes: 30,
      timeZone: 'Europe/Paris',
      interviewerIds: [dave.id],
      location: 'Room 4',
      notes: 'Internal: ask about the gap',
    });
    expect(scheduled.status).toBe(200);
    const { fileName, bytes } = await personalDataZip(backend.store(), ada.id, new Date('2026-11-27T12:00:00Z'));
    expect(fileName).toBe('augusta-ada-king-noel-data.zip');
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      'personal-data.json',
      'resume/2-cv.pdf',
      'resume/ada-first.pdf',
      'resume/cv.pdf',
    ]);
    expect(files['resume/cv.pdf']).toEqual(pdf);
    expect(files['resume/2-cv.pdf']).toEqual(secondPdf);
    expect(files['resume/ada-first.pdf']).toEqual(firstPdf);
    expect(strFromU8(files['personal-data.json'])).not.toContain('ask about the gap');
    const data = JSON.parse(strFromU8(files['personal-data.json']));
    expect(data).toMatchObject({
      format: 'talentflow-personal-data',
      exportedAt: '2026-11-27T12:00:00.000Z',
      candidate: {
        name: `${ADA.name}-Noel`,
        email: ADA.email,
        otherEmails: ['ada.second@example.org'],
        phone: ADA.phone,
      },
      applications: [
        {
          job: 'Job job-1',
          stage: 'Screen',
          application: {
            job: 'Job job-1',
            phone: ADA.phone,
            resume: { fileName: 'cv.pdf' },
            earlierResumes: [{ version: 1, fileName: 'ada-first.pdf', replacedAt: expect.any(String) }],
          },
          notes: [
            { text: `Called ${ADA.name} on ${ADA.phone}`, author: TEST_ADMIN.name },
            { text: expect.stringContaining('Résumé sent: cv.pdf'), author: 'The careers page' },
          ],
          interviewers: [{ interviewer: dave.name, stage: 'Screen' }],
          interviews: [
            {
              title: 'First chat',
              startsAt: '2099-03-29T08:00:00.000Z',
              timeZone: 'Europe/Paris',
              place: 'Room 4',
              state: 'scheduled',
              steps: [{ action: 'scheduled', startsAt: '2099-03-29T08:00:00.000Z' }],
            },
          ],
          scorecards: [
            { interviewer: dave.name, recommendation: 'yes', notes: `${ADA.name} was kind`, ratings: { Care: 'yes' } },
          ],
          assessments: [{ job: 'Job job-1', response: { answers: [{ question: 'Pick', answer: 'Right' }] } }],
        },
        {
          job: 'Job job-2',
          stage: 'Applied',
          application: { job: 'Job job-2', resume: { fileName: 'cv.pdf' } },
          timeline: [{ from: 'Applied', to: 'Applied', via: 'careers' }],
        },
      ],
    });
    const [first] = data.applications;
    expect(first.timeline.map((entry: { from: string; to: string }) => `${entry.from}>${entry.to}`)).toEqual([
      'Applied>Screen',
      'Applied>Applied',
    ]);
    const kinds = new Set(
      first.activity.map((entry: { kind: string; action: string }) => `${entry.action} ${entry.kind}`),
    );
    for (const kind of ['merged candidate', 'changed candidate', 'added note', 'added assignment', 'added response'])
      expect(kinds).toContain(kind);
  });

  it('erases nobody on a request for a candidate who is not there', async () => {
    expect(await backend.call('POST', '/candidates/c-none/erase', { name: 'Nobody' })).toMatchObject({ status: 404 });
    expect((await backend.call<ActivityPage>('GET', '/api/activity')).body.total).toBe(0);
  });

  it('sweeps rejected candidates kept longer than the setting says, after a dry run says who', async () => {
    await backend.addCandidates(
      ['c-old', 'c-recent', 'c-back', 'c-open'].map((id, index) => ({
        id,
        name: `Person ${index}`,
        email: `${id}@example.com`,
        stage: 'applied',
        jobId: 'job-1',
      })),
    );
    // A person of two applications, one rejected long ago and one still open: not swept.
    await backend.addCandidates([
      { id: 'c-pair', name: 'Pat Pair', email: 'pat@example.com', stage: 'applied', jobId: 'job-1' },
    ]);
    const paired = (await backend.call<Candidate>('POST', '/candidates/c-pair/applications', { jobId: 'job-2' })).body;
    const move = (id: string, stage: string) => backend.call('PATCH', `/candidates/${id}`, { stage });
    backend.setNow(new Date('2026-01-10T00:00:00Z'));
    await move('c-old', 'rejected');
    await move('c-pair', 'rejected');
    await move('c-back', 'rejected');
    backend.setNow(new Date('2026-02-01T00:00:00Z'));
    await move('c-back', 'screen');
    backend.setNow(new Date('2026-05-20T00:00:00Z'));
    await move('c-recent', 'rejected');
    backend.setNow(new Date('2026-06-15T00:00:00Z'));

    const due = async () => (await backend.call<RejectedCandidate[]>('GET', '/api/retention/due')).body;
    expect(await backend.call('GET', '/api/retention')).toEqual({ status: 200, body: { months: null } });
    expect(await due()).toEqual([]);
    for (const months of [0, 61, 1.5, '3'])
      expect((await backend.call('PUT', '/api/retention', { months })).status).toBe(400);
    expect(await backend.call('PUT', '/api/retention', { months: 3 })).toEqual({ status: 200, body: { months: 3 } });
    expect(await due()).toEqual([
      { id: 'c-old', name: 'Person 0', jobId: 'job-1', rejectedAt: '2026-01-10T00:00:00.000Z' },
    ]);

    expect(await backend.store().privacy.sweep()).toBe(1);
    const left = (await backend.store().candidates.all()).map((candidate: Candidate) => candidate.id).sort();
    expect(left).toEqual(['c-back', 'c-open', 'c-pair', 'c-recent', paired.id].sort());
    expect(await due()).toEqual([]);
    expect(await backend.store().privacy.sweep()).toBe(0);
    const log = (await backend.call<ActivityPage>('GET', '/api/activity')).body;
    expect(log.items[0]).toMatchObject({ action: 'erased', after: { candidates: 1, reason: 'retention' } });
    expect(log.items.filter((entry) => entry.action === 'erased')).toHaveLength(1);

    // Once every application of the person was rejected long enough ago, the person goes whole.
    backend.setNow(new Date('2026-01-11T00:00:00Z'));
    await move(paired.id, 'rejected');
    backend.setNow(new Date('2026-06-15T00:00:00Z'));
    expect((await due()).map((candidate) => candidate.id)).toEqual(['c-pair', paired.id]);
    expect(await backend.store().privacy.sweep()).toBe(2);
    expect((await backend.store().candidates.all()).map((candidate: Candidate) => candidate.id).sort()).toEqual([
      'c-back',
      'c-open',
      'c-recent',
    ]);

    expect(await backend.call('PUT', '/api/retention', { months: null })).toEqual({
      status: 200,
      body: { months: null },
    });
    expect(await backend.store().privacy.sweep()).toBe(0);
  });

  it('logs each change of the retention as the admin who made it, and nothing for a refused or unchanged one', async () => {
    const retentionEntries = async () =>
      (await backend.call<ActivityPage>('GET', '/api/activity')).body.items.filter(
        (entry) => entry.kind === 'retention',
      );
    await backend.call('PUT', '/api/retention', { months: 6 });
    await backend.call('PUT', '/api/retention', { months: 6 });
    await backend.call('PUT', '/api/retention', { months: 2 }, { as: bob });
    await backend.call('PUT', '/api/retention', { months: 0 });
    await backend.call('PUT', '/api/retention', { months: null });
    const entries = await retentionEntries();
    expect(
      entries.map(({ actorName, action, before, after }) => ({
        actorName,
        action,
        before,
        after,
      })),
    ).toEqual([
      {
        actorName: TEST_ADMIN.name,
        action: 'changed',
        before: { months: 6 },
        after: { months: null },
      },
      {
        actorName: TEST_ADMIN.name,
        action: 'changed',
        before: { months: null },
        after: { months: 6 },
      },
    ]);
    expect(entries.every((entry) => entry.jobId === null && entry.candidateId === null)).toBe(true);
  });

  it('refuses the retention setting and its dry run to every role but an admin', async () => {
    for (const as of [bob, dave]) {
      const refused = { status: 403, body: { message: refusalMessage(as.role, 'handlePersonalData') } };
      expect(await backend.call('GET', '/api/retention', undefined, { as })).toEqual(refused);
      expect(await backend.call('PUT', '/api/retention', { months: 1 }, { as })).toEqual(refused);
      expect(await backend.call('GET', '/api/retention/due', undefined, { as })).toEqual(refused);
    }
    expect((await backend.call('GET', '/api/retention')).body).toEqual({ months: null });
  });
});
