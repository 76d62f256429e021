import type { Page } from '@playwright/test';
import { cards, column, openBoard } from './support/board';
import { candidateList, matchCount, openCandidates, stageName, STAGES, storedCandidates } from './support/candidates';
import { bodyRows, expect, expectSameDocument, gotoApp, markDocument, test } from './support/fixtures';
import { HOSTS } from './support/hosts';
import { openJobs } from './support/jobs';

/** The address shows this path and these parameters, in any order. */
async function expectView(page: Page, path: string, params: Record<string, string>) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
    })
    .toEqual({ path, params });
}

test('the board searches names and emails in every column, and keeps job and search in the address', async ({
  page,
}) => {
  await openBoard(page);
  const everyone = await storedCandidates(page);
  const search = page.getByPlaceholder('Search name or email...');
  await search.fill('LE');
  const matching = everyone.filter((item) => `${item.name}\n${item.email}`.toLowerCase().includes('le'));
  for (const stage of STAGES) {
    await expect(column(page, stage).getByRole('heading')).toHaveText(
      `${stageName(stage)} ${matching.filter((item) => item.stage === stage).length}`,
    );
  }
  await expect(page).toHaveURL('/candidates/kanban?search=LE');

  const email = everyone.find((item) => item.jobId === 'job-4')!;
  await page.getByLabel('Job').selectOption('job-4');
  await search.fill(email.email.toUpperCase());
  await expectView(page, '/candidates/kanban', { job: 'job-4', search: email.email.toUpperCase() });
  await expect(cards(page, email.stage)).toHaveCount(1);
  await expect(cards(page, email.stage)).toContainText(email.name);

  await page.reload();
  await expect(search).toHaveValue(email.email.toUpperCase());
  await expect(page.getByLabel('Job')).toHaveValue('job-4');
  await expect(cards(page, email.stage)).toContainText(email.name);
});

test('Back and Forward restore the candidate list filters, and a reload keeps them', async ({ page }) => {
  await openCandidates(page);
  await markDocument(page);
  const everyone = await storedCandidates(page);
  await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption('tech');
  await page.getByLabel('Job').selectOption('job-2');
  const expected = everyone.filter((item) => item.stage === 'tech' && item.jobId === 'job-2');
  await expect(matchCount(page)).toHaveText(`${expected.length} candidates`);
  await expectView(page, '/candidates', { stage: 'tech', job: 'job-2' });

  await page.goBack();
  await expect(page).toHaveURL('/candidates?stage=tech');
  await expect(page.getByLabel('Job')).toHaveValue('');
  await expect(matchCount(page)).toHaveText(`${everyone.filter((item) => item.stage === 'tech').length} candidates`);
  await page.goForward();
  await expect(page.getByLabel('Job')).toHaveValue('job-2');
  await expect(matchCount(page)).toHaveText(`${expected.length} candidates`);
  await expectSameDocument(page);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Stage', exact: true })).toHaveValue('tech');
  await expect(candidateList(page).getByRole('listitem').first()).toContainText(
    expected.sort((a, b) => a.name.localeCompare(b.name))[0].name,
  );
});

test('the jobs page keeps search, status, sort and page in the address', async ({ page }) => {
  await openJobs(page);
  // While a new sort or page is on its way the table keeps the old rows and says it is busy.
  const firstTitle = async () => {
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    return bodyRows(page).first().getByRole('link').textContent();
  };
  const titleHeader = page.getByRole('columnheader', { name: /Title/ });
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  const firstOfPageOne = await firstTitle();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/jobs?sort=title:asc&page=2');
  const firstOfPageTwo = await firstTitle();
  expect(firstOfPageTwo).not.toBe(firstOfPageOne);

  await page.reload();
  await expect(bodyRows(page).first().getByRole('link')).toHaveText(firstOfPageTwo!);
  await expect(page.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(page).toHaveURL('/jobs?sort=title:asc');
  await expect(bodyRows(page).first().getByRole('link')).toHaveText(firstOfPageOne!);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('archived');
  await page.getByPlaceholder('Search jobs...').fill('a');
  await expectView(page, '/jobs', { search: 'a', status: 'archived', sort: 'title:asc' });
  await page.reload();
  await expect(page.getByPlaceholder('Search jobs...')).toHaveValue('a');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');
});

for (const [name, origin, prefix] of [
  ['npm start', HOSTS.app, ''],
  ['a plain static host', HOSTS.staticHost, ''],
  ['a build under a base path', HOSTS.basePath, '/talentflow'],
] as const) {
  test(`a shared link opens the filtered view on ${name}`, async ({ page }) => {
    await gotoApp(page, `${origin}/candidates`);
    const everyone = await storedCandidates(page);
    const chosen = everyone.find((item) => item.stage === 'offer')!;
    const expected = everyone.filter((item) => item.stage === 'offer' && item.jobId === chosen.jobId);
    await gotoApp(page, `${origin}/candidates?stage=offer&job=${chosen.jobId}`);
    await expect(matchCount(page)).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'candidate' : 'candidates'}`,
    );
    await expect(page.getByLabel('Job')).toHaveValue(chosen.jobId);

    await gotoApp(page, `${origin}/candidates/kanban?job=${chosen.jobId}&search=${encodeURIComponent(chosen.name)}`);
    await expect(page.getByPlaceholder('Search name or email...')).toHaveValue(chosen.name);
    await expect(cards(page, 'offer').first()).toContainText(chosen.name);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/candidates/kanban`);
  });
}
