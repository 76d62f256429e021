import type { Page } from '@playwright/test';
import { matchCount } from './support/candidates';
import { expect, gotoApp, readStore, test } from './support/fixtures';

interface StoredCandidate {
  id: string;
  name: string;
  jobId: string;
}

const builder = (page: Page) => page.getByRole('region', { name: 'Assessment Builder' });
const assessments = (page: Page) => page.getByRole('region', { name: 'Assessments' });
const rows = (page: Page) => page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');

/** Job 4 has no assessment in the seed: one question, Blue right. */
async function buildOneQuestionQuiz(page: Page) {
  await gotoApp(page, '/assessments/job-4');
  await builder(page).getByLabel('Assessment title').fill('Colour quiz');
  await builder(page).getByRole('button', { name: 'Add section' }).click();
  await builder(page).getByRole('button', { name: 'Add question' }).click();
  const question = builder(page).getByRole('group', { name: 'Question 1', exact: true });
  await question.getByLabel('Question 1').fill('Favourite colour');
  await question.getByLabel('Type').selectOption({ label: 'Single choice' });
  await question.getByLabel('Option 1', { exact: true }).fill('Red');
  await question.getByRole('button', { name: 'Add option' }).click();
  await question.getByLabel('Option 2', { exact: true }).fill('Blue');
  await question.getByRole('checkbox', { name: 'Option 2 is right' }).check();
  await expect(builder(page).getByRole('status').filter({ hasNotText: 'Removed' })).toHaveText('Saved');
}

/** Sends the candidate their link from their page and answers it in another tab. */
async function answerAs(page: Page, candidate: StoredCandidate, colour: string) {
  await gotoApp(page, `/candidates/${candidate.id}`);
  await assessments(page).getByRole('button', { name: 'Send assessment' }).click();
  const link = assessments(page).getByLabel(/Link for the candidate/);
  await expect(link).toHaveValue(/\/take\/[0-9a-f]{32}$/);
  const applicant = await page.context().newPage();
  await gotoApp(applicant, new URL(await link.inputValue()).pathname);
  await applicant.getByRole('radio', { name: colour }).check();
  await applicant.getByRole('button', { name: 'Submit' }).click();
  await expect(applicant.getByRole('heading', { name: 'Answers received' })).toBeVisible();
  await applicant.close();
  await expect(assessments(page).getByRole('listitem')).toContainText(
    colour === 'Blue' ? '1 / 1 (100%)' : '0 / 1 (0%)',
  );
}

/**
 * A quiz on job 4 answered by two of its candidates through their links: one right (100%), one
 * wrong (0%). Answering as they would, in tabs of their own, takes most of a test's time.
 */
async function twoAnswered(page: Page) {
  await buildOneQuestionQuiz(page);
  const ofJob4 = (await readStore<StoredCandidate>(page, 'candidates')).filter((item) => item.jobId === 'job-4');
  const [right, wrong] = [ofJob4[0], ofJob4[1]];
  await answerAs(page, right, 'Blue');
  await answerAs(page, wrong, 'Red');
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  return { ofJob4, right, wrong, jobTitle: jobs.find((job) => job.id === 'job-4')!.title };
}

// Each test first builds the quiz and answers it twice through the applicant's page: about 15 s
// alone, past the default 30 on a machine busy with other tests.
test.slow();

test('scores show on the candidate list, sorted, filtered and kept in the address, and on the board', async ({
  page,
}) => {
  const { ofJob4, right, wrong } = await twoAnswered(page);

  await gotoApp(page, '/candidates?job=job-4');
  await expect(matchCount(page)).toHaveText(`${ofJob4.length} candidates`);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Score, highest first' });
  await expect(rows(page).first()).toContainText(right.name);
  await expect(rows(page).first()).toContainText('Score 100%, passed');
  await expect(rows(page).nth(1)).toContainText(wrong.name);
  await expect(rows(page).nth(1)).toContainText('Score 0%, below the pass mark');
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Score, lowest first' });
  await expect(rows(page).first()).toContainText(wrong.name);
  await expect(rows(page).nth(1)).toContainText(right.name);

  const minimum = page.getByRole('spinbutton', { name: 'Score at least' });
  await minimum.fill('150');
  await expect(minimum).toHaveAttribute('aria-invalid', 'true');
  await expect(minimum).toHaveAccessibleDescription('A whole number from 0 to 100');
  await expect(matchCount(page)).toHaveText(`${ofJob4.length} candidates`);
  await minimum.fill('50');
  await expect(page.getByText('1 candidate', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(right.name);
  await expect(page).toHaveURL(/minScore=50/);
  await page.reload();
  await expect(minimum).toHaveValue('50');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('score-asc');

  await gotoApp(page, '/candidates/kanban?job=job-4');
  const card = page.getByRole('button', { name: new RegExp(`^${right.name}, \\w+, score 1 / 1 \\(100%\\)$`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('100%');
});

test('the job page, insights and the list of every assessment count the responses and their scores', async ({
  page,
}) => {
  const { jobTitle } = await twoAnswered(page);
  await gotoApp(page, '/jobs/job-4');
  const results = page.getByRole('definition');
  await expect(page.getByRole('region', { name: 'Assessment' })).toContainText('2 responses');
  await expect(results.filter({ hasText: '50%' })).toHaveText('50%');
  await expect(results.filter({ hasText: 'scored' })).toHaveText('1 of 2 scored (pass mark 70%)');

  await gotoApp(page, '/insights');
  const passRates = page.getByRole('region', { name: 'Assessment pass rate by job' });
  await expect(passRates.getByRole('row', { name: new RegExp(jobTitle) })).toContainText('50%');

  await gotoApp(page, '/assessments/job-4');
  await page.getByRole('link', { name: 'All assessments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${jobTitle}`) });
  await expect(row.getByRole('cell')).toHaveText(['Colour quiz', '1', '2', '50%']);
  await row.getByRole('link', { name: 'Colour quiz' }).click();
  await expect(builder(page).getByLabel('Assessment title')).toHaveValue('Colour quiz');
});
