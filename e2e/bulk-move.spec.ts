import type { Page } from '@playwright/test';
import { cards, openBoard } from './support/board';
import {
  answerRejection,
  candidateList,
  matchCount,
  openCandidates,
  type StoredTimelineEntry,
  storedCandidates,
} from './support/candidates';
import { answerDialogs, expect, gotoApp, readStore, setNetwork, test } from './support/fixtures';

async function filterTo(page: Page, stage: string, jobId: string) {
  await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption(stage);
  await page.getByLabel('Job').selectOption(jobId);
}

test('rows show their job, and the job filter narrows the list', async ({ page }) => {
  await openCandidates(page);
  const everyone = await storedCandidates(page);
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  await page.getByLabel('Job').selectOption('job-7');
  const ofJob = everyone.filter((item) => item.jobId === 'job-7');
  await expect(matchCount(page)).toHaveText(`${ofJob.length} candidates`);
  await expect(candidateList(page).getByRole('listitem').first()).toContainText(
    jobs.find((job) => job.id === 'job-7')!.title,
  );
});

test('select all takes every match, not only the rows in view, and a double-clicked Move moves them once', async ({
  page,
}) => {
  await openCandidates(page);
  const selectAll = page.getByRole('checkbox', { name: /^Select all/ });
  await expect(selectAll).toHaveAccessibleName('Select all 1000');
  await selectAll.check();
  await expect(matchCount(page)).toHaveText('1000 candidates, 1000 selected');
  await selectAll.uncheck();
  await expect(matchCount(page)).toHaveText('1000 candidates');

  const everyone = await storedCandidates(page);
  const jobId = everyone.find((item) => item.stage === 'applied')!.jobId;
  const chosen = everyone.filter((item) => item.stage === 'applied' && item.jobId === jobId);
  await filterTo(page, 'applied', jobId);
  await selectAll.check();
  await expect(matchCount(page)).toHaveText(
    `${chosen.length} ${chosen.length === 1 ? 'candidate' : 'candidates'}, ${chosen.length} selected`,
  );
  const startedAt = new Date().toISOString();
  await page.getByLabel('Move to stage').selectOption('rejected');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await answerRejection(page);

  const noun = chosen.length === 1 ? 'candidate' : 'candidates';
  await expect(page.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
    `${chosen.length} ${noun} moved to rejected`,
  );
  // The list follows at once: none of this job is in applied any more.
  await expect(matchCount(page)).toHaveText('0 candidates');
  const after = await storedCandidates(page);
  for (const candidate of chosen) expect(after.find((item) => item.id === candidate.id)?.stage).toBe('rejected');
  const entries = (await readStore<StoredTimelineEntry>(page, 'timelines')).filter(
    (entry) => entry.timestamp >= startedAt,
  );
  expect(entries.map((entry) => entry.candidateId).sort()).toEqual(chosen.map((item) => item.id).sort());
  expect(new Set(entries.map((entry) => `${entry.from}→${entry.to}`))).toEqual(new Set(['applied→rejected']));

  await openBoard(page);
  await page.getByLabel('Job').selectOption(jobId);
  await expect(cards(page, 'applied')).toHaveCount(0);
  await expect(cards(page, 'rejected').filter({ hasText: chosen[0].name })).toHaveCount(1);
});

test('a bulk move that fails moves none of them and says why, keeping the selection', async ({ page }) => {
  await openCandidates(page);
  const everyone = await storedCandidates(page);
  await filterTo(page, 'tech', 'job-2');
  const chosen = everyone.filter((item) => item.stage === 'tech' && item.jobId === 'job-2');
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await page.getByLabel('Move to stage').selectOption('hired');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Could not move the candidates:');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('None of them moved.');
  await expect(matchCount(page)).toContainText(`${chosen.length} selected`);
  const after = await storedCandidates(page);
  for (const candidate of chosen) expect(after.find((item) => item.id === candidate.id)?.stage).toBe('tech');
});

test('a candidate someone else moves while a bulk move is on its way stays where they put it', async ({
  page,
  context,
}) => {
  await openCandidates(page);
  const everyone = await storedCandidates(page);
  const jobId = everyone.find((item) => item.stage === 'applied' && item.jobId !== '')!.jobId;
  const chosen = everyone.filter((item) => item.stage === 'applied' && item.jobId === jobId);
  await filterTo(page, 'applied', jobId);
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await expect(matchCount(page)).toHaveText(new RegExp(`, ${chosen.length} selected$`));

  // Someone else, in another tab, is about to move the first of them to Offer.
  const other = await context.newPage();
  await gotoApp(other, `/candidates/${chosen[0].id}`);
  await other.getByRole('button', { name: 'Edit Candidate' }).click();
  const theirPanel = other.getByRole('region', { name: 'Edit Candidate Info' });
  await theirPanel.getByLabel('Stage').selectOption('offer');
  answerDialogs(other);

  await setNetwork(page, { minLatencyMs: 4000, maxLatencyMs: 4000, failureRate: 0 });
  await page.getByLabel('Move to stage').selectOption('tech');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  // The bulk move is on its way for 4 s; their save, on the same network of this browser, is not.
  await expect(page.getByRole('button', { name: 'Moving...' })).toBeDisabled();
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await theirPanel.getByRole('button', { name: 'Save Changes' }).click();

  const rest = chosen.length - 1;
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    `${rest} ${rest === 1 ? 'candidate' : 'candidates'} moved to tech; 1 moved by someone else meanwhile stayed where they were put`,
  );
  const after = await storedCandidates(page);
  expect(after.find((item) => item.id === chosen[0].id)?.stage).toBe('offer');
  for (const candidate of chosen.slice(1)) expect(after.find((item) => item.id === candidate.id)?.stage).toBe('tech');
  const entries = (await readStore<StoredTimelineEntry>(page, 'timelines')).filter(
    (entry) => entry.candidateId === chosen[0].id && entry.to === 'tech',
  );
  expect(entries).toEqual([]);
});
