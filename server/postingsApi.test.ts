import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, companyForm, DEFAULT_COMPANY } from '@/lib/careers/company';
import type { CareersJob } from '@/lib/careers/careersJobs';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { refusalMessage } from '@/lib/people/roleRules';
import { SALARY_MIN_ABOVE_MAX } from '@/lib/jobs/posting';
import type { ActivityItem } from '@/lib/activity/activity';
import { applicationForm } from '@/lib/careers/applicationForm';
import type { Message } from '@/lib/messages/messages';
import type { Job, JobInput, Page } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

const interviewer = DEMO_TEAM.find((member) => member.role === 'interviewer')!;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const posted: JobInput = {
  id: 'job-posted',
  title: 'Platform Engineer',
  status: 'active',
  tags: ['infra'],
  skills: ['Go'],
  type: 'Full-Time',
  order: 0,
  description: '## The role\n\nRun the platform. <script>alert(1)</script>',
  department: 'Engineering',
  location: { city: 'Lisbon', country: 'PT' },
  workplace: 'remote',
  remoteCountries: ['PT', 'ES'],
  salary: { min: 55000, max: 70000, currency: 'EUR', period: 'YEAR' },
};
const POSTING = {
  description: posted.description,
  department: posted.department,
  location: posted.location,
  workplace: posted.workplace,
  remoteCountries: posted.remoteCountries,
  salary: posted.salary,
};

describe.each(BACKENDS)('job postings and the company over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const saveCompany = (fields: Record<string, string>, logo?: Uint8Array, as = {}) =>
    backend.app(as).request('http://localhost/api/company', { method: 'PUT', body: companyForm(fields, logo) });

  beforeEach(async () => {
    expect((await backend.call('POST', '/api/jobs', posted)).status).toBe(200);
  });

  it('keeps what a job tells applicants, shows it on the careers page, and dates it', async () => {
    const { body: job } = await backend.call<Job>('GET', '/api/jobs/job-posted');
    expect(job).toMatchObject(POSTING);
    expect(Date.parse(job.postedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(job.changedAt).toBe(job.postedAt);
    const { body: careers } = await backend.call<CareersJob>('GET', `/api/careers/jobs/${job.slug}`);
    expect(careers).toMatchObject({ ...POSTING, postedAt: job.postedAt });
    expect(careers).not.toHaveProperty('id');
  });

  it('writes an edit of the posting (and its removal) in the activity log, moving its last change', async () => {
    const { body: before } = await backend.call<Job>('GET', '/api/jobs/job-posted');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edit = { ...posted, version: 1, department: 'Platform', salary: undefined };
    expect((await backend.call('PATCH', '/api/jobs/job-posted', edit)).status).toBe(200);
    const { body: after } = await backend.call<Job>('GET', '/api/jobs/job-posted');
    expect(after).not.toHaveProperty('salary');
    expect(after.department).toBe('Platform');
    expect(after.postedAt).toBe(before.postedAt);
    expect(after.changedAt! > before.changedAt!).toBe(true);
    const { body: activity } = await backend.call<Page<ActivityItem>>('GET', '/api/activity?job=job-posted');
    const change = activity.items.find((item) => item.action === 'changed');
    expect(change).toMatchObject({
      before: { department: 'Engineering', salary: posted.salary },
      after: { department: 'Platform' },
    });
  });

  it('refuses a wrong posting field by name, keeping the job as it was', async () => {
    const { body: before } = await backend.call<Job>('GET', '/api/jobs/job-posted');
    const wrong = { ...posted, version: 1, salary: { min: 9, max: 1, currency: 'EUR', period: 'YEAR' } };
    expect(await backend.call('PATCH', '/api/jobs/job-posted', wrong)).toEqual({
      status: 400,
      body: { message: SALARY_MIN_ABOVE_MAX },
    });
    expect(
      (await backend.call('PATCH', '/api/jobs/job-posted', { ...posted, version: 1, workplace: 'moon' })).status,
    ).toBe(400);
    expect((await backend.call<Job>('GET', '/api/jobs/job-posted')).body).toEqual(before);
  });

  it('shows the company an admin sets to anyone, its logo at an address of its own', async () => {
    expect((await backend.call('GET', '/api/careers/company')).body).toEqual(DEFAULT_COMPANY);
    const fields = {
      name: 'Acme',
      website: 'https://acme.example',
      about: 'We build.',
      contactEmail: 'jobs@acme.example',
    };
    const saved = await saveCompany(fields, PNG);
    expect(saved.status).toBe(200);
    const anyone = await backend.app({ as: null }).request('http://localhost/api/careers/company');
    expect(await anyone.json()).toEqual({
      ...fields,
      logo: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
    });
    const logo = await backend.app({ as: null }).request('http://localhost/api/careers/logo');
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
  });

  it('refuses an interviewer, three times at once, and a bad logo by name, changing nothing', async () => {
    await saveCompany({ name: 'Acme' });
    const refused = await Promise.all(
      [1, 2, 3].map(() => saveCompany({ name: 'Mine' }, undefined, { as: interviewer })),
    );
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ message: refusalMessage('interviewer', 'setCompany') });
    }
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const badLogo = await saveCompany({ name: 'Other' }, svg);
    expect(badLogo.status).toBe(400);
    expect(await badLogo.json()).toEqual({ message: COMPANY_MESSAGES.logo });
    expect((await backend.call('GET', '/api/careers/company')).body).toEqual({ name: 'Acme' });
  });

  it('names the company an admin set in the messages it writes to candidates', async () => {
    await saveCompany({ name: 'Acme Robotics' });
    await backend.call('PUT', '/api/jobs/job-posted/mail-settings', { acknowledge: true, approveOffers: false });
    const { body: job } = await backend.call<Job>('GET', '/api/jobs/job-posted');
    const applied = await backend
      .app({ as: null })
      .request(`http://localhost/api/careers/jobs/${job.slug}/applications`, {
        method: 'POST',
        body: applicationForm({ name: 'Grace Hopper', email: 'grace@example.com' }, undefined),
      });
    expect(applied.status).toBe(201);
    const [grace] = await backend.store().candidates.all();
    const { body: messages } = await backend.call<Message[]>('GET', `/candidates/${grace.id}/messages`);
    expect(messages).toHaveLength(1);
    expect(messages[0].body).toContain('Thank you for applying for Platform Engineer at Acme Robotics.');
  });
});
