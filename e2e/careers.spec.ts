import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, gotoApp, readStore, test } from './support/fixtures';
import { isOpen, type StoredJob, today } from './support/careers';
import { personOf, type StoredCandidate as StoredApplication } from './support/candidates';
import { HOSTS } from './support/hosts';

type StoredCandidate = StoredApplication & { source?: string };

const pdf = { name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% a résumé\n') };

async function jobsOf(page: Page) {
  return readStore<StoredJob>(page, 'jobs');
}

async function fillApplication(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByLabel('Full name').fill('Ada <b>Lovelace</b>');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (optional)').fill('+44 20 7946 0958');
  await form.getByLabel('Cover note (optional)').fill('I would like to <script>alert(1)</script> join.');
  return form;
}

test('the careers page lists the open jobs only (active, not past their end date), for anyone, with a search', async ({
  page,
}) => {
  await gotoApp(page, '/careers');
  const jobs = await jobsOf(page);
  const active = jobs.filter(isOpen);
  expect(active.length).toBeLessThan(jobs.filter((job) => job.status === 'active').length);
  await expect(page.getByRole('status').filter({ hasText: 'open position' })).toHaveText(
    `${active.length} open positions`,
  );
  const list = page.getByRole('list', { name: 'Open positions' });
  await expect(list.getByRole('listitem')).toHaveCount(active.length);
  for (const job of jobs.filter((item) => !isOpen(item))) {
    await expect(list.getByRole('link', { name: job.title, exact: true })).toHaveCount(0);
  }
  // No recruiter tools on an applicant's page.
  await expect(page.getByRole('link', { name: 'Candidates' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sidebar/i })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search open positions' }).fill(active[0].title);
  await expect(list.getByRole('link', { name: active[0].title, exact: true })).toBeVisible();
  await list.getByRole('link', { name: active[0].title, exact: true }).click();
  await expect(page).toHaveURL(`/careers/${active[0].slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(active[0].title);
});

test('applying with a résumé and a double click makes one candidate, who can take the assessment', async ({ page }) => {
  await gotoApp(page, '/careers');
  const job1 = (await jobsOf(page)).find((job) => job.id === 'job-1')!;
  expect(isOpen(job1)).toBe(true);
  await gotoApp(page, `/careers/${job1.slug}`);
  const form = await fillApplication(page, 'ada.applicant@example.org');
  await form.getByLabel(/Résumé/).setInputFiles(pdf);
  await form.getByRole('button', { name: 'Submit application' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  const candidates = (await readStore<StoredCandidate>(page, 'candidates')).filter(
    (candidate) => candidate.email === 'ada.applicant@example.org',
  );
  expect(candidates).toHaveLength(1);
  expect(candidates[0]).toMatchObject({ stage: 'applied', jobId: 'job-1', source: 'careers' });

  await page.getByRole('link', { name: 'Start the assessment' }).click();
  await expect(page.getByRole('form').getByRole('radio', { name: 'GET' })).toBeVisible();

  await gotoApp(page, `/candidates/${candidates[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada <b>Lovelace</b>');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Applied through the careers page');
  const application = page.getByRole('region', { name: 'Application' });
  await expect(application).toContainText('I would like to <script>alert(1)</script> join.');
  await expect(application).toContainText('+44 20 7946 0958');
  const download = page.waitForEvent('download');
  await application.getByRole('button', { name: /Download résumé \(ada-cv.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('ada-cv.pdf');
  // The link the application made is on the candidate's page, with the time it was sent.
  await expect(page.getByRole('region', { name: 'Assessments' }).getByRole('listitem')).toContainText(job1.title);
});

test('a repeat application is thanked as any other and noted on the record; a file that is no résumé is refused beside its field', async ({
  page,
}) => {
  await gotoApp(page, '/careers');
  const jobs = (await jobsOf(page)).filter(isOpen);
  const [job, other] = jobs;
  await gotoApp(page, `/careers/${job.slug}`);
  const form = await fillApplication(page, 'bo.applicant@example.org');
  await form
    .getByLabel(/Résumé/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('The résumé must be a PDF or Word document', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('bo.applicant@example.org');
  await form.getByLabel(/Résumé/).setInputFiles([]);
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

  /** The thanks an application to `slug` gets, with the email shown as the same text for all. */
  const thanksFor = async (slug: string, email: string) => {
    await gotoApp(page, `/careers/${slug}`);
    await (await fillApplication(page, email)).getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
    return (await page.getByRole('region', { name: 'Application received' }).innerText()).replace(email, 'EMAIL');
  };
  // The same email again, to this job and to another, is thanked as a new one is: one application
  // to this job, a second application of the same person to the other.
  for (const again of [job, other]) {
    expect(await thanksFor(again.slug, 'BO.applicant@example.org')).toBe(
      await thanksFor(again.slug, `new.${again.id}@example.org`),
    );
  }
  const stored = (await readStore<StoredCandidate>(page, 'candidates')).filter((candidate) =>
    candidate.email.toLowerCase().startsWith('bo.applicant'),
  );
  expect(stored.map((candidate) => candidate.jobId).sort()).toEqual([job.id, other.id].sort());
  expect(personOf(stored[0])).toBe(personOf(stored[1]));
  // The recruiter reads what came, on the page of the application to the same job.
  await gotoApp(page, `/candidates/${stored.find((candidate) => candidate.jobId === job.id)!.id}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText(`Applied again through the careers page, to ${job.title}.`)).toBeVisible();
  await expect(notes.getByText('Applied again through the careers page, to', { exact: false })).toHaveCount(1);

  // Twice more to the same job with a résumé: the later is the current one, the one before kept.
  const resumeNamed = (name: string) => ({ ...pdf, name, buffer: Buffer.from(`%PDF-1.7\n% ${name}\n`) });
  for (const name of ['bo-cv-2.pdf', 'bo-cv-3.pdf']) {
    await gotoApp(page, `/careers/${job.slug}`);
    const again = await fillApplication(page, 'bo.applicant@example.org');
    await again.getByLabel(/Résumé/).setInputFiles(resumeNamed(name));
    await again.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  }
  await gotoApp(page, `/candidates/${stored.find((candidate) => candidate.jobId === job.id)!.id}`);
  const application = page.getByRole('region', { name: 'Application' });
  await expect(application.getByRole('button', { name: /^Download résumé \(bo-cv-3\.pdf/ })).toBeVisible();
  const earlier = application.getByRole('button', { name: /^Download version 1 \(bo-cv-2\.pdf/ });
  await expect(earlier).toBeVisible();
  const download = page.waitForEvent('download');
  await earlier.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('bo-cv-2.pdf');
  expect((await readFile((await saved.path())!)).toString()).toContain('% bo-cv-2.pdf');
});

test('an empty application names each problem at the top, announced, and focuses the first field', async ({ page }) => {
  await gotoApp(page, '/careers');
  const job = (await jobsOf(page)).find(isOpen)!;
  await gotoApp(page, `/careers/${job.slug}`);
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByRole('button', { name: 'Submit application' }).press('Enter');
  const summary = form.getByRole('alert');
  await expect(summary).toContainText('2 answers need attention before sending:');
  await expect(summary).toContainText('Full name: Enter your full name');
  await expect(summary).toContainText('Email: Enter a valid email address');
  await expect(form.getByLabel('Full name')).toBeFocused();
  await form.getByLabel('Full name').fill('Cy Applicant');
  await expect(summary).toContainText('One answer needs attention before sending:');
});

test('a job past its end date is closed: not listed, its address says when it closed, no form', async ({ page }) => {
  await gotoApp(page, '/careers');
  const ended = (await jobsOf(page)).find((job) => job.status === 'active' && job.endDate && job.endDate < today())!;
  await expect(
    page.getByRole('list', { name: 'Open positions' }).getByRole('link', { name: ended.title, exact: true }),
  ).toHaveCount(0);
  await gotoApp(page, `/careers/${ended.slug}`);
  await expect(page.getByRole('heading', { name: 'This position is not open' })).toBeVisible();
  const [year, month, day] = ended.endDate!.split('-').map(Number);
  await expect(page.getByText(`This position closed on ${month}/${day}/${year}.`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Apply' })).toHaveCount(0);
});

test('a job keeps its careers address when its title is edited', async ({ page }) => {
  await gotoApp(page, '/careers');
  const job = (await jobsOf(page)).filter(isOpen)[2];
  await gotoApp(page, `/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await dialog.getByLabel('Job Title').fill(`${job.title} (Remote)`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await gotoApp(page, `/careers/${job.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${job.title} (Remote)`);
  await expect(page.getByRole('form', { name: 'Apply' })).toBeVisible();
});

test('an archived or unknown job is not open for applications', async ({ page }) => {
  await gotoApp(page, '/careers/no-such-job');
  await expect(page.getByRole('heading', { name: 'This position is not open' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Apply' })).toHaveCount(0);
  const archived = (await jobsOf(page)).find((job) => job.status === 'archived')!;
  await gotoApp(page, `/careers/${archived.slug}`);
  await expect(page.getByRole('heading', { name: 'This position is not open' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Apply' })).toHaveCount(0);
});

for (const [name, origin] of [
  ['a plain static host', HOSTS.staticHost],
  ['a build under a base path', HOSTS.basePath],
] as const) {
  test(`on ${name}, the careers page is reached from the landing page, deep links and reloads work`, async ({
    page,
  }) => {
    await gotoApp(page, `${origin}/`);
    await page.getByRole('link', { name: 'careers page' }).click();
    await expect(page).toHaveURL(`${origin}/careers`);
    const list = page.getByRole('list', { name: 'Open positions' });
    const first = list.getByRole('link').first();
    const title = await first.innerText();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const jobAddress = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await fillApplication(page, `deep.link@${name.replaceAll(' ', '-')}.example.org`);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    await gotoApp(page, jobAddress);
    await expect(page.getByRole('form', { name: 'Apply' })).toBeVisible();
  });
}

test('a second job is a second application: the same thanks, both on the person’s page with their own résumé, marked “2 jobs”', async ({
  page,
}) => {
  await gotoApp(page, '/careers');
  const [first, second] = (await jobsOf(page)).filter(isOpen);
  const apply = async (slug: string, email: string, file: typeof pdf, name = 'Maya Lopez') => {
    await gotoApp(page, `/careers/${slug}`);
    const form = page.getByRole('form', { name: 'Apply' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/Résumé/).setInputFiles(file);
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
    return (await page.getByRole('region', { name: 'Application received' }).innerText())
      .replace(email, 'EMAIL')
      .replace(name, 'NAME');
  };
  await apply(first.slug, 'maya.lopez@example.org', pdf);
  // Thanked as a newcomer to that job is.
  const newcomer = await apply(second.slug, 'noa.newcomer@example.org', pdf, 'Noa Newcomer');
  expect(await apply(second.slug, 'Maya.Lopez@example.org', { ...pdf, name: 'maya-2.pdf' })).toBe(newcomer);

  // The list marks both rows, one person with two jobs.
  await gotoApp(page, '/candidates');
  await page.getByPlaceholder('Search name or email...').fill('maya.lopez@');
  const rows = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByText('2 jobs', { exact: true })).toBeVisible();

  // Each application's page lists both, each a link, and keeps its own résumé.
  const stored = (await readStore<StoredCandidate>(page, 'candidates')).filter(
    (candidate) => candidate.email === 'maya.lopez@example.org',
  );
  const onFirst = stored.find((candidate) => candidate.jobId === first.id)!;
  await gotoApp(page, `/candidates/${onFirst.id}`);
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('listitem')).toHaveCount(2);
  await expect(applications.getByText(`${first.title} (this page)`)).toBeVisible();
  const downloadOf = async () => {
    const download = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Application', exact: true })
      .getByRole('button', { name: /Download résumé/ })
      .click();
    return (await download).suggestedFilename();
  };
  expect(await downloadOf()).toBe('ada-cv.pdf');
  await applications.getByRole('link', { name: second.title, exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Applications' }).getByText(`${second.title} (this page)`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya Lopez');
  expect(await downloadOf()).toBe('maya-2.pdf');
  // Each application's history names its job.
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toContainText([
    `Applied through the careers page · ${second.title}`,
  ]);

  // The board marks the card too.
  await gotoApp(page, '/candidates/kanban');
  await page.getByRole('searchbox', { name: 'Search the board' }).fill('Maya Lopez');
  const card = page
    .getByRole('region', { name: /^Applied \d+$/ })
    .getByRole('listitem')
    .first();
  await expect(card.getByText('2 jobs', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Maya Lopez, applied, 2 jobs/ })).toBeVisible();
});

test('an applicant who came from a LinkedIn campaign says so on their application, after a click on to the job', async ({
  page,
}) => {
  await gotoApp(page, '/careers?utm_source=linkedin&utm_medium=social&utm_campaign=spring-hiring');
  const list = page.getByRole('list', { name: 'Open positions' });
  const first = list.getByRole('link').first();
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByLabel('Full name').fill('Lin Kedin');
  await form.getByLabel('Email').fill('lin.kedin@example.org');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

  const stored = (await readStore<StoredCandidate>(page, 'candidates')).find(
    (candidate) => candidate.email === 'lin.kedin@example.org',
  )!;
  await gotoApp(page, `/candidates/${stored.id}`);
  const application = page.getByRole('region', { name: 'Application' });
  await expect(application.getByRole('definition').filter({ hasText: 'linkedin' })).toHaveText(
    'linkedin / social / spring-hiring',
  );
});
