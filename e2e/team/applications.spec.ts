import type { Browser } from '@playwright/test';
import { apply } from '../support/careers';
import { expect, gotoApp, test } from '../support/fixtures';
import { unique } from '../support/team';

type Applicant = Parameters<typeof apply>[2];

/** An applicant, in a browser of their own, applies to the first two jobs the careers page lists. */
async function applyToFirstTwoJobs(
  browser: Browser,
  baseURL: string | undefined,
  applications: [Applicant, Applicant],
) {
  const applicant = await browser.newContext({ baseURL });
  const page = await applicant.newPage();
  await gotoApp(page, '/careers');
  const links = page.getByRole('list', { name: 'Open positions' }).getByRole('link');
  const jobs = await Promise.all(
    [0, 1].map(async (index) => ({
      title: (await links.nth(index).textContent())!,
      slug: (await links.nth(index).getAttribute('href'))!.split('/').pop()!,
    })),
  );
  for (const [index, job] of jobs.entries()) await apply(page, job.slug, applications[index]);
  await applicant.close();
  return jobs;
}

test('on a team server, one applicant’s second job is a second application the recruiters see on both pages', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = unique('Maya Lopez');
  const email = `${name.replaceAll(' ', '.').toLowerCase()}@example.org`;
  const [first, second] = await applyToFirstTwoJobs(browser, baseURL, [
    { name, email, phone: '+1 555 0100' },
    { name, email: email.toUpperCase(), phone: '+1 555 0100' },
  ]);

  await gotoApp(page, `/candidates?search=${encodeURIComponent(email)}`);
  const rows = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByText('2 jobs', { exact: true })).toBeVisible();
  await rows.filter({ hasText: second.title }).getByRole('link', { name, exact: true }).click();
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByText(`${second.title} (this page)`)).toBeVisible();
  await applications.getByRole('link', { name: first.title, exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Applications' }).getByText(`${first.title} (this page)`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('on a team server, two records of one applicant merge into one person keeping both applications and résumés', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = unique('Rosalind Franklin');
  const email = `${name.replaceAll(' ', '.').toLowerCase()}@example.org`;
  const phone = '+44 20 7946 0123';
  const resume = (file: string) => ({
    name: file,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.7 ${file}`),
  });
  const [first, second] = await applyToFirstTwoJobs(browser, baseURL, [
    { name, email, phone, resume: resume('first-cv.pdf') },
    { name, email: `other.${email}`, phone, resume: resume('second-cv.pdf') },
  ]);

  await gotoApp(page, `/candidates?search=${encodeURIComponent(email)}`);
  const rows = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: first.title }).getByRole('link', { name, exact: true }).click();
  await page
    .getByRole('region', { name: 'Possible duplicate' })
    .getByRole('button', { name: /^Merge with/ })
    .click();
  await page
    .getByRole('table', { name: 'Both records' })
    .getByRole('radio', { name: `other.${email}` })
    .check();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();

  await expect(page.getByText(`Also ${email}`)).toBeVisible();
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByText(`${first.title} (this page)`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Download résumé \(first-cv.pdf/ })).toBeVisible();
  await applications.getByRole('link', { name: second.title, exact: true }).click();
  await expect(applications.getByText(`${second.title} (this page)`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Download résumé \(second-cv.pdf/ })).toBeVisible();
  await gotoApp(page, `/candidates?search=${encodeURIComponent(email)}`);
  for (const row of await rows.all()) await expect(row.getByText('2 jobs', { exact: true })).toBeVisible();
});
