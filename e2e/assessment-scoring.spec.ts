import type { Page } from '@playwright/test';
import { runtime } from './support/assessments';
import { answerDialogs, expect, gotoApp, setNetwork, test } from './support/fixtures';

const builder = (page: Page) => page.getByRole('region', { name: 'Assessment Builder' });
const preview = (page: Page) => page.getByRole('region', { name: 'Live Preview' });
const question = (page: Page, number: number) =>
  builder(page).getByRole('group', { name: `Question ${number}`, exact: true });
const responses = (page: Page) => page.getByRole('table').filter({ hasText: 'Candidate' });
const review = (page: Page) => page.getByRole('dialog');

async function addQuestion(page: Page, number: number, label: string, type: string) {
  await builder(page).getByRole('button', { name: 'Add question' }).click();
  await question(page, number).getByLabel(`Question ${number}`).fill(label);
  await question(page, number).getByLabel('Type').selectOption({ label: type });
}

/** Job 4 has no assessment in the seed: a colour (2 points, Blue right), a number (1 to 3 right) and an essay (3 points). */
async function buildMarkedAssessment(page: Page) {
  await gotoApp(page, '/assessments/job-4');
  await builder(page).getByLabel('Assessment title').fill('Marked quiz');
  await builder(page).getByRole('button', { name: 'Add section' }).click();
  await addQuestion(page, 1, 'Favourite colour', 'Single choice');
  const colour = question(page, 1);
  await colour.getByLabel('Option 1', { exact: true }).fill('Red');
  await colour.getByRole('button', { name: 'Add option' }).click();
  await colour.getByLabel('Option 2', { exact: true }).fill('Blue');
  await colour.getByRole('checkbox', { name: 'Option 2 is right' }).check();
  await colour.getByLabel('Points').fill('2');
  await addQuestion(page, 2, 'How many monitors', 'Number');
  await question(page, 2).getByLabel('Right from').fill('1');
  await question(page, 2).getByLabel('Right up to').fill('3');
  await addQuestion(page, 3, 'Why this team', 'Long text');
  await question(page, 3).getByLabel('Points').fill('3');
  await expect(builder(page).getByRole('status').filter({ hasNotText: 'Removed' })).toHaveText('Saved');
}

