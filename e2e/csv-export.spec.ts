import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { matchCount, openCandidates, storedCandidates } from './support/candidates';
import { openJobs as openCareersJobs } from './support/careers';
import { expect, gotoApp, readStore, test } from './support/fixtures';
import { openJobs, storedJobs } from './support/jobs';

interface SentApplication {
  candidateId: string;
  phone?: string;
  link?: string;
  coverNote?: string;
  resume?: { name: string };
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrer?: string;
}

/** Clicks "Export CSV" and reads the downloaded file: its name, whether it starts with a BOM, its rows. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  return {
    name: file.suggestedFilename(),
    bom: text.startsWith('\uFEFF'),
    rows: Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data,
  };
}

test('the candidate list exports the candidates it shows, with their job titles', async ({ page }) => {
  await openCandidates(page);
  await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption('hired');
  await page.getByLabel('Job').selectOption('job-4');
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  const shown = (await storedCandidates(page))
    .filter((item) => item.stage === 'hired' && item.jobId === 'job-4')
    .sort((a, b) => a.name.localeCompare(b.name));
  await expect(matchCount(page)).toHaveText(`${shown.length} ${shown.length === 1 ? 'candidate' : 'candidates'}`);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('candidates.csv');
  expect(csv.bom).toBe(true);
  const title = jobs.find((job) => job.id === 'job-4')!.title;
  // What the sample's applicants sent through the careers page.
  const applications = new Map(
    (await readStore<SentApplication>(page, 'applications')).map((application) => [
      application.candidateId,
      application,
    ]),
  );
  const sent = (id: string) => {
    const application = applications.get(id);
    // A cell starting with + is written after an apostrophe, so that no spreadsheet runs it.
    const phone = application?.phone && `'${application.phone}`;
    return [phone, application?.link, application?.coverNote, application?.resume?.name].map((cell) => cell ?? '');
  };
  const campaign = (id: string) => {
    const application = applications.get(id);
    return [application?.utmSource, application?.utmMedium, application?.utmCampaign, application?.referrer].map(
      (cell) => cell ?? '',
    );
  };
  expect(csv.rows).toEqual([
    [
      ...['id', 'name', 'email', 'stage', 'jobId', 'jobTitle', 'phone', 'link', 'coverNote', 'resumeFileName'],
      ...['source', 'sourceDetail', 'utmSource', 'utmMedium', 'utmCampaign', 'referrer'],
    ],
    ...shown.map((item) => [
      ...[item.id, item.name, item.email, 'hired', 'job-4', title, ...sent(item.id)],
      ...[item.source ?? '', item.sourceDetail ?? '', ...campaign(item.id)],
    ]),
  ]);
});

test('an applicant exports with what they sent: phone, link, cover note, the résumé file name and their campaign', async ({
  page,
}) => {
  const [job] = await openCareersJobs(page);
  await gotoApp(page, `/careers/${job.slug}?utm_source=linkedin&utm_medium=social&utm_campaign=autumn`);
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByLabel('Full name').fill('Maya Lopez');
  await form.getByLabel('Email').fill('maya.lopez@example.org');
  await form.getByLabel('Phone (optional)').fill('020 7946 0000');
  await form.getByLabel('Link to your work or profile (optional)').fill('https://example.org/maya');
  await form.getByLabel('Cover note (optional)').fill('Dear team,\nI build, "carefully".');
  await form.getByLabel(/Résumé/).setInputFiles({
    name: 'maya lopez.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 résumé'),
  });
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

  await openCandidates(page);
  await page.getByPlaceholder('Search name or email...').fill('maya.lopez@');
  await expect(matchCount(page)).toHaveText('1 candidate');
  const csv = await exportCsv(page);
  expect(csv.rows).toHaveLength(2);
  expect(csv.rows[1].slice(1, 3)).toEqual(['Maya Lopez', 'maya.lopez@example.org']);
  // A form sends a line break in a text box as CR LF, whichever system the applicant's is.
  expect(csv.rows[1].slice(5).map((cell) => cell.replaceAll('\r\n', '\n'))).toEqual([
    job.title,
    '020 7946 0000',
    'https://example.org/maya',
    'Dear team,\nI build, "carefully".',
    'maya lopez.pdf',
    ...['jobBoard', 'linkedin', 'linkedin', 'social', 'autumn', ''],
  ]);
});

test('names with commas, quotes, accents and formulas come out intact and harmless', async ({ page }) => {
  await openCandidates(page);
  const name = '=HYPERLINK("http://evil.test","Zoë, \'the\' Núñez")';
  await page.getByRole('button', { name: '+ Add Candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Candidate' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email Address').fill('zoe.export@example.org');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Search name or email...').fill('zoe.export@');
  await expect(matchCount(page)).toHaveText('1 candidate');

  const csv = await exportCsv(page);
  expect(csv.rows).toHaveLength(2);
  // The apostrophe makes a spreadsheet show the cell as text instead of running it.
  expect(csv.rows[1][1]).toBe(`'${name}`);
  expect(csv.rows[1][2]).toBe('zoe.export@example.org');
});

test('the jobs page exports every job matching its search and status, not only the page in view', async ({ page }) => {
  await openJobs(page);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await page.getByPlaceholder('Search jobs...').fill('e');
  const matching = (await storedJobs(page)).filter(
    (job) => job.status === 'active' && job.title.toLowerCase().includes('e'),
  );
  expect(matching.length).toBeGreaterThan(10);

  const csv = await exportCsv(page);
  expect(csv.name).toBe('jobs.csv');
  expect(csv.rows[0]).toEqual([
    'id',
    'title',
    'slug',
    'status',
    'type',
    'tags',
    'skills',
    'startDate',
    'endDate',
    'package',
    'order',
  ]);
  expect(csv.rows.slice(1)).toEqual(
    matching.map((job) => [
      job.id,
      job.title,
      job.slug,
      'active',
      job.type,
      job.tags.join('; '),
      job.skills.join('; '),
      job.startDate ?? '',
      job.endDate ?? '',
      job.package ?? '',
      String(job.order),
    ]),
  );
});

test('a double click on Export CSV downloads one file', async ({ page }) => {
  await openCandidates(page);
  const files: string[] = [];
  page.on('download', async (download) => files.push(await readFile((await download.path())!, 'utf8')));
  await page.getByRole('button', { name: 'Export CSV' }).dblclick();
  await expect.poll(() => files.length).toBe(1);
  // A later export of a narrower list: any second file of the double click would come before it.
  const [someone] = await storedCandidates(page);
  await page.getByPlaceholder('Search name or email...').fill(someone.email);
  await expect(matchCount(page)).toHaveText('1 candidate');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect.poll(() => files.length).toBeGreaterThan(1);
  expect(files.map((text) => text.trim().split('\r\n').length)).toEqual([1001, 2]);
});
