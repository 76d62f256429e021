import type { Page } from '@playwright/test';
import { fillRequired, runtime, type StoredQuestion } from './support/assessments';
import { answerDialogs, expect, gotoApp, NO_LATENCY, readStore, setNetwork, test } from './support/fixtures';

const builder = (page: Page) => page.getByRole('region', { name: 'Assessment Builder' });
const preview = (page: Page) => page.getByRole('region', { name: 'Live Preview' });
const question = (page: Page, number: number) =>
  builder(page).getByRole('group', { name: `Question ${number}`, exact: true });

async function openAssessment(page: Page, path: string) {
  await gotoApp(page, path);
  await expect(builder(page)).toBeVisible();
}

/** The builder's save state (the other status it may show is an Undo offer). */
/** How many responses the job's panel says it has received (the sample data's candidates' and the tests'). */
async function responsesReceived(page: Page): Promise<number> {
  const said = page.getByText(/^\d+ responses? received$/);
  await expect(said).toBeVisible();
  return parseInt((await said.textContent())!, 10);
}

const saveStatus = (page: Page) => builder(page).getByRole('status').filter({ hasNotText: 'Removed' });

async function waitForSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText('Saved');
}

test('/assessments/1 opens the seeded assessment of job-1 in three sections', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  const title = jobs.find((job) => job.id === 'job-1')!.title;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Assessment: ${title}`);
  await expect(page).toHaveTitle(`Assessment · ${title} · TalentFlow`);
  for (const region of [builder(page), preview(page)]) await expect(region).toBeVisible();
  await expect(runtime(page)).toBeVisible();
  await expect(builder(page).getByLabel('Section 1 title')).toHaveValue('General Knowledge');
  await expect(preview(page).getByRole('heading', { name: 'General Knowledge' })).toBeVisible();
  await expect(runtime(page).getByRole('heading', { name: 'General Knowledge' })).toBeVisible();
  await expect(builder(page).getByRole('group', { name: /^Question \d+$/ })).toHaveCount(10);
  await expect(preview(page).getByRole('radio', { name: 'GET' })).toBeDisabled();
  await expect(preview(page).getByRole('button', { name: 'Submit' })).toHaveCount(0);
});

test('at 1440 px the builder gives a question its line and its section buttons one line each', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAssessment(page, '/assessments/1');
  const first = question(page, 1);
  const text = first.getByRole('textbox', { name: 'Question 1', exact: true });
  await expect(text).toHaveValue('Which HTTP method is idempotent?');
  // The text box is as wide as its question, not squeezed beside the type.
  const [box, group] = await Promise.all([text.boundingBox(), first.boundingBox()]);
  expect(box!.width).toBeGreaterThan(group!.width * 0.9);
  const section = builder(page).getByRole('region', { name: 'Section 1' });
  const heights = await Promise.all(
    ['Move section up', 'Move section down', 'Remove section'].map(
      async (name) => (await section.getByRole('button', { name }).boundingBox())!.height,
    ),
  );
  expect(new Set(heights).size).toBe(1);
});

test('/assessments/job-2 and the job picker open other jobs', async ({ page }) => {
  await openAssessment(page, '/assessments/job-2');
  await expect(builder(page).getByLabel('Section 1 title')).toHaveValue('General Knowledge');
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  await page.getByLabel('Job').selectOption('job-7');
  await expect(page).toHaveURL('/assessments/job-7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Assessment: ${jobs.find((job) => job.id === 'job-7')!.title}`,
  );
  await expect(builder(page).getByLabel('Assessment title')).toHaveValue('Untitled Assessment');
});

test('an unknown job shows "No assessment found."', async ({ page }) => {
  await gotoApp(page, '/assessments/job-999');
  await expect(page.getByText('No assessment found.')).toBeVisible();
});