test('marks set in the builder score a response, and the preview and form never show them', async ({ page }) => {
  // A failed read of the answers is retried three times (1 + 2 + 4 s) before the dialog says so.
  test.setTimeout(60_000);
  await buildMarkedAssessment(page);
  await expect(preview(page).getByRole('radio', { name: 'Blue' })).toBeVisible();
  for (const region of [preview(page), runtime(page)]) {
    await expect(region.getByText(/right|points/i)).toHaveCount(0);
    await expect(region.getByRole('checkbox', { name: /is right/ })).toHaveCount(0);
  }

  const form = runtime(page);
  await form.getByRole('radio', { name: 'Blue' }).check();
  await form.getByLabel('How many monitors').fill('5');
  await form.getByLabel('Why this team').fill('<b>Because</b> of the people');
  const alerts = answerDialogs(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Response submitted successfully!']);

  await expect(page.getByText('1 response received')).toBeVisible();
  const row = responses(page).getByRole('row', { name: /Test response/ });
  await expect(row).toContainText('Awaiting review');
  // The list holds scores only: the answers are read when a response opens, and a failed read
  // says so in the dialog and is read again on Retry.
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await row.getByRole('button', { name: 'Review the response of Test response' }).click();
  await expect(review(page).getByRole('alert')).toHaveText('Error: Network Error: Simulated failure', {
    timeout: 20_000,
  });
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await review(page).getByRole('button', { name: 'Retry' }).click();
  await expect(review(page).getByRole('listitem').filter({ hasText: 'Favourite colour' })).toContainText(
    'Right: 2 / 2',
  );
  await expect(review(page).getByRole('listitem').filter({ hasText: 'How many monitors' })).toContainText(
    'Wrong: 0 / 1 (right: from 1 to 3)',
  );
  // What the applicant wrote shows as text, tags and all.
  await expect(review(page).getByText('<b>Because</b> of the people')).toBeVisible();

  const points = review(page).getByLabel('Points for “Why this team”');
  await points.fill('4');
  await review(page).getByRole('button', { name: 'Save points' }).click();
  await expect(review(page).getByRole('alert')).toContainText(
    'Give "Why this team" a whole number of points from 0 to 3',
  );
  await expect(points).toHaveValue('4');
  await points.fill('2');
  await review(page).getByRole('button', { name: 'Save points' }).dblclick();
  await expect(review(page).getByText('Score: 4 / 6 (67%)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('4 / 6 (67%)');
});

test('a response keeps the questions it answered after the builder changes them', async ({ page }) => {
  await buildMarkedAssessment(page);
  const form = runtime(page);
  await form.getByRole('radio', { name: 'Blue' }).check();
  await form.getByLabel('How many monitors').fill('2');
  answerDialogs(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('1 response received')).toBeVisible();
  // Blue earns 2, 2 monitors 1, and the essay left empty nothing: 3 of 6.
  await expect(responses(page).getByRole('row', { name: /Test response/ })).toContainText('3 / 6 (50%)');

  const colour = question(page, 1);
  await colour.getByLabel('Question 1').fill('Colour of the logo');
  await colour.getByRole('checkbox', { name: 'Option 1 is right' }).check();
  await question(page, 3).getByLabel('Points').fill('0');
  await expect(builder(page).getByRole('status').filter({ hasNotText: 'Removed' })).toHaveText('Saved');
  await page.reload();
  const row = responses(page).getByRole('row', { name: /Test response/ });
  await expect(row).toContainText('3 / 6 (50%)');
  await row.getByRole('button', { name: /Review/ }).click();
  await expect(review(page).getByRole('listitem').filter({ hasText: 'Favourite colour' })).toContainText(
    'Right: 2 / 2',
  );
  await expect(review(page).getByText('Colour of the logo')).toHaveCount(0);
});

test('responses sort by score and by time', async ({ page }) => {
  await buildMarkedAssessment(page);
  answerDialogs(page, 'accept', 'accept', 'accept');
  for (const [choice, monitors] of [
    ['Blue', '2'],
    ['Red', '9'],
    ['Blue', '9'],
  ]) {
    const form = runtime(page);
    await form.getByRole('radio', { name: choice }).check();
    await form.getByLabel('How many monitors').fill(monitors);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Submitted!')).toBeVisible();
    await page.reload();
  }
  await expect(page.getByText('3 responses received')).toBeVisible();
  const scores = () => responses(page).getByRole('row').filter({ hasText: 'Test response' });
  // The essay left empty earns nothing without waiting for a reviewer.
  await expect(scores().filter({ hasText: 'Awaiting review' })).toHaveCount(0);
  await expect(scores().nth(0)).toContainText('2 / 6 (33%)');
  const header = responses(page).getByRole('columnheader', { name: 'Score' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(scores().nth(0)).toContainText('3 / 6 (50%)');
  await expect(scores().nth(2)).toContainText('0 / 6 (0%)');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(scores().nth(0)).toContainText('0 / 6 (0%)');
});

test('a long list of responses shows 25 at a time, and a new sort starts from the first page', async ({ page }) => {
  await buildMarkedAssessment(page);
  // Setting up 26 responses through the form would take minutes: they are sent as the form sends them.
  const sent = await page.evaluate(async () => {
    // As the app's own calls do, each names the demo member it acts as.
    const member = { 'X-TalentFlow-Member': '@alice' };
    const stored = (await (await fetch('/assessments/job-4', { headers: member })).json()) as {
      questions: { id: string }[];
    };
    const colour = stored.questions[0].id;
    const statuses = [];
    for (let number = 0; number < 26; number++) {
      const answers = number === 0 ? { [colour]: 'Blue' } : {};
      const answered = await fetch('/assessments/job-4/submit', {
        method: 'POST',
        headers: { ...member, 'Content-Type': 'application/json' },
        body: JSON.stringify({ answers }),
      });
      statuses.push(answered.status);
    }
    return statuses;
  });
  expect(sent.every((status) => status === 200)).toBe(true);
  await page.reload();
  await expect(page.getByText('26 responses received')).toBeVisible();
  const rows = responses(page).getByRole('row').filter({ hasText: 'Test response' });
  await expect(rows).toHaveCount(25);
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  // Newest first: the first response sent is the last one listed.
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('2 / 6 (33%)');

  await responses(page).getByRole('columnheader', { name: 'Score' }).getByRole('button').click();
  await expect(pages).toContainText('Page 1 of 2');
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText('2 / 6 (33%)');
});
