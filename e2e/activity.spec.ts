import type { Page } from '@playwright/test';
import { cardHandle, cardName, cards, column, keyboardMove, openBoard } from './support/board';
import { answerRejection, candidateList, matchCount, openCandidates } from './support/candidates';
import { expect, gotoApp, readStore, test } from './support/fixtures';
import { signInAs } from './support/people';
import { today } from './support/careers';

const changes = (page: Page) => page.getByRole('list', { name: 'Changes' });
const openActivity = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
};

test('the activity log says who moved a card and from which stage to which, to its mover and to an admin', async ({
  page,
}) => {
  await openBoard(page);
  await signInAs(page, 'Bob Okafor');
  const card = cards(page, 'applied').first();
  const name = await cardName(card);
  await keyboardMove(page, card, 1);
  await expect(cardHandle(column(page, 'screen'), name, 'screen')).toBeVisible();

  await openActivity(page);
  await expect(page.getByText('The changes you made, newest first.')).toBeVisible();
  await expect(page.getByLabel('Member')).toHaveCount(0);
  const moved = changes(page)
    .getByRole('listitem')
    .filter({ hasText: `Bob Okafor moved ${name} from Applied to Screen` });
  await expect(moved).toHaveCount(1);
  await expect(moved.getByRole('definition')).toHaveText('Applied → became Screen');

  await signInAs(page, 'Alice Moreau');
  await expect(page.getByText('Every change made in TalentFlow, newest first.')).toBeVisible();
  await expect(moved).toHaveCount(1);
  const member = page.getByLabel('Member');
  await member.selectOption({ label: 'Carol Lindqvist' });
  await expect(moved).toHaveCount(0);
  await expect(changes(page).getByRole('listitem').filter({ hasNotText: 'Carol Lindqvist' })).toHaveCount(0);
  await member.selectOption({ label: 'Bob Okafor' });
  await expect(moved).toHaveCount(1);
  await expect(page).toHaveURL(/member=/);
  // A day with nothing in it yet, then back to everything.
  await page.getByLabel('From').fill('2999-01-01');
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  // The address follows the filter a moment later; Back before it would leave the page.
  await expect(page).toHaveURL(/from=2999-01-01/);
  await page.goBack();
  await expect(moved).toHaveCount(1);

  // The candidate's own activity, from their page.
  await moved.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Activity', exact: true }).last().click();
  await expect(page.getByText(`Candidate: ${name}`)).toBeVisible();
  await expect(changes(page).getByRole('listitem').filter({ hasText: 'moved' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Every candidate' }).click();
  await expect(page.getByText(`Candidate: ${name}`)).toHaveCount(0);

  // An interviewer sees only their own (the sample data's scorecards), nobody else's.
  await signInAs(page, 'Dave Tanaka');
  await expect(page.getByText('The changes you made, newest first.')).toBeVisible();
  await expect(changes(page).getByRole('listitem').first()).toContainText('Dave Tanaka submitted a scorecard');
  await expect(changes(page).getByRole('listitem').filter({ hasNotText: 'Dave Tanaka' })).toHaveCount(0);
});

test("a bulk move is every candidate's entry, paged, and the job filter narrows them", async ({ page }) => {
  await openCandidates(page);
  await signInAs(page, 'Carol Lindqvist');
  await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption('applied');
  await expect(candidateList(page).getByRole('listitem').first()).toBeVisible();
  const count = Number((await matchCount(page).textContent())!.split(' ')[0]);
  expect(count).toBeGreaterThan(25);
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await page.getByLabel('Move to stage').selectOption('rejected');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await answerRejection(page);
  await expect(matchCount(page)).toHaveText('0 candidates');

  // Today's changes: the sample data's are older.
  await gotoApp(page, `/activity?from=${today()}`);
  const pages = Math.ceil(count / 25);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(changes(page).getByRole('listitem')).toHaveCount(25);
  await expect(changes(page).getByText(/^Carol Lindqvist moved .+ from Applied to Rejected$/)).toHaveCount(25);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  const [job] = await readStore<{ id: string; title: string }>(page, 'jobs');
  await page.getByLabel('Job').selectOption(job.id);
  await expect(page).not.toHaveURL(/page=/);
  const entries = changes(page).getByRole('listitem');
  // Every entry left is on the job.
  await expect(entries.filter({ hasNot: page.getByRole('link', { name: job.title, exact: true }) })).toHaveCount(0);
  await expect(page.getByText(/^Page \d+ of/)).toHaveCount(0);
  expect(await entries.count()).toBeGreaterThan(0);
});