test('builder edits show in the preview at once and are saved for the next visit', async ({ page }) => {
  await openAssessment(page, '/assessments/job-4');
  await builder(page).getByLabel('Assessment title').fill('Frontend screening');
  await expect(preview(page).getByRole('heading', { name: 'Frontend screening' })).toBeVisible();
  await builder(page).getByRole('button', { name: 'Add section' }).click();
  await expect(preview(page).getByRole('heading', { name: 'New Section' })).toBeVisible();
  await builder(page).getByLabel('Section 1 title').fill('Basics');
  await builder(page).getByRole('button', { name: 'Add question to section 1' }).click();
  await expect(preview(page).getByLabel('New Question')).toBeVisible();
  await question(page, 1).getByLabel('Question 1').fill('Favourite framework');
  await question(page, 1).getByLabel('Type').selectOption('single');
  await expect(question(page, 1).getByLabel('Option 1', { exact: true })).toHaveValue('Option 1');
  await question(page, 1).getByLabel('Option 1', { exact: true }).fill('React');
  await question(page, 1).getByRole('button', { name: 'Add option' }).click();
  await question(page, 1).getByLabel('Option 2', { exact: true }).fill('Vue');
  await question(page, 1).getByLabel('Required').check();
  await expect(
    preview(page)
      .getByRole('radiogroup', { name: /Favourite framework/ })
      .getByRole('radio'),
  ).toHaveCount(2);
  await waitForSaved(page);

  await page.reload();
  await expect(builder(page).getByLabel('Assessment title')).toHaveValue('Frontend screening');
  await expect(builder(page).getByLabel('Section 1 title')).toHaveValue('Basics');
  await expect(question(page, 1).getByLabel('Option 2', { exact: true })).toHaveValue('Vue');
  await expect(question(page, 1).getByLabel('Required')).toBeChecked();
  const stored = (await readStore<{ jobId: string; questions: StoredQuestion[] }>(page, 'assessments')).find(
    (item) => item.jobId === 'job-4',
  )!;
  expect(stored.questions.map((item) => item.label)).toEqual(['Favourite framework']);
});

test('questions can be moved, duplicated and removed', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const label = (number: number) => question(page, number).getByLabel(`Question ${number}`);
  const first = await label(1).inputValue();
  const second = await label(2).inputValue();
  await question(page, 1).getByRole('button', { name: 'Move down' }).click();
  await expect(label(1)).toHaveValue(second);
  await expect(label(2)).toHaveValue(first);
  await question(page, 2).getByRole('button', { name: 'Duplicate' }).click();
  await expect(label(3)).toHaveValue(`${first} (copy)`);
  await expect(builder(page).getByRole('group', { name: /^Question \d+$/ })).toHaveCount(11);
  await question(page, 3).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(builder(page).getByRole('group', { name: /^Question \d+$/ })).toHaveCount(10);
  await waitForSaved(page);
});

test('submitting with no questions alerts and saves nothing', async ({ page }) => {
  await openAssessment(page, '/assessments/job-9');
  const alerts = answerDialogs(page);
  await runtime(page).getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['alert: No questions available to submit.']);
  expect(await page.evaluate(() => localStorage.getItem('responses'))).toBeNull();
});

