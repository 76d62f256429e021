import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '@/lib/careers/applicationRules';
import { applicationForm } from '@/lib/careers/applicationForm';
import type { CareersJob } from '@/lib/careers/careersJobs';
import type { Application } from '@/lib/careers/applications';
import { emptyAssessment } from '@/lib/assessments/assessmentDraft';
import type { Candidate, Job, TimelineEntry } from '@/lib/shared/types';
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
  const apply = (slug: string, input = ada, resume?: { name: string; data: Uint8Array }) =>
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
    expect(body[0]).toEqual({
      slug: 'job-1',
      title: 'Job job-1',
      type: 'Full-Time',
      tags: ['remote'],
      skills: ['SQL'],
      package: '$90k',
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

  it("points the applicant at the job's assessment", async () => {
    const answer = await apply('job-3');
    expect(answer.status).toBe(201);
    const location = answer.headers.get('location');
    expect(location).toMatch(/^\/take\/[0-9a-f]{32}$/);
    expect((await backend.call('GET', `/api${location}`)).status).toBe(200);
  });

  it('tells a repeat applicant so, refuses archived jobs and files that are no résumé, and adds nobody', async () => {
    expect((await apply('job-1')).status).toBe(201);
    const again = await apply('job-1', { ...ada, email: 'ADA@example.com' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: APPLICATION_MESSAGES.alreadyApplied });
    expect((await apply('job-2', { ...ada, email: 'b@example.com' })).status).toBe(404);
    const html = await apply(
      'job-1',
      { ...ada, email: 'c@example.com' },
      { name: 'cv.pdf', data: new TextEncoder().encode('<html>') },
    );
    expect(html.status).toBe(400);
    expect(await html.json()).toEqual({ message: APPLICATION_MESSAGES.resumeKind });
    expect((await backend.call<{ total: number }>('GET', '/candidates')).body.total).toBe(1);
  });

  it("refuses an email another job's candidate has, and of two applications at once with one email takes one", async () => {
    expect((await apply('job-1')).status).toBe(201);
    const elsewhere = await apply('job-3');
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toEqual({ message: APPLICATION_MESSAGES.emailInUse });

    const twice = await Promise.all([0, 1].map(() => apply('job-3', { ...ada, email: 'bo@example.com' })));
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { body } = await backend.call<{ total: number }>('GET', '/candidates?search=bo%40example.com');
    expect(body.total).toBe(1);
  });
});
