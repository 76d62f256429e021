import { request as httpRequest } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { expect, gotoApp, test } from '../support/fixtures';
import { TEAM_ACCESS_TOKEN, TEAM_HOSTS } from '../support/hosts';
import { column } from '../support/board';
import { fromOwnPage, unique } from '../support/team';

/**
 * Applicants on the team server reached by its public address: the careers pages, their API
 * and the assessment link need no sign-in; everything else does. The test's own calls are a
 * script's, with the access token.
 */
test.use({ baseURL: TEAM_HOSTS.guarded });

const origin = TEAM_HOSTS.guardedLoopback;
const recruiter = { Authorization: `Bearer ${TEAM_ACCESS_TOKEN}` };

interface TeamJob {
  id: string;
  slug: string;
  title: string;
  status: string;
}

/** An active job of this test's own, whose assessment marks its one question's right answer. */
async function jobWithScoredAssessment(request: APIRequestContext): Promise<TeamJob> {
  const id = crypto.randomUUID();
  const created = await request.post(`${origin}/api/jobs`, {
    headers: { ...recruiter, ...fromOwnPage(origin) },
    data: { id, title: unique('Harbour Pilot'), status: 'active', tags: [], skills: [], type: 'Full-Time', order: 0 },
  });
  expect(created.status()).toBe(200);
  const question = {
    id: 'q-tide',
    label: 'Which tide is highest?',
    type: 'single',
    required: true,
    options: [
      { id: 'o-neap', label: 'Neap' },
      { id: 'o-spring', label: 'Spring' },
    ],
    correct: ['o-spring'],
    points: 3,
  };
  const saved = await request.put(`${origin}/assessments/${id}`, {
    headers: { ...recruiter, ...fromOwnPage(origin) },
    data: {
      id: id.slice(0, 21),
      jobId: id,
      title: 'Pilotage',
      sections: [{ id: 's-1', title: 'Tides', questions: [question] }],
      questions: [question],
      passMark: 60,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await (await request.get(`${origin}/api/jobs/${id}`, { headers: recruiter })).json()) as TeamJob;
}

function application(name: string, email: string, resume?: { name: string; mimeType: string; buffer: Buffer }) {
  return { name, email, ...(resume ? { resume } : {}) };
}

test('an applicant with no token applies while a recruiter’s open board shows the new card', async ({
  page,
  browser,
  request,
}) => {
  const job = await jobWithScoredAssessment(request);
  await gotoApp(page, `/candidates/kanban?job=${job.id}`);
  const applied = column(page, 'applied');
  await expect(applied.getByRole('listitem')).toHaveCount(0);

  const applicant = await browser.newContext({ baseURL: TEAM_HOSTS.guarded });
  const applicantPage = await applicant.newPage();
  await applicantPage.goto(`/careers/${job.slug}`);
  const form = applicantPage.getByRole('form', { name: 'Apply' });
  const name = unique('Grace Applicant');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(`${name.replaceAll(' ', '.').toLowerCase()}@example.org`);
  await form
    .getByLabel(/Résumé/)
    .setInputFiles({ name: 'grace.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(applicantPage.getByRole('heading', { name: 'Application received' })).toBeVisible();

  await expect(applied.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  // The applicant takes the assessment on the same public server, and never sees its marking.
  await applicantPage.getByRole('link', { name: 'Start the assessment' }).click();
  const takeForm = applicantPage.getByRole('form');
  await takeForm.getByRole('radio', { name: 'Spring' }).check();
  await takeForm.getByRole('button', { name: 'Submit' }).click();
  await expect(applicantPage.getByRole('heading', { name: 'Answers received' })).toBeVisible();
  await applicant.close();

  await applied.getByRole('link', { name: `Open ${name}` }).click();
  const assessments = page.getByRole('region', { name: 'Assessments' });
  await expect(assessments).toContainText('3 / 3 (100%)');
});

test('the public API leaks nothing: no candidates, no archived jobs, no marking', async ({ request }) => {
  const job = await jobWithScoredAssessment(request);
  const listed = await request.get(`${origin}/api/careers/jobs`);
  expect(listed.status()).toBe(200);
  const jobs = (await listed.json()) as Record<string, unknown>[];
  // What a job tells applicants (issue 51's posting fields and dates), never its id, status, order or counts.
  const allowed = [
    ...['slug', 'title', 'type', 'tags', 'skills', 'package', 'startDate', 'endDate', 'hasAssessment'],
    ...['description', 'department', 'location', 'workplace', 'remoteCountries', 'salary', 'postedAt', 'changedAt'],
  ];
  for (const item of jobs) expect(Object.keys(item).filter((key) => !allowed.includes(key))).toEqual([]);
  expect(jobs.map((item) => item.slug)).toContain(job.slug);

  const archived = (await (
    await request.get(`${origin}/api/jobs?status=archived&pageSize=100`, { headers: recruiter })
  ).json()) as { items: TeamJob[] };
  expect(archived.items.length).toBeGreaterThan(0);
  for (const item of archived.items) {
    expect(jobs.map((open) => open.slug)).not.toContain(item.slug);
    expect((await request.get(`${origin}/api/careers/jobs/${item.slug}`)).status()).toBe(404);
  }

  for (const path of ['/candidates', `/api/jobs/${job.id}`, `/assessments/${job.id}`]) {
    expect((await request.get(`${origin}${path}`)).status(), path).toBe(401);
  }

  const email = `${unique('leak').replace(' ', '.')}@example.org`;
  const applied = await request.post(`${origin}/api/careers/jobs/${job.slug}/applications`, {
    headers: fromOwnPage(origin),
    multipart: application('Lee Applicant', email),
  });
  expect(applied.status()).toBe(201);
  expect(await applied.text()).toBe('');
  const link = applied.headers()['location'];
  expect(link).toMatch(/^\/take\/[\w-]{20,}$/);

  const taking = await request.get(`${origin}/api${link}`);
  expect(taking.status()).toBe(200);
  const body = await taking.text();
  expect(body).toContain('Which tide is highest?');
  for (const marking of ['correct', 'o-spring"]', 'accepted', 'points', 'passMark', email]) {
    expect(body).not.toContain(marking);
  }

  // An unknown token, a wrong one and a used one get the same answer.
  const submitted = await request.post(`${origin}/api${link}`, {
    headers: fromOwnPage(origin),
    data: { answers: { 'q-tide': 'Neap' } },
  });
  expect(submitted.status()).toBe(204);
  const used = await request.get(`${origin}/api${link}`);
  const unknown = await request.get(`${origin}/api/take/${'A'.repeat(22)}`);
  expect(unknown.status()).toBe(used.status());
  expect(await unknown.json()).toEqual(await used.json());
});

test('a résumé is served to recruiters only, as an attachment that is never sniffed', async ({ request }) => {
  const job = await jobWithScoredAssessment(request);
  const email = `${unique('resume').replace(' ', '.')}@example.org`;
  const applied = await request.post(`${origin}/api/careers/jobs/${job.slug}/applications`, {
    headers: fromOwnPage(origin),
    multipart: application('Rae Applicant', email, {
      name: 'rae <cv>.pdf',
      mimeType: 'text/html',
      buffer: Buffer.from('%PDF-1.7\n<script>alert(1)</script>\n%%EOF\n'),
    }),
  });
  expect(applied.status()).toBe(201);
  const found = (await (
    await request.get(`${origin}/candidates?search=${encodeURIComponent(email)}`, { headers: recruiter })
  ).json()) as { items: { id: string }[] };
  expect(found.items).toHaveLength(1);
  const path = `${origin}/candidates/${found.items[0].id}/resume`;

  expect((await request.get(path)).status()).toBe(401);
  const resume = await request.get(path, { headers: recruiter });
  expect(resume.status()).toBe(200);
  expect(resume.headers()['content-type']).toBe('application/pdf');
  expect(resume.headers()['content-disposition']).toBe(`attachment; filename*=UTF-8''rae%20%3Ccv%3E.pdf`);
  expect(resume.headers()['x-content-type-options']).toBe('nosniff');
  expect((await resume.body()).toString()).toContain('<script>alert(1)</script>');
});

/**
 * An application posted as a browser's form from `localAddress`: every 127.x address is this
 * machine, so this test's address is one no other test sends from, and their applications do
 * not count against it.
 */
async function applyFrom(localAddress: string, origin: string, slug: string, email: string) {
  const form = new FormData();
  form.set('name', 'Rate Limited');
  form.set('email', email);
  const encoded = new Request(origin, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; retryAfter?: string; message?: string }>((resolve, reject) => {
    const sent = httpRequest(
      `${origin}/api/careers/jobs/${slug}/applications`,
      {
        method: 'POST',
        localAddress,
        headers: {
          ...fromOwnPage(origin),
          'Content-Type': encoded.headers.get('content-type')!,
          'Content-Length': body.length,
        },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += String(chunk)));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            retryAfter: answer.headers['retry-after'],
            message: text ? (JSON.parse(text) as { message?: string }).message : undefined,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

test('past 10 applications a minute from one address, sent to either process of one team, the 11th is answered 429', async ({
  request,
}) => {
  // Two processes of one team on one PostgreSQL count an address's applications together.
  const servers = [TEAM_HOSTS.first, TEAM_HOSTS.second];
  const open = (await (await request.get(`${servers[0]}/api/careers/jobs`)).json()) as { slug: string }[];
  const answers = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const email = `${unique('rate').replace(' ', '.')}@example.org`;
    answers.push(await applyFrom('127.0.0.9', servers[attempt % 2], open[0].slug, email));
  }
  const statuses = answers.map((answer) => answer.status);
  // Each run of this test within a minute finds the limit already reached.
  const firstRefusal = statuses.indexOf(429);
  expect(firstRefusal).toBeGreaterThanOrEqual(0);
  expect(statuses.slice(0, firstRefusal).every((status) => status === 201)).toBe(true);
  expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
  expect(firstRefusal).toBeLessThanOrEqual(10);
  const refused = answers[firstRefusal];
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(refused.message).toBe('Too many requests from this address. Wait a minute and try again.');
});