test('a required question left blank alerts; whitespace does not count as an answer', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  await fillRequired(page);
  await runtime(page).getByLabel('What does SQL stand for?').fill('   ');
  const alerts = answerDialogs(page);
  await runtime(page).getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Please fill all required questions before submitting.']);
  await expect(runtime(page).getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('after the alert each unanswered required question is marked, and focus goes to the first', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const form = runtime(page);
  await form.getByRole('checkbox', { name: 'Node.js' }).check();
  const alerts = answerDialogs(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Please fill all required questions before submitting.']);

  const sql = form.getByLabel('What does SQL stand for?');
  await expect(sql).toHaveAccessibleDescription('This question needs an answer');
  await expect(form.getByLabel(/How many years of professional experience/)).toHaveAccessibleDescription(
    'This question needs an answer',
  );
  // The first required question in the form is the radio group; its first option takes focus.
  await expect(form.getByRole('radio').first()).toBeFocused();
  await expect(form.getByRole('radiogroup').first()).toHaveAccessibleDescription('This question needs an answer');

  await sql.fill('Structured Query Language');
  await expect(sql).not.toHaveAccessibleDescription('This question needs an answer');
});

test('numbers outside min and max and text over its maximum length are refused next to the field', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  await question(page, 3).getByLabel('Maximum length').fill('5');
  await waitForSaved(page);
  const years = await fillRequired(page);
  const form = runtime(page);
  await form.getByLabel(/How many years of professional experience/).fill(String(years.max! + 1));
  await form.getByLabel('What does SQL stand for?').fill('Structured');
  const alerts = answerDialogs(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  // Every required answer is there: no alert, but a summary naming each question and its rule.
  const summary = form.getByRole('alert');
  await expect(summary).toContainText('2 answers need attention before sending:');
  await expect(summary).toContainText('What does SQL stand for?: Use at most 5 characters (now 10)');
  await expect(summary).toContainText(`: Enter a number from ${years.min} to ${years.max}`);
  expect(alerts).toEqual([]);
  await expect(form.getByText(`Enter a number from ${years.min} to ${years.max}`, { exact: true })).toBeVisible();
  await expect(form.getByText('Use at most 5 characters (now 10)', { exact: true })).toBeVisible();
  await expect(form.getByLabel('What does SQL stand for?')).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => localStorage.getItem('responses'))).toBeNull();

  await form.getByLabel(/How many years of professional experience/).fill('0');
  await expect(form.getByText(`Enter a number from ${years.min} to ${years.max}`, { exact: true })).toBeHidden();
});

test('a conditional question shows only when the earlier answer matches', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const condition = question(page, 4);
  await condition.getByLabel('Show only when').selectOption({ label: 'Which HTTP method is idempotent?' });
  await condition.getByLabel('is answered').selectOption('PATCH');
  await expect(
    preview(page).getByText('Shown only when “Which HTTP method is idempotent?” is answered “PATCH”'),
  ).toBeVisible();
  const form = runtime(page);
  const longQuestion = form.getByLabel('Describe a project you are proud of.');
  await expect(longQuestion).toBeHidden();
  await form.getByRole('radio', { name: 'PATCH' }).check();
  await expect(longQuestion).toBeVisible();
  await form.getByRole('radio', { name: 'GET' }).check();
  await expect(longQuestion).toBeHidden();
});

test('a successful submit saves the response, alerts, and locks the form', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const before = await responsesReceived(page);
  await expect(runtime(page).getByText(/responses? received/)).toHaveCount(0);
  await fillRequired(page);
  const alerts = answerDialogs(page);
  await runtime(page).getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Response submitted successfully!']);

  const form = runtime(page);
  await expect(form.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  await expect(form.getByText('Submitted!')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'GET' })).toBeDisabled();
  await expect(form.getByLabel('What does SQL stand for?')).toBeDisabled();

  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('responses')))!);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ jobId: 'job-1', candidateId: 'local_candidate' });
  expect(Object.values(stored[0].answers)).toContain('Structured Query Language');
  expect(stored[0].id).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Date(stored[0].submittedAt).toString()).not.toBe('Invalid Date');
  await expect(page.getByText(`${before + 1} responses received`)).toBeVisible();
  // The responses table fits the runtime panel's column: its Review button is inside the panel.
  const review = page.getByRole('button', { name: 'Review the response of Test response' });
  const [button, panel] = await Promise.all([
    review.boundingBox(),
    page.getByRole('region', { name: 'Test Runtime Form' }).boundingBox(),
  ]);
  expect(button!.x + button!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
  await review.click();
  await expect(page.getByRole('dialog').getByText('Structured Query Language')).toBeVisible();
});

