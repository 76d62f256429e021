import { readFileSync } from 'node:fs';
import { answerDialogs, expect, gotoApp, readStore, test } from './support/fixtures';
import { matchCount } from './support/candidates';

const STORES = ['jobs', 'candidates', 'assessments', 'notes', 'timelines', 'responses', 'assessmentResponses'];

async function snapshot(page: import('@playwright/test').Page) {
  const byId = (rows: Array<Record<string, string>>) =>
    [...rows].sort((a, b) => (a.id ?? a.jobId).localeCompare(b.id ?? b.jobId));
  return Object.fromEntries(
    await Promise.all(STORES.map(async (name) => [name, byId(await readStore<Record<string, string>>(page, name))])),
  );
}

test('exports all data to a file, and importing it after changes brings back exactly what was exported', async ({
  page,
}) => {
  await gotoApp(page, '/candidates');
  await expect(matchCount(page)).toHaveText('1000 candidates');
  // The first start's stage histories land after the list shows (lib/dexie/seed.ts): the backup is of all of it.
  await expect.poll(async () => (await readStore(page, 'seedProgress')).length).toBe(0);
  await page.evaluate(() =>
    localStorage.setItem('responses', JSON.stringify([{ id: 'r', jobId: 'job-1', answers: { q: 1 } }])),
  );
  const before = await snapshot(page);

  await page.getByText('Data', { exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const file = await (await downloading).path();
  expect(JSON.parse(readFileSync(file, 'utf8')).tables.candidates).toHaveLength(1000);
  await expect(page.getByText('Exported 25 jobs and 1000 candidates.')).toBeVisible();

  const rows = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await page.evaluate(() => localStorage.removeItem('responses'));
  await expect(matchCount(page)).toHaveText('998 candidates');

  const dismissed = answerDialogs(page, 'dismiss');
  await page.getByLabel('Import data').setInputFiles(file);
  await expect(page.getByText('Import cancelled; nothing changed.')).toBeVisible();
  expect(dismissed[0]).toMatch(/^confirm: Replace all data in this browser with the backup from /);
  await expect(matchCount(page)).toHaveText('998 candidates');

  answerDialogs(page, 'accept');
  await page.getByLabel('Import data').setInputFiles(file);
  await expect(page.getByText('Imported 25 jobs and 1000 candidates.')).toBeVisible();
  await expect(matchCount(page)).toHaveText('1000 candidates');
  expect(await snapshot(page)).toEqual(before);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('responses')))!)).toEqual([
    { id: 'r', jobId: 'job-1', answers: { q: 1 } },
  ]);
});

test('refuses a file that is not a backup, changing nothing', async ({ page }) => {
  await gotoApp(page, '/jobs');
  await page.getByText('Data', { exact: true }).click();
  await page.getByLabel('Import data').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello":"world"}'),
  });
  await expect(page.getByText('This file is not a TalentFlow backup.')).toBeVisible();
  expect(await readStore(page, 'jobs')).toHaveLength(25);
});

test('reset demo data asks first, then replaces everything with the seed', async ({ page }) => {
  await gotoApp(page, '/jobs');
  await page.evaluate(() => localStorage.setItem('responses', '[]'));
  await page.getByText('Data', { exact: true }).click();
  const dismissed = answerDialogs(page, 'dismiss');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('Reset cancelled; nothing changed.')).toBeVisible();
  expect(dismissed).toEqual(['confirm: Replace all data in this browser with fresh demo data? This cannot be undone.']);

  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill('Goes away on reset');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(await readStore(page, 'jobs')).toHaveLength(26);

  answerDialogs(page, 'accept');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('The demo data is back.')).toBeVisible();
  expect(await readStore(page, 'jobs')).toHaveLength(25);
  expect(await page.evaluate(() => localStorage.getItem('responses'))).toBeNull();
});
