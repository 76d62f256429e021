import type { Page } from '@playwright/test';
import { answerDialogs, expect, gotoApp, readStore, test } from './support/fixtures';

interface StoredCandidate {
  id: string;
  name: string;
  jobId: string;
  stage: string;
}

async function candidateOfJob1(page: Page) {
  await gotoApp(page, '/candidates');
  const candidates = await readStore<StoredCandidate>(page, 'candidates');
  // One still in applied: the sample data's responses are of those who got further.
  return candidates.find((candidate) => candidate.jobId === 'job-1' && candidate.stage === 'applied')!;
}

const assessments = (page: Page) => page.getByRole('region', { name: 'Assessments' });

async function sendLink(page: Page, candidate: StoredCandidate): Promise<string> {
  await gotoApp(page, `/candidates/${candidate.id}`);
  await expect(assessments(page).getByText('No assessment sent yet.')).toBeVisible();
  await assessments(page).getByRole('button', { name: 'Send assessment' }).dblclick();
  const link = assessments(page).getByLabel(/Link for the candidate/);
  await expect(link).toHaveValue(/\/take\/[0-9a-f]{32}$/);
  await expect(assessments(page).getByRole('listitem')).toHaveCount(1);
  await expect(assessments(page).getByRole('listitem')).toContainText('Sent');
  return new URL(await link.inputValue()).pathname;
}

test('a sent link opens the assessment for that candidate, answers once, and the candidate page shows the times and score', async ({
  page,
  context,
}) => {
  const candidate = await candidateOfJob1(page);
  const path = await sendLink(page, candidate);

  const applicant = await context.newPage();
  await gotoApp(applicant, path);
  const form = applicant.getByRole('form');
  await expect(form.getByRole('radio', { name: 'GET' })).toBeVisible();
  // The applicant's page: no recruiter tools.
  await expect(applicant.getByRole('link', { name: 'Candidates' })).toHaveCount(0);
  await expect(applicant.getByText(/Network/)).toHaveCount(0);
  await expect(assessments(page).getByRole('listitem')).toContainText('Started');

  await form.getByRole('radio', { name: 'GET' }).check();
  await form.getByRole('checkbox', { name: 'Node.js' }).check();
  await form.getByLabel('What does SQL stand for?').fill('Structured Query Language');
  // A closed tab keeps what was typed.
  await applicant.reload();
  await expect(applicant.getByLabel('What does SQL stand for?')).toHaveValue('Structured Query Language');
  const alerts = answerDialogs(applicant, 'accept', 'accept');
  await applicant.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Please fill all required questions before submitting.']);
  const years = applicant.getByLabel(/How many years of professional experience/);
  const [min, max] = [await years.getAttribute('min'), await years.getAttribute('max')];
  // Every required answer given, one out of its range: the form names the question and the rule.
  await years.fill(String(Number(max) + 1));
  await applicant.getByRole('button', { name: 'Submit' }).click();
  const summary = form.getByRole('alert');
  await expect(summary).toContainText('One answer needs attention before sending:');
  await expect(summary).toContainText(/How many years of professional experience.*: Enter a number from \d+ to \d+/);
  await expect(years).toBeFocused();
  await years.fill(String(min));
  await applicant.getByRole('button', { name: 'Submit' }).dblclick();
  // Received, said on the page in place of the form.
  await expect(applicant.getByRole('heading', { name: 'Answers received' })).toBeFocused();
  // A double click's second press that comes late, where the form was, leaves it there.
  await applicant.mouse.move(20, 400);
  await applicant.mouse.down({ clickCount: 2 });
  await applicant.mouse.up({ clickCount: 2 });
  await expect(applicant.getByRole('heading', { name: 'Answers received' })).toBeFocused();
  await expect(applicant.getByRole('form')).toHaveCount(0);
  await expect(applicant.getByText('Your answers are kept in this browser')).toHaveCount(0);
  expect(alerts).toEqual(['alert: Please fill all required questions before submitting.']);
  await applicant.reload();
  await expect(applicant.getByRole('heading', { name: 'Already submitted' })).toBeVisible();

  const item = assessments(page).getByRole('listitem');
  await expect(item).toContainText('Submitted');
  await expect(item).toContainText('Awaiting review');
  await item.getByRole('button', { name: 'View answers' }).click();
  await expect(page.getByRole('dialog').getByText('Structured Query Language')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(candidate.name);
  const responses = await readStore<{ candidateId: string }>(page, 'assessmentResponses');
  expect(responses.filter((response) => response.candidateId === candidate.id)).toHaveLength(1);
});

test('a wrong or used link says so and shows no questions', async ({ page }) => {
  await gotoApp(page, `/take/${'0'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await gotoApp(page, '/take/not-a-token');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
});

test('a job without a saved assessment cannot be sent, and says why', async ({ page }) => {
  await gotoApp(page, '/candidates');
  const candidates = await readStore<StoredCandidate>(page, 'candidates');
  const candidate = candidates.find((item) => item.jobId === 'job-7')!;
  await gotoApp(page, `/candidates/${candidate.id}`);
  await assessments(page).getByRole('button', { name: 'Send assessment' }).click();
  await expect(assessments(page).getByRole('alert')).toHaveText(
    "Could not send the assessment: The candidate's job has no saved assessment to send",
  );
  await expect(assessments(page).getByText('No assessment sent yet.')).toBeVisible();
});
