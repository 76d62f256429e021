import type { Page } from '@playwright/test';
import { expect, gotoApp, readStore, test } from './support/fixtures';
import { openCandidates, storedCandidates } from './support/candidates';
import { column, openBoard } from './support/board';
import { signInAs, type StoredAssignment } from './support/people';

/** A candidate nobody interviews yet, with Dave and Eve assigned to their screen by Bob. */
async function candidateForScreen(page: Page) {
  await openCandidates(page);
  await signInAs(page, 'Bob Okafor');
  const assigned = new Set(
    (await readStore<StoredAssignment>(page, 'assignments')).map((assignment) => assignment.candidateId),
  );
  const candidate = (await storedCandidates(page)).find((one) => !assigned.has(one.id) && one.stage === 'screen')!;
  await gotoApp(page, `/candidates/${candidate.id}`);
  const interviewers = page.getByRole('region', { name: 'Interviewers' });
  for (const name of ['Dave Tanaka', 'Eve Castillo']) {
    await interviewers.getByLabel('Interviewer').selectOption({ label: name });
    await interviewers.getByLabel('Interview stage').selectOption('screen');
    await interviewers.getByRole('button', { name: 'Assign' }).click();
    await expect(interviewers.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  }
  return candidate;
}

const scorecardOf = (page: Page, stage = 'Screen') => page.getByRole('form', { name: `Your ${stage} scorecard` });

async function rate(page: Page, ratings: Record<string, string>) {
  const form = scorecardOf(page);
  for (const [attribute, rating] of Object.entries(ratings)) {
    await form.getByRole('group', { name: attribute }).getByRole('radio', { name: rating, exact: true }).check();
  }
}

test("a job's interview plan is edited on its page, one attribute a line, and a mistake keeps what was typed", async ({
  page,
}) => {
  await gotoApp(page, '/jobs/job-3');
  const plan = page.getByRole('region', { name: 'Interview plan' });
  await expect(plan.getByText('Problem solving, System design, Code quality')).toBeVisible();
  await plan.getByRole('button', { name: 'Edit plan' }).click();
  await plan.getByLabel('Screen attributes').fill('Communication\nCuriosity\ncuriosity');
  await plan.getByRole('button', { name: 'Save plan' }).click();
  await expect(plan.getByRole('alert')).toHaveText('Could not save the plan: "curiosity" is listed twice');
  await expect(plan.getByLabel('Screen attributes')).toHaveValue('Communication\nCuriosity\ncuriosity');
  await plan.getByLabel('Screen attributes').fill('Communication\n<b>Curiosity</b>\n');
  await plan.getByRole('button', { name: 'Save plan' }).dblclick();
  await expect(plan.getByText('Communication, <b>Curiosity</b>')).toBeVisible();
  await page.reload();
  await expect(plan.getByText('Communication, <b>Curiosity</b>')).toBeVisible();

  // An interviewer reads the plan and is offered no edit.
  await signInAs(page, 'Dave Tanaka');
  await expect(plan.getByText('Communication, <b>Curiosity</b>')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Edit plan' })).toHaveCount(0);
});

test("an interviewer cannot see another's scorecard before submitting their own, and sees both side by side after", async ({
  page,
}) => {
  const candidate = await candidateForScreen(page);

  // Eve rates and submits first; a double click submits once.
  await signInAs(page, 'Eve Castillo');
  await rate(page, { Communication: 'Yes', Motivation: 'Strong yes', 'Overall recommendation': 'Strong yes' });
  await scorecardOf(page).getByLabel('Scorecard notes').fill('Asked <b>sharp</b> questions');
  await scorecardOf(page).getByRole('button', { name: 'Submit scorecard' }).dblclick();
  const eves = page.getByRole('group', { name: 'Your Screen scorecard' });
  await expect(eves).toContainText('was submitted');
  const scorecards = page.getByRole('region', { name: 'Scorecards' });
  await expect(scorecards.getByRole('columnheader', { name: 'Eve Castillo (Screen)' })).toBeVisible();

  // Dave sees only that one is hidden, not what it says.
  await signInAs(page, 'Dave Tanaka');
  await expect(scorecards.getByText('1 scorecard from someone else is hidden until you submit yours')).toBeVisible();
  await expect(scorecards.getByText('Eve Castillo')).toHaveCount(0);
  await expect(scorecards.getByText('No scorecards submitted yet.')).toBeVisible();
  await rate(page, { Communication: 'No' });
  await scorecardOf(page).getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(scorecardOf(page).getByRole('alert')).toHaveText(
    'Could not save the scorecard: Rate every attribute and give a recommendation before submitting.',
  );
  await scorecardOf(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(scorecardOf(page).getByText('Draft saved.')).toBeVisible();
  await page.reload();
  await expect(
    scorecardOf(page).getByRole('group', { name: 'Communication' }).getByRole('radio', { name: 'No', exact: true }),
  ).toBeChecked();
  await expect(scorecards.getByText('Eve Castillo')).toHaveCount(0);

  await rate(page, { Motivation: 'Yes', 'Overall recommendation': 'No' });
  await scorecardOf(page).getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(page.getByRole('group', { name: 'Your Screen scorecard' })).toContainText('was submitted');
  await expect(scorecards.getByText('hidden until you submit yours')).toHaveCount(0);
  const table = scorecards.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Attribute',
    'Dave Tanaka (Screen)',
    'Eve Castillo (Screen)',
    'All',
  ]);
  await expect(table.getByRole('row', { name: /^Communication/ })).toContainText('NoYes1 Yes, 1 No');
  await expect(table.getByRole('row', { name: /^Notes/ })).toContainText('Asked <b>sharp</b> questions');
  await expect(scorecards.getByText('Recommendations: Strong yes 1 · Yes 0 · No 1 · Strong no 0')).toBeVisible();

  // Dave thinks again: the amendment replaces his answer and says so.
  await page.getByRole('group', { name: 'Your Screen scorecard' }).getByRole('button', { name: 'Amend' }).click();
  await rate(page, { 'Overall recommendation': 'Yes' });
  await scorecardOf(page).getByRole('button', { name: 'Submit amendment' }).click();
  await expect(page.getByRole('group', { name: 'Your Screen scorecard' })).toContainText('amended 1×');
  await expect(scorecards.getByText('Recommendations: Strong yes 1 · Yes 1 · No 0 · Strong no 0')).toBeVisible();

  // The board's card shows the tally to a recruiter.
  await signInAs(page, 'Bob Okafor');
  await openBoard(page);
  await page.getByRole('searchbox', { name: 'Search the board' }).fill(candidate.email);
  await expect(column(page, 'screen').getByText('2 yes · 0 no')).toBeVisible();
});