test('a double click on Submit saves one response', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const before = await responsesReceived(page);
  await fillRequired(page);
  const alerts = answerDialogs(page, 'accept', 'accept');
  await runtime(page).getByRole('button', { name: 'Submit' }).dblclick();
  await expect(runtime(page).getByText('Submitted!')).toBeVisible();
  await expect(page.getByText(`${before + 1} responses received`)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('responses')))!)).toHaveLength(1);
  await expect.poll(() => alerts).toEqual(['alert: Response submitted successfully!']);
  await page.reload();
  await expect(page.getByText(`${before + 1} responses received`)).toBeVisible();
});

test('answers start over when the structure changes', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  await runtime(page).getByLabel('What does SQL stand for?').fill('kept while wording changes');
  await question(page, 1).getByLabel('Question 1').fill('Which HTTP method is safe?');
  await expect(runtime(page).getByLabel('What does SQL stand for?')).toHaveValue('kept while wording changes');
  await builder(page).getByRole('button', { name: 'Add question to section 1' }).click();
  await expect(runtime(page).getByLabel('What does SQL stand for?')).toHaveValue('');
});

test('a corrupt responses value in localStorage does not break submitting', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  await page.evaluate(() => localStorage.setItem('responses', '{not json'));
  await fillRequired(page);
  const alerts = answerDialogs(page);
  await runtime(page).getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Response submitted successfully!']);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('responses')))!)).toHaveLength(1);
});

test.describe('with a slow network', () => {
  // Long enough that a busy machine still sees the loading text after start-up.
  test.use({ network: { minLatencyMs: 3000, maxLatencyMs: 3000, failureRate: 0 } });
  test('shows "Loading assessment..." first', async ({ page }) => {
    await gotoApp(page, '/assessments/1');
    await expect(page.getByText('Loading assessment...')).toBeVisible();
    await expect(builder(page)).toBeVisible();
  });
});

test.describe('when every call fails', () => {
  test.use({ network: { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 } });
  test('shows "Error loading assessment" after the retries', async ({ page }) => {
    await gotoApp(page, '/assessments/1');
    await expect(page.getByText('Error loading assessment')).toBeVisible({ timeout: 15_000 });
  });
});

test('removing a section offers Undo for a few seconds, which brings back its questions', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const sections = builder(page).getByRole('region', { name: /^Section \d+$/ });
  const sectionCount = await sections.count();
  const first = builder(page).getByRole('region', { name: 'Section 1', exact: true });
  const title = await first.getByLabel('Section 1 title').inputValue();
  const count = await first.getByRole('group', { name: /^Question \d+$/ }).count();
  expect(count).toBeGreaterThan(1);
  await first.getByRole('button', { name: 'Remove section' }).click();

  const offer = builder(page).getByRole('status').filter({ hasText: 'Removed section' });
  await expect(offer).toContainText(`Removed section "${title}" with ${count} questions.`);
  await expect(sections).toHaveCount(sectionCount - 1);
  await expect(offer.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(offer).toBeHidden();
  await expect(builder(page).getByLabel('Section 1 title')).toHaveValue(title);
  await expect(
    builder(page)
      .getByRole('region', { name: 'Section 1', exact: true })
      .getByRole('group', { name: /^Question \d+$/ }),
  ).toHaveCount(count);
  await waitForSaved(page);
  const stored = (await readStore<{ jobId: string; sections: { title: string }[] }>(page, 'assessments')).find(
    (item) => item.jobId === 'job-1',
  )!;
  expect(stored.sections[0].title).toBe(title);
});

test('a removed question can be taken back, and the offer goes after a few seconds', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const label = await question(page, 2).getByLabel('Question 2', { exact: true }).inputValue();
  await question(page, 2).getByRole('button', { name: 'Remove', exact: true }).click();
  const offer = builder(page).getByRole('status').filter({ hasText: 'Removed question' });
  await expect(offer).toContainText(`Removed question "${label}".`);
  await offer.getByRole('button', { name: 'Undo' }).click();
  await expect(question(page, 2).getByLabel('Question 2', { exact: true })).toHaveValue(label);

  await question(page, 2).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(offer).toBeVisible();
  await expect(offer).toBeHidden({ timeout: 15_000 });
  await expect(question(page, 2).getByLabel('Question 2', { exact: true })).not.toHaveValue(label);
});

