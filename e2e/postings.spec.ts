import type { Page } from '@playwright/test';
import { answerDialogs, expect, gotoApp, test } from './support/fixtures';
import { openJobs } from './support/jobs';

/** The JobPosting data blocks the page holds, parsed as a search engine reads them. */
async function jobPostingsOn(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

const DESCRIPTION = '## What you will do\n\nShip **pipelines**.\n\n<script>alert("hi")</script>\n\n- SQL\n- Python';

async function createJob(page: Page, title: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByLabel('Skills (comma separated)').fill('SQL, Python');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Search jobs...').fill(title);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a job written with a Markdown description shows it safely, and its careers page carries its JobPosting', async ({
  page,
}) => {
  await createJob(page, 'Analytics Engineer', async (dialog) => {
    await dialog.getByLabel('Description (Markdown)').fill(DESCRIPTION);
    await dialog.getByLabel('Department', { exact: true }).fill('Data');
    await dialog.getByRole('combobox', { name: 'Work place' }).selectOption({ label: 'Hybrid' });
    await dialog.getByRole('textbox', { name: 'City' }).fill('Lyon');
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
    await dialog.getByLabel('Salary from', { exact: true }).fill('50000');
    await dialog.getByLabel('Salary to', { exact: true }).fill('65000');
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await dialog.getByRole('combobox', { name: 'Per' }).selectOption({ label: 'year' });
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('Contract');
  });
  const description = page.getByRole('region', { name: "The job's description" });
  await expect(description.getByRole('heading', { name: 'What you will do' })).toBeVisible();
  await expect(description.getByText('<script>alert("hi")</script>')).toBeVisible();
  await expect(page.getByText('Hybrid · Lyon, France')).toBeVisible();
  await expect(page.getByText('€50,000 – €65,000 a year')).toBeVisible();

  await page.getByRole('link', { name: 'See it on the careers page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Engineer' })).toBeVisible();
  const about = page.getByRole('region', { name: 'About the job' });
  await expect(about.locator('strong')).toHaveText('pipelines');
  await expect(about.getByText('<script>alert("hi")</script>')).toBeVisible();
  await expect(page.getByText('Data', { exact: true })).toBeVisible();
  await expect.poll(async () => (await jobPostingsOn(page)).length).toBe(1);
  const [posting] = await jobPostingsOn(page);
  const slug = new URL(page.url()).pathname.split('/').pop();
  const today = new Date().toISOString().slice(0, 10);
  expect(posting).toEqual({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Analytics Engineer',
    description: expect.stringContaining('<h2>What you will do</h2>'),
    datePosted: today,
    employmentType: 'CONTRACTOR',
    hiringOrganization: { '@type': 'Organization', name: 'TalentFlow' },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lyon', addressCountry: 'FR' },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 65000, unitText: 'YEAR' },
    },
    occupationalCategory: 'Data',
    skills: 'SQL, Python',
    identifier: { '@type': 'PropertyValue', name: 'TalentFlow', value: slug },
    directApply: true,
    url: page.url(),
  });
  expect(posting.description).toContain('&#x3C;script>');
  expect(posting.description).not.toContain('<script>');
});

test('a remote job is TELECOMMUTE with the countries it takes, and a closed job carries no JobPosting', async ({
  page,
}) => {
  await createJob(page, 'Remote Support Lead', async (dialog) => {
    await dialog.getByRole('combobox', { name: 'Work place' }).selectOption({ label: 'Remote' });
    await dialog
      .getByLabel('Remote from (none chosen: anywhere)')
      .selectOption([{ label: 'Germany' }, { label: 'Austria' }]);
  });
  await expect(page.getByText('Remote (Austria, Germany)')).toBeVisible();
  await page.getByRole('link', { name: 'See it on the careers page' }).click();
  await expect.poll(async () => (await jobPostingsOn(page)).length).toBe(1);
  const [posting] = await jobPostingsOn(page);
  expect(posting).toMatchObject({
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: [
      { '@type': 'Country', name: 'Austria' },
      { '@type': 'Country', name: 'Germany' },
    ],
  });
  expect(posting).not.toHaveProperty('jobLocation');
  const careersUrl = page.url();

  await page.goBack();
  answerDialogs(page, 'accept');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await gotoApp(page, new URL(careersUrl).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'This position is not open' })).toBeVisible();
  expect(await jobPostingsOn(page)).toEqual([]);
});

test('a salary half given and a city without its country are said at the field, and nothing typed is lost', async ({
  page,
}) => {
  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill('Half Said');
  await dialog.getByLabel('Description (Markdown)').fill('Kept text');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Porto');
  await dialog.getByLabel('Salary from', { exact: true }).fill('40000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Give the salary’s minimum and maximum, or neither' }),
  ).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Choose the country the city is in' })).toBeVisible();
  await expect(dialog.getByLabel('Description (Markdown)')).toHaveValue('Kept text');
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Portugal' });
  await dialog.getByLabel('Salary to', { exact: true }).fill('52000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Search jobs...').fill('Half Said');
  await expect(page.getByRole('link', { name: 'Half Said', exact: true })).toBeVisible();
});

test('an admin sets the company every careers page shows, with its logo and contact', async ({ page }) => {
  await gotoApp(page, '/members');
  const settings = page.getByRole('region', { name: 'Company on the careers pages' });
  await settings.getByLabel('Company name').fill('Acme <b>Robotics</b>');
  await settings.getByLabel('Website').fill('https://acme.example');
  await settings.getByLabel('Contact email for applicants').fill('jobs@acme.example');
  await settings.getByLabel('About the company').fill('We build friendly robots.');
  await settings.getByLabel(/^Logo/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    // A 1×1 PNG.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  });
  await settings.getByRole('button', { name: 'Save company' }).dblclick();
  await expect(settings.getByRole('status')).toHaveText('Saved. Every careers page shows it now.');
  await expect(settings.getByRole('img', { name: 'The logo now' })).toBeVisible();

  await gotoApp(page, '/careers');
  await expect(page.getByRole('link', { name: 'Acme <b>Robotics</b> Careers' })).toBeVisible();
  const about = page.getByRole('contentinfo', { name: 'About Acme <b>Robotics</b>' });
  await expect(about).toContainText('We build friendly robots.');
  await expect(about.getByRole('link', { name: 'jobs@acme.example' })).toHaveAttribute(
    'href',
    'mailto:jobs@acme.example',
  );
  await page.getByRole('list', { name: 'Open positions' }).getByRole('link').first().click();
  await expect.poll(async () => (await jobPostingsOn(page)).length).toBe(1);
  const [posting] = await jobPostingsOn(page);
  expect(posting.hiringOrganization).toEqual({
    '@type': 'Organization',
    name: 'Acme <b>Robotics</b>',
    sameAs: 'https://acme.example',
    url: 'https://acme.example',
    logo: page.url().replace(/\/careers\/[^/]+$/, '/api/careers/logo'),
  });
});
