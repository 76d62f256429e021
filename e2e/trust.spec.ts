import type { Page } from '@playwright/test';
import { cardName, cards, keyboardMove, openBoard } from './support/board';
import { storedCandidates } from './support/candidates';
import { answerDialogs, bodyRows, columnTexts, expect, gotoApp, readStore, setNetwork, test } from './support/fixtures';
import { focusReorderHandle, JOB_COLUMNS, jobRow, openJobs, storedJobs } from './support/jobs';

// Each case of "Trust under real use: nothing misplaced, lost or doubled", as a user meets it.

test('a rollback that lands during a second drag of the same card moves nothing else and saves the second move', async ({
  page,
}) => {
  await openBoard(page);
  const card = cards(page, 'applied').first();
  const name = await cardName(card);
  await setNetwork(page, { minLatencyMs: 4000, maxLatencyMs: 4000, failureRate: 1 });
  await keyboardMove(page, card, 1);
  await expect(cards(page, 'screen').filter({ hasText: name })).toHaveCount(1);

  // The first move will fail in a few seconds (time a loaded machine needs); lift the card again before it does.
  await setNetwork(page, { minLatencyMs: 1200, maxLatencyMs: 1200, failureRate: 0 });
  const moved = cards(page, 'screen').filter({ hasText: name });
  await moved.getByRole('button').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(`Could not move ${name} to screen`);
  // The board held still while the card was lifted: it is still the lifted card, in Screen.
  await expect(page.getByRole('button', { name: `${name}, screen` })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');

  await expect(cards(page, 'tech').filter({ hasText: name })).toHaveCount(1);
  await expect.poll(async () => (await storedCandidates(page)).find((item) => item.name === name)?.stage).toBe('tech');
  // The second move's success supersedes the first move's failure message.
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(cards(page, 'rejected').filter({ hasText: name })).toHaveCount(0);
});

const builder = (page: Page) => page.getByRole('region', { name: 'Assessment Builder' });
const storedTitle = async (page: Page, jobId: string) =>
  (await readStore<{ jobId: string; title: string }>(page, 'assessments')).find((item) => item.jobId === jobId)?.title;

test('an assessment edit is saved when the user leaves at once, and survives a reload', async ({ page }) => {
  await page.clock.install();
  await gotoApp(page, '/assessments/1');
  await expect(builder(page).getByRole('status')).toHaveText('Saved');
  // The page's clock stands still, so the user leaves before the autosave's delay runs out
  // however slow this machine is: only leaving can save the edit.
  await page.clock.pauseAt(Date.now() + 60_000);
  await builder(page).getByLabel('Assessment title').fill('Screening, edited');
  await expect(builder(page).getByRole('status')).toHaveText('Unsaved changes');
  await page.getByRole('navigation').getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await page.clock.resume();
  await expect.poll(() => storedTitle(page, 'job-1')).toBe('Screening, edited');
  await page.goto('/assessments/1');
  await expect(builder(page).getByLabel('Assessment title')).toHaveValue('Screening, edited');
});

test('a failed assessment save keeps the edit after leaving and coming back, and Retry saves it', async ({ page }) => {
  await gotoApp(page, '/assessments/1');
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await builder(page).getByLabel('Assessment title').fill('Kept through a failure');
  await expect(builder(page).getByRole('alert')).toContainText('Not saved: Network Error: Simulated failure');

  await page.getByRole('navigation').getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await page.getByRole('navigation').getByRole('link', { name: 'Assessments' }).click();
  await expect(builder(page).getByLabel('Assessment title')).toHaveValue('Kept through a failure');
  await expect(builder(page).getByRole('alert')).toContainText('Not saved');
  expect(await storedTitle(page, 'job-1')).not.toBe('Kept through a failure');

  await builder(page).getByRole('button', { name: 'Retry' }).click();
  await expect(builder(page).getByRole('status')).toHaveText('Saved');
  expect(await storedTitle(page, 'job-1')).toBe('Kept through a failure');
});

test('closing the tab with an unsaved assessment edit asks first', async ({ page }) => {
  await gotoApp(page, '/assessments/1');
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await builder(page).getByLabel('Assessment title').fill('Not yet saved');
  await expect(builder(page).getByRole('alert')).toContainText('Not saved');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('double clicks write once: a note, a candidate save, a new job', async ({ page }) => {
  await gotoApp(page, '/candidates');
  const [candidate] = await storedCandidates(page);
  await gotoApp(page, `/candidates/${candidate.id}`);
  await page.getByLabel('New note').fill('Strong portfolio @alice');
  await page.getByRole('button', { name: 'Add Note' }).dblclick();
  await expect(page.getByText('Strong portfolio')).toHaveCount(1);
  const notes = await readStore<{ candidateId: string; text: string }>(page, 'notes');
  expect(notes.filter((note) => note.text === 'Strong portfolio @alice')).toHaveLength(1);

  const alerts = answerDialogs(page, 'accept', 'accept');
  await page.getByRole('button', { name: 'Edit Candidate' }).click();
  await page.getByLabel('Name').fill(`${candidate.name} Jr`);
  await page.getByRole('button', { name: 'Save Changes' }).dblclick();
  await expect.poll(() => alerts).toEqual(['alert: Candidate updated successfully!']);
  await page.waitForTimeout(300);
  expect(alerts).toHaveLength(1);

  await openJobs(page);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill('QA Test Engineer');
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(dialog).toBeHidden();
  expect((await storedJobs(page)).filter((job) => job.title === 'QA Test Engineer')).toHaveLength(1);
});

test('four quick reorders of one job on a slow network all land, in order', async ({ page }) => {
  await openJobs(page);
  const before = (await columnTexts(page, JOB_COLUMNS.title)).map((text) => text.split('\n')[0]);
  await setNetwork(page, { minLatencyMs: 800, maxLatencyMs: 1500, failureRate: 0 });
  for (let move = 0; move < 4; move++) {
    await focusReorderHandle(page, before[0]);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
  }
  const expected = [...before.slice(1, 5), before[0], ...before.slice(5)];
  await expect
    .poll(async () => (await storedJobs(page)).slice(0, 10).map((job) => job.title), { timeout: 15_000 })
    .toEqual(expected);
  const titles = async () => (await columnTexts(page, JOB_COLUMNS.title)).map((text) => text.split('\n')[0]);
  await expect.poll(titles).toEqual(expected);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  const orders = (await storedJobs(page)).map((job) => job.order);
  expect(orders).toEqual(orders.map((_, index) => index));
});

test('failed reorders each keep their own message', async ({ page }) => {
  await openJobs(page);
  const before = (await columnTexts(page, JOB_COLUMNS.title)).map((text) => text.split('\n')[0]);
  await setNetwork(page, { minLatencyMs: 300, maxLatencyMs: 300, failureRate: 1 });
  for (const title of [before[0], before[5]]) {
    await focusReorderHandle(page, title);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
  }
  const alerts = page.getByRole('main').getByRole('alert');
  await expect(alerts).toHaveCount(2);
  await expect(alerts.nth(0)).toContainText(`Could not move "${before[0]}"`);
  await expect(alerts.nth(1)).toContainText(`Could not move "${before[5]}"`);
  await expect(bodyRows(page).first()).toContainText(before[0]);
});

test.describe('when every call fails', () => {
  test.use({ network: { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 } });

  test('the jobs list and the assessment page offer Retry, which loads them once the network is back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await gotoApp(page, '/jobs');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Error: Network Error: Simulated failure', {
      timeout: 20_000,
    });
    await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(bodyRows(page)).toHaveCount(10);

    await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
    await page.getByRole('navigation').getByRole('link', { name: 'Assessments' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Error loading assessment', { timeout: 20_000 });
    await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(builder(page).getByLabel('Assessment title')).toBeVisible();
  });
});

test('one rule for job titles: a seeded title, in any case, is refused next to the field on create and on edit', async ({
  page,
}) => {
  await openJobs(page);
  const jobs = await storedJobs(page);
  const [first, second] = jobs;
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill(`  ${first.title.toUpperCase()} `);
  await dialog.getByLabel('Package').fill('$90k - $120k');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Job Title')).toHaveAccessibleDescription('Another job already has this title');
  await expect(dialog.getByLabel('Package')).toHaveValue('$90k - $120k');
  await dialog.getByLabel('Job Title').fill('A title nobody has');
  await expect(dialog.getByText('Another job already has this title')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await jobRow(page, second.title).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await edit.getByLabel('Job Title').fill(first.title);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByLabel('Job Title')).toHaveAccessibleDescription('Another job already has this title');
  expect((await storedJobs(page)).filter((job) => job.title === first.title)).toHaveLength(1);
});