for (const width of [390, 1440]) {
  test(`at ${width} px every builder control stays inside its question and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAssessment(page, '/assessments/1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const questions = await builder(page)
      .getByRole('group', { name: /^Question \d+$/ })
      .all();
    expect(questions.length).toBeGreaterThan(5);
    for (const editor of questions) {
      const card = (await editor.boundingBox())!;
      for (const control of await editor.getByRole('combobox').all()) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
      }
    }
  });
}

test('builder problems show beside their fields and hold the save until put right', async ({ page }) => {
  await openAssessment(page, '/assessments/1');
  const status = builder(page)
    .getByRole('status')
    .filter({ hasText: /Saved|Not saved|Unsaved|Saving/ });
  const storedLabel = async () =>
    (await readStore<{ jobId: string; questions: StoredQuestion[] }>(page, 'assessments')).find(
      (item) => item.jobId === 'job-1',
    )!.questions[0].label;
  const before = await storedLabel();

  const label = question(page, 1).getByLabel('Question 1', { exact: true });
  await label.fill('   ');
  await expect(label).toHaveAccessibleDescription('Give the question a label');
  await expect(status).toHaveText('Not saved: put right the fields marked below');
  const option = question(page, 1).getByLabel('Option 1', { exact: true });
  await option.fill('');
  await expect(option).toHaveAccessibleDescription('Give the option a label');

  const numeric = builder(page)
    .getByRole('group', { name: /^Question \d+$/ })
    .filter({ has: page.getByLabel('Minimum') })
    .first();
  await numeric.getByLabel('Maximum').fill('1');
  await numeric.getByLabel('Minimum').fill('5');
  await expect(numeric.getByLabel('Minimum')).toHaveAccessibleDescription('The minimum must not be above the maximum');
  await page.waitForTimeout(1000);
  expect(await storedLabel()).toBe(before);

  await label.fill('Which HTTP method is safe?');
  await option.fill('GET');
  await numeric.getByLabel('Minimum').fill('0');
  await expect(label).not.toHaveAttribute('aria-invalid', 'true');
  await waitForSaved(page);
  expect(await storedLabel()).toBe('Which HTTP method is safe?');
});

test('a save from another tab meanwhile: the draft stays, a choice the network fails says so, and Keep my version saves it', async ({
  page,
}) => {
  await openAssessment(page, '/assessments/3');
  const otherTab = await page.context().newPage();
  await openAssessment(otherTab, '/assessments/3');
  await builder(otherTab).getByLabel('Assessment title').fill('Saved in the other tab');
  await expect(saveStatus(otherTab)).toHaveText('Saved');

  await builder(page).getByLabel('Assessment title').fill('Typed in this tab');
  const notice = builder(page).getByRole('alert');
  await expect(notice).toContainText('Not saved: Changed by someone else since you opened it.');
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await builder(page).getByRole('button', { name: 'Keep my version' }).click();
  await expect(notice).toContainText('Could not read the saved version: Network Error: Simulated failure');
  await expect(builder(page).getByLabel('Assessment title')).toHaveValue('Typed in this tab');

  await setNetwork(page, NO_LATENCY);
  await builder(page).getByRole('button', { name: 'Keep my version' }).click();
  await expect(saveStatus(page)).toHaveText('Saved');
  const stored = await readStore<{ jobId: string; title: string; version: number }>(page, 'assessments');
  expect(stored.find((item) => item.jobId === 'job-3')).toMatchObject({ title: 'Typed in this tab' });
  await otherTab.close();
});
