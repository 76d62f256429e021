import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, type ApplicationInput } from '@/lib/careers/applicationRules';
import { applicationForm } from '@/lib/careers/applicationForm';
import type { CareersJob } from '@/lib/careers/careersJobs';
import type { Application } from '@/lib/careers/applications';
import { emptyAssessment } from '@/lib/assessments/assessmentDraft';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Candidate, Job, PersonApplication, TimelineEntry } from '@/lib/shared/types';
import { personOf } from '@/lib/candidates/personApplications';
import type { Insights } from '@/lib/insights/insights';
import { BACKENDS, useBackend } from './test/backends';

const job = (id: string, extra: Partial<Job> = {}): Job => ({
  id,
  title: `Job ${id}`,
  slug: id,
  status: 'active',
  tags: ['remote'],
  skills: ['SQL'],
  type: 'Full-Time',
  order: Number(id.slice(-1)) - 1,
  ...extra,
});
const pdf = new TextEncoder().encode('%PDF-1.7 a résumé');
const ada = { name: 'Ada Lovelace', email: 'ada@example.com', coverNote: 'Hello <b>there</b>' };

describe.each(BACKENDS)('the careers API over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const apply = (slug: string, input: ApplicationInput = ada, resume?: { name: string; data: Uint8Array }) =>
    backend.app().request(`http://localhost/api/careers/jobs/${slug}/applications`, {
      method: 'POST',
      body: applicationForm(input, resume),
    });

  beforeEach(async () => {
    await backend.addJobs([
      job('job-1', { package: '$90k', endDate: '2030-01-01' }),
      job('job-2', { status: 'archived' }),
      job('job-3'),
    ]);
    await backend.call('PUT', '/assessments/job-3', { ...emptyAssessment('job-3'), title: 'Quiz' });
  });

  it('shows active jobs with their public fields only', async () => {
    const { body } = await backend.call<CareersJob[]>('GET', '/api/careers/jobs');
    expect(body.map((item) => item.slug)).toEqual(['job-1', 'job-3']);
    // A job put in place as a row has the dates its store gives such rows (PostgreSQL: when it was put there).
    expect({ ...body[0], postedAt: undefined, changedAt: undefined }).toEqual({
      slug: 'job-1',
      title: 'Job job-1',
      type: 'Full-Time',
      tags: ['remote'],
      skills: ['SQL'],
      package: '$90k',
      endDate: '2030-01-01',
      hasAssessment: false,
    });
    expect(await backend.call('GET', '/api/careers/jobs/job-2')).toEqual({
      status: 404,
      body: { message: APPLICATION_MESSAGES.jobNotOpen },
    });
  });

  it('takes an application with a résumé, answers 201 with no data, and the recruiter sees it all', async () => {
    const answer = await apply('job-1', ada, { name: 'cv.pdf', data: pdf });
    expect(answer.status).toBe(201);
    expect(await answer.text()).toBe('');
    expect(answer.headers.get('location')).toBeNull();
    const [candidate] = (await backend.call<{ items: Candidate[] }>('GET', '/candidates')).body.items;
    expect(candidate).toMatchObject({ name: 'Ada Lovelace', stage: 'applied', jobId: 'job-1', source: 'careers' });
    const [arrival] = (await backend.call<TimelineEntry[]>('GET', `/candidates/${candidate.id}/timeline`)).body;
    expect(arrival).toMatchObject({ from: 'applied', to: 'applied', via: 'careers' });
    const application = await backend.call<Application>('GET', `/candidates/${candidate.id}/application`);
    expect(application.body).toMatchObject({
      coverNote: 'Hello <b>there</b>',
      resume: { name: 'cv.pdf', type: 'application/pdf', size: pdf.byteLength },
    });
    const resume = await backend.app().request(`http://localhost/candidates/${candidate.id}/resume`);
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''cv.pdf");
    expect(resume.headers.get('x-content-type-options')).toBe('nosniff');
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await resume.arrayBuffer())).toEqual(pdf);
  });

  it('keeps where an application came from, cleaned: the campaign cut to size, a referrer only as a host name', async () => {
    const answer = await apply('job-1', {
      ...ada,
      utmSource: 'linkedin',
      utmMedium: 'x'.repeat(300),
      utmCampaign: 'spring',
      referrer: 'javascript:alert(1)',
    });
    expect(answer.status).toBe(201);
    const [candidate] = (await backend.call<{ items: Candidate[] }>('GET', '/candidates')).body.items;
    const { body } = await backend.call<Application>('GET', `/candidates/${candidate.id}/application`);
    expect(body).toMatchObject({ utmSource: 'linkedin', utmMedium: 'x'.repeat(100), utmCampaign: 'spring' });
    expect(body).not.toHaveProperty('referrer');
    await apply('job-3', { ...ada, email: 'bo@example.com', referrer: 'News.Example.com' });
    const bo = (await backend.call<Application[]>('GET', '/applications')).body.find(
      (application) => application.jobId === 'job-3',
    );
    expect(bo).toMatchObject({ referrer: 'news.example.com' });
    expect(bo).not.toHaveProperty('utmSource');
  });

  it("makes an applicant through a member's signed link their referral, and no forged, cut or moved link", async () => {
    const bob = DEMO_TEAM.find((member) => member.handle === '@bob')!;
    const linkOf = (jobId: string, as: typeof bob) =>
      backend.call<{ ref: string }>('GET', `/api/jobs/${jobId}/referral`, undefined, { as });
    const { status, body } = await linkOf('job-1', bob);
    expect(status).toBe(200);
    expect(body.ref).toMatch(/^demo-bob\.[0-9a-f]{32}$/);
    expect((await linkOf('job-1', bob)).body).toEqual(body);
    const [, signature] = body.ref.split('.');
    const alice = DEMO_TEAM.find((member) => member.handle === '@alice')!;
    expect((await linkOf('job-1', alice)).body.ref).not.toContain(signature);
    expect((await linkOf('job-9', bob)).status).toBe(404);
    expect((await backend.app({ as: null }).request('http://localhost/api/jobs/job-1/referral')).status).toBe(401);

    const applicants = [
      { email: 'referred@example.com', slug: 'job-1', ref: body.ref },
      { email: 'moved@example.com', slug: 'job-3', ref: body.ref },
      { email: 'forged@example.com', slug: 'job-1', ref: `demo-alice.${signature}` },
      { email: 'cut@example.com', slug: 'job-1', ref: body.ref.slice(0, -1) },
      { email: 'board@example.com', slug: 'job-1', ref: 'nonsense', utmSource: 'linkedin' },
    ];
    for (const { slug, ...input } of applicants) {
      expect((await apply(slug, { ...ada, ...input })).status).toBe(201);
    }
    const { items } = (await backend.call<{ items: Candidate[] }>('GET', '/candidates')).body;
    const sourceOf = (email: string) => {
      const { source, sourceDetail, referredBy } = items.find((candidate) => candidate.email === email)!;
      return { source, sourceDetail, referredBy };
    };
    expect(sourceOf('referred@example.com')).toEqual({
      source: 'referral',
      sourceDetail: bob.name,
      referredBy: bob.id,
    });
    for (const email of ['moved@example.com', 'forged@example.com', 'cut@example.com']) {
      expect(sourceOf(email)).toEqual({ source: 'careers' });
    }
    expect(sourceOf('board@example.com')).toEqual({ source: 'jobBoard', sourceDetail: 'linkedin' });

    const insights = (await backend.call<Insights>('GET', '/api/insights?jobId=job-1')).body;
    expect(insights.sources.map(({ source, applications }) => [source, applications])).toEqual([
      ['Careers page', 2],
      ['Job board · linkedin', 1],
      ['Referral', 1],
    ]);

    // A recruiter corrects the source: the member a link named goes with the referral.
    const referred = items.find((candidate) => candidate.email === 'referred@example.com')!;
    const refused = await backend.call('PATCH', `/candidates/${referred.id}`, { source: 'magic' });
    expect(refused.status).toBe(400);
    const corrected = await backend.call<Candidate>('PATCH', `/candidates/${referred.id}`, {
      source: 'agency',
      sourceDetail: '  Hays  ',
      version: referred.version ?? 1,
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ source: 'agency', sourceDetail: 'Hays' });
    expect(corrected.body).not.toHaveProperty('referredBy');
    const after = (await backend.call<Insights>('GET', '/api/insights?jobId=job-1')).body;
    expect(after.sources.find((row) => row.source === 'Agency · Hays')?.applications).toBe(1);
  });

  it('lists what every applicant sent, and to an interviewer only what their own candidates sent', async () => {
    await apply(
      'job-1',
      { ...ada, phone: '+44 20 7946 0000', link: 'https://example.com/ada' },
      { name: 'cv.pdf', data: pdf },
    );
    await apply('job-3', { name: 'Grace Hopper', email: 'grace@example.com' });
    const { status, body } = await backend.call<Application[]>('GET', '/applications');
    expect(status).toBe(200);
    const byJob = Object.fromEntries(body.map((application) => [application.jobId, application]));
    expect(Object.keys(byJob).sort()).toEqual(['job-1', 'job-3']);
    expect(byJob['job-1']).toMatchObject({
      phone: '+44 20 7946 0000',
      link: 'https://example.com/ada',
      coverNote: 'Hello <b>there</b>',
      resume: { name: 'cv.pdf', type: 'application/pdf', size: pdf.byteLength },
    });
    expect(byJob['job-1']).not.toHaveProperty('data');

    const interviewer = DEMO_TEAM.find((member) => member.role === 'interviewer')!;
    const asInterviewer = () => backend.call<Application[]>('GET', '/applications', undefined, { as: interviewer });
    expect(await asInterviewer()).toEqual({ status: 200, body: [] });
    const toScreen = { memberId: interviewer.id, stage: 'screen' };
    await backend.call('POST', `/candidates/${byJob['job-3'].candidateId}/assignments`, toScreen);
    expect((await asInterviewer()).body).toEqual([byJob['job-3']]);
    expect((await backend.app({ as: null }).request('http://localhost/applications')).status).toBe(401);
  });

  it("points the applicant at the job's assessment", async () => {
    const answer = await apply('job-3');
    expect(answer.status).toBe(201);
    const location = answer.headers.get('location');
    expect(location).toMatch(/^\/take\/[0-9a-f]{32}$/);
    expect((await backend.call('GET', `/api${location}`)).status).toBe(200);
  });

  it('refuses archived jobs and files that are no résumé, and adds nobody', async () => {
    expect((await apply('job-2', { ...ada, email: 'b@example.com' })).status).toBe(404);
    const html = await apply(
      'job-1',
      { ...ada, email: 'c@example.com' },
      { name: 'cv.pdf', data: new TextEncoder().encode('<html>') },
    );
    expect(html.status).toBe(400);
    expect(await html.json()).toEqual({ message: APPLICATION_MESSAGES.resumeKind });
    expect((await backend.call<{ total: number }>('GET', '/candidates')).body.total).toBe(0);
  });

  /** What a stranger sees of an application: its status, its body, and whether it leads to an assessment. */
  const seen = async (answer: Response) => ({
    status: answer.status,
    body: await answer.text(),
    takesAssessment: /^\/take\/[0-9a-f]{32}$/.test(answer.headers.get('location') ?? ''),
  });

  it('answers a known email applying to the same job as any other, notes what they sent, and keeps each résumé as a version', async () => {
    const first = await seen(await apply('job-1', ada, { name: 'cv.pdf', data: pdf }));
    const cv2 = new TextEncoder().encode('%PDF-1.7 the second résumé');
    const again = await apply(
      'job-1',
      { ...ada, email: 'ADA@example.com', name: 'Ada King' },
      { name: 'cv2.pdf', data: cv2 },
    );
    expect(await seen(again)).toEqual(first);
    const { body } = await backend.call<{ items: Candidate[]; total: number }>(
      'GET',
      '/candidates?search=ada%40example.com',
    );
    expect(body.total).toBe(1);
    const id = body.items[0].id;
    expect(body.items[0].personApplications).toBeUndefined();
    const notes = (await backend.call<{ text: string; author: string }[]>('GET', `/candidates/${id}/notes`)).body;
    expect(notes).toMatchObject([
      {
        author: 'The careers page',
        text: 'Applied again through the careers page, to Job job-1.\nName given: Ada King\nCover note: Hello <b>there</b>\nRésumé sent: cv2.pdf (now the current one; any before it is kept as an earlier version)',
      },
    ]);
    // A third time without a file changes no résumé; a fourth with one makes version 2.
    await apply('job-1', ada);
    const cv3 = new TextEncoder().encode('%PDF-1.7 the third résumé');
    await apply('job-1', ada, { name: 'cv3.pdf', data: cv3 });
    const { body: application } = await backend.call<Application>('GET', `/candidates/${id}/application`);
    expect(application.resume).toEqual({ name: 'cv3.pdf', type: 'application/pdf', size: cv3.byteLength });
    expect(application.earlierResumes).toEqual([
      { version: 1, name: 'cv.pdf', type: 'application/pdf', size: pdf.byteLength, replacedAt: expect.any(String) },
      { version: 2, name: 'cv2.pdf', type: 'application/pdf', size: cv2.byteLength, replacedAt: expect.any(String) },
    ]);
    const resumeAt = async (query: string) => {
      const answer = await backend.app().request(`http://localhost/candidates/${id}/resume${query}`);
      return { status: answer.status, bytes: new Uint8Array(await answer.arrayBuffer()) };
    };
    expect((await resumeAt('')).bytes).toEqual(cv3);
    expect((await resumeAt('?version=1')).bytes).toEqual(pdf);
    expect((await resumeAt('?version=2')).bytes).toEqual(cv2);
    expect((await resumeAt('?version=3')).status).toBe(404);
    expect((await resumeAt('?version=0')).status).toBe(400);
    expect((await resumeAt('?version=one')).status).toBe(400);
  });

  it('makes a known email applying to another job a second application of the same person, each with what was sent', async () => {
    await apply('job-1', ada, { name: 'cv.pdf', data: pdf });
    const newcomer = await seen(await apply('job-3', { ...ada, email: 'new@example.com' }));
    const cv2 = new TextEncoder().encode('%PDF-1.7 a newer résumé');
    const elsewhere = await apply(
      'job-3',
      { ...ada, email: 'ADA@example.com', name: 'Ada King', coverNote: 'Also this one, please.' },
      { name: 'cv2.pdf', data: cv2 },
    );
    // The applicant is answered as anyone is, with the link of the job they applied to now.
    expect(await seen(elsewhere)).toEqual(newcomer);
    expect((await backend.call('GET', `/api${elsewhere.headers.get('location')}`)).status).toBe(200);

    const { body } = await backend.call<{ items: Candidate[]; total: number }>(
      'GET',
      '/candidates?search=ada%40example.com',
    );
    expect(body.total).toBe(2);
    const [one, two] = [...body.items].sort((a, b) => a.jobId.localeCompare(b.jobId));
    expect(one).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      jobId: 'job-1',
      personApplications: 2,
    });
    expect(two).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      jobId: 'job-3',
      personApplications: 2,
    });
    expect(personOf(two)).toBe(personOf(one));
    expect(two.stage).toBe('applied');
    for (const each of [one, two]) {
      const listed = (await backend.call<PersonApplication[]>('GET', `/candidates/${each.id}/applications`)).body;
      expect(listed.map(({ candidateId, jobId, stage }) => ({ candidateId, jobId, stage }))).toEqual([
        { candidateId: one.id, jobId: 'job-1', stage: 'applied' },
        { candidateId: two.id, jobId: 'job-3', stage: 'applied' },
      ]);
    }
    // Each application keeps its own résumé and cover note; the name typed is noted on the new one.
    const resumeOf = async (id: string) =>
      new Uint8Array(await (await backend.app().request(`http://localhost/candidates/${id}/resume`)).arrayBuffer());
    expect(await resumeOf(one.id)).toEqual(pdf);
    expect(await resumeOf(two.id)).toEqual(cv2);
    expect((await backend.call<Application>('GET', `/candidates/${two.id}/application`)).body).toMatchObject({
      coverNote: 'Also this one, please.',
      resume: { name: 'cv2.pdf' },
    });
    // The note is the person's, shown on both pages, written from the new application.
    for (const id of [one.id, two.id]) {
      expect((await backend.call<{ text: string }[]>('GET', `/candidates/${id}/notes`)).body).toMatchObject([
        {
          text: 'Applied through the careers page, to Job job-3, under the name Ada King.',
          author: 'The careers page',
          candidateId: two.id,
        },
      ]);
    }
    const [arrival] = (await backend.call<TimelineEntry[]>('GET', `/candidates/${two.id}/timeline`)).body;
    expect(arrival).toMatchObject({ from: 'applied', to: 'applied', via: 'careers' });
  });

  it("keeps a person's name and email one across their applications, and counts them as they go", async () => {
    await apply('job-1');
    await apply('job-3');
    const mine = async () =>
      (await backend.call<{ items: Candidate[] }>('GET', '/candidates?search=lovelace')).body.items.sort((a, b) =>
        a.jobId.localeCompare(b.jobId),
      );
    const [one, two] = await mine();
    const renamed = await backend.call<Candidate>('PATCH', `/candidates/${one.id}`, {
      name: 'Ada Lovelace King',
      email: 'ada.king@example.com',
      version: one.version,
    });
    expect(renamed.status).toBe(200);
    const afterRename = (await backend.call<Candidate>('GET', `/candidates/${two.id}`)).body;
    expect(afterRename).toMatchObject({ name: 'Ada Lovelace King', email: 'ada.king@example.com' });
    // A form opened on the other application before reads "changed by someone else".
    expect(
      (await backend.call('PATCH', `/candidates/${two.id}`, { name: 'Ada', version: two.version ?? 1 })).status,
    ).toBe(409);
    // Another person's email is still refused; the person's own, in another case, is not.
    await apply('job-1', { ...ada, name: 'Bo Other', email: 'bo@example.com' });
    expect(
      (await backend.call('PATCH', `/candidates/${two.id}`, { email: 'BO@example.com', version: afterRename.version }))
        .status,
    ).toBe(409);
    expect(
      (
        await backend.call('PATCH', `/candidates/${two.id}`, {
          email: 'Ada.King@example.com',
          version: afterRename.version,
        })
      ).status,
    ).toBe(200);
    expect((await mine()).map((each) => each.email)).toEqual(['Ada.King@example.com', 'Ada.King@example.com']);
    expect((await backend.call('POST', '/candidates/delete', { ids: [one.id] })).status).toBe(200);
    const [left] = (await backend.call<{ items: Candidate[] }>('GET', '/candidates?search=king')).body.items;
    expect(left.id).toBe(two.id);
    expect(left.personApplications).toBeUndefined();
  });

  it('of two applications at once of a known person to another job, makes one application', async () => {
    await apply('job-1');
    const twice = await Promise.all([0, 1].map(() => apply('job-3')));
    expect(twice.map((answer) => answer.status)).toEqual([201, 201]);
    const { body } = await backend.call<{ total: number; items: Candidate[] }>('GET', '/candidates?search=lovelace');
    expect(body.items.map((each) => each.jobId).sort()).toEqual(['job-1', 'job-3']);
  });

  it('of two applications at once with one new email, keeps one candidate and answers both alike', async () => {
    const twice = await Promise.all([0, 1].map(() => apply('job-3', { ...ada, email: 'bo@example.com' })));
    expect(twice.map((answer) => answer.status)).toEqual([201, 201]);
    const { body } = await backend.call<{ total: number }>('GET', '/candidates?search=bo%40example.com');
    expect(body.total).toBe(1);
  });

  it('closes a job whose end date has passed: not listed, its address says when, applying refused', async () => {
    await backend.addJobs([job('job-4', { endDate: '2026-01-15' })]);
    const { body } = await backend.call<CareersJob[]>('GET', '/api/careers/jobs');
    expect(body.map((item) => item.slug)).toEqual(['job-1', 'job-3']);
    const closed = { status: 404, body: { message: 'This position closed on 1/15/2026.' } };
    expect(await backend.call('GET', '/api/careers/jobs/job-4')).toEqual(closed);
    const refused = await apply('job-4', { ...ada, email: 'late@example.com' });
    expect({ status: refused.status, body: await refused.json() }).toEqual(closed);
    expect((await backend.call<{ total: number }>('GET', '/candidates')).body.total).toBe(0);
  });
});
