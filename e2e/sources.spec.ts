import type { Page } from '@playwright/test';
import { openJobs } from './support/careers';
import { candidateList, matchCount, openCandidates, type StoredCandidate } from './support/candidates';
import { expect, gotoApp, readStore, test } from './support/fixtures';
import { signInAs } from './support/people';

/** The applications the insights count for a job from one source (0 when it has no row). */
async function applicationsFrom(page: Page, jobId: string, source: string): Promise<number> {
  await gotoApp(page, `/insights?job=${jobId}`);
  const sources = page.getByRole('region', { name: 'Where candidates came from' });
  await expect(sources.getByRole('table').or(sources.getByText('No candidates yet.'))).toBeVisible();
  // A campaign's "linkedin" counts with the sample's "LinkedIn": one row, whatever the case.
  const row = sources.getByRole('row', { name: new RegExp(`^${source} `, 'i') });
  return (await row.count()) === 0 ? 0 : Number(await row.getByRole('cell').first().textContent());
}

async function applyAs(page: Page, name: string, email: string) {
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
}

const storedByEmail = async (page: Page, email: string) =>
  (await readStore<StoredCandidate & { id: string }>(page, 'candidates')).find(
    (candidate) => candidate.email === email,
  )!;

test("a member's referral link makes the applicant their referral: on the candidate's page, in the list's filter and in the insights", async ({
  page,
  context,
}) => {
  const [job] = await openJobs(page);
  const before = await applicationsFrom(page, job.id, 'Referral');

  await gotoApp(page, `/jobs/${job.id}`);
  await signInAs(page, 'Bob Okafor');
  const refer = page.getByRole('region', { name: 'Refer someone' });
  await refer.getByRole('button', { name: 'Get my referral link' }).dblclick();
  const link = await refer.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(new URL(link).pathname).toMatch(new RegExp(`/careers/${job.slug}$`));
  expect(new URL(link).searchParams.get('ref')).toMatch(/^demo-bob\.[0-9a-f]{32}$/);

  // The friend opens the link in a tab of their own.
  const friend = await context.newPage();
  await gotoApp(friend, link.slice(new URL(link).origin.length));
  await applyAs(friend, 'Rita Ferral', 'rita.ferral@example.org');
  // A link whose signature was changed is no referral, and the application is taken all the same.
  const forged = await context.newPage();
  await gotoApp(forged, `/careers/${job.slug}?ref=demo-alice.${'0'.repeat(32)}`);
  await applyAs(forged, 'Fay Forged', 'fay.forged@example.org');

  await page.bringToFront();
  await gotoApp(page, `/candidates/${(await storedByEmail(page, 'rita.ferral@example.org')).id}`);
  await expect(page.getByText('Source: Referred by Bob Okafor')).toBeVisible();
  await gotoApp(page, `/candidates/${(await storedByEmail(page, 'fay.forged@example.org')).id}`);
  await expect(page.getByText('Source: Careers page', { exact: true })).toBeVisible();

  await openCandidates(page);
  await page.getByRole('combobox', { name: 'Source' }).selectOption({ label: 'Referral' });
  await page.getByPlaceholder('Search name or email...').fill('ferral');
  await expect(matchCount(page)).toHaveText('1 candidate');
  await expect(candidateList(page).getByText('Rita Ferral')).toBeVisible();
  await page.getByPlaceholder('Search name or email...').fill('fay.forged');
  await expect(matchCount(page)).toHaveText('0 candidates');

  expect(await applicationsFrom(page, job.id, 'Referral')).toBe(before + 1);
});

test('an applicant from a LinkedIn campaign counts for LinkedIn in the insights, and a recruiter can correct the source', async ({
  page,
}) => {
  const [job] = await openJobs(page);
  const before = await applicationsFrom(page, job.id, 'Job board · linkedin');
  await gotoApp(page, `/careers/${job.slug}?utm_source=linkedin&utm_medium=social`);
  await applyAs(page, 'Lena Board', 'lena.board@example.org');
  expect(await applicationsFrom(page, job.id, 'Job board · linkedin')).toBe(before + 1);

  const agencyBefore = await applicationsFrom(page, job.id, 'Agency · Hays');
  await gotoApp(page, `/candidates/${(await storedByEmail(page, 'lena.board@example.org')).id}`);
  await expect(page.getByText('Source: Job board · linkedin')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Candidate' }).click();
  const source = page.getByRole('combobox', { name: 'Source' });
  await source.focus();
  await source.selectOption({ label: 'Agency' });
  await expect(page.getByRole('textbox', { name: 'Board, agency or person' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Board, agency or person' }).fill('Hays');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('textbox', { name: 'Board, agency or person' }).press('Enter');
  await expect(page.getByText('Source: Agency · Hays')).toBeVisible();
  expect(await applicationsFrom(page, job.id, 'Agency · Hays')).toBe(agencyBefore + 1);
  expect(await applicationsFrom(page, job.id, 'Job board · linkedin')).toBe(before);
});
