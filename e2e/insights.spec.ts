import type { Page } from '@playwright/test';
import { keyboardMove, cards, openBoard } from './support/board';
import { matchCount, stageName, STAGES, type StoredTimelineEntry, storedCandidates } from './support/candidates';
import { expect, gotoApp, readStore, test, untilSampleWritten } from './support/fixtures';

const PIPELINE = STAGES.slice(0, 5);

/** How many candidates got at least as far as each pipeline stage, worked out from the stored data. */
async function expectedFunnel(page: Page, jobId?: string) {
  await untilSampleWritten(page);
  const candidates = (await storedCandidates(page)).filter((item) => !jobId || item.jobId === jobId);
  const timeline = await readStore<StoredTimelineEntry>(page, 'timelines');
  const furthest = new Map(candidates.map((item) => [item.id, Math.max(0, PIPELINE.indexOf(item.stage))]));
  for (const entry of timeline) {
    const known = furthest.get(entry.candidateId);
    if (known !== undefined) {
      furthest.set(entry.candidateId, Math.max(known, PIPELINE.indexOf(entry.from), PIPELINE.indexOf(entry.to)));
    }
  }
  return PIPELINE.map((_, step) => [...furthest.values()].filter((index) => index >= step).length);
}

async function openInsights(page: Page, query = '') {
  await gotoApp(page, `/insights${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pipeline funnel' }).getByRole('row')).toHaveCount(6);
}

const funnelRow = (page: Page, stage: string) =>
  page.getByRole('region', { name: 'Pipeline funnel' }).getByRole('row', { name: new RegExp(`^${stageName(stage)} `) });
const countLink = (page: Page, stage: string) =>
  page.getByRole('region', { name: 'Candidates by stage' }).getByRole('link', { name: new RegExp(` in ${stage}$`) });

test('the sidebar reaches insights after Assessments; the funnel and counts match the data', async ({ page }) => {
  await gotoApp(page, '/');
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveText([
    '⌂Home',
    '▤Jobs',
    '☺Candidates',
    '✎Assessments',
    '◔Insights',
    '◷Interviews',
    '@Mentions',
    '≡Activity',
    '✉Templates',
  ]);
  await links.filter({ hasText: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page).toHaveTitle('Insights · TalentFlow');

  const funnel = await expectedFunnel(page);
  for (const [step, stage] of PIPELINE.entries()) {
    const conversion = step === 0 ? '—' : `${Number(((funnel[step] / funnel[step - 1]) * 100).toFixed(1))}%`;
    await expect(funnelRow(page, stage).getByRole('cell')).toHaveText([String(funnel[step]), conversion]);
  }
  const candidates = await storedCandidates(page);
  for (const stage of STAGES) {
    await expect(countLink(page, stage)).toHaveText(String(candidates.filter((item) => item.stage === stage).length));
  }
  // Time in stage: days for the stays that ended. When a candidate applied is not on record, so
  // applied has no finished stays.
  const timeRow = (stage: string) =>
    page.getByRole('region', { name: 'Time in stage' }).getByRole('row', { name: new RegExp(`^${stageName(stage)} `) });
  await expect(timeRow('applied').getByRole('cell')).toHaveText([
    '—',
    '—',
    '0',
    String(candidates.filter((item) => item.stage === 'applied').length),
  ]);
  await expect(timeRow('screen').getByRole('cell').nth(0)).toHaveText(/^\d+(\.\d)?$/);
  await expect(timeRow('screen').getByRole('cell').nth(2)).not.toHaveText('0');
});

test('the job choice scopes every figure and lives in the address; counts open the filtered list', async ({ page }) => {
  await openInsights(page);
  await page.getByRole('combobox', { name: 'Job' }).selectOption('job-6');
  await expect(page).toHaveURL('/insights?job=job-6');
  const ofJob = (await storedCandidates(page)).filter((item) => item.jobId === 'job-6');
  await expect(page.getByText(`${ofJob.length} candidates`, { exact: true })).toBeVisible();
  const funnel = await expectedFunnel(page, 'job-6');
  await expect(funnelRow(page, 'applied').getByRole('cell').first()).toHaveText(String(funnel[0]));

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue('job-6');
  await expect(funnelRow(page, 'screen').getByRole('cell').first()).toHaveText(String(funnel[1]));

  await countLink(page, 'hired').click();
  await expect(page).toHaveURL('/candidates?stage=hired&job=job-6');
  const hired = ofJob.filter((item) => item.stage === 'hired').length;
  await expect(matchCount(page)).toHaveText(`${hired} ${hired === 1 ? 'candidate' : 'candidates'}`);

  await page.goBack();
  await funnelRow(page, 'screen').getByRole('link').click();
  await expect(page).toHaveURL('/candidates?job=job-6&reached=screen');
  await expect(page.getByText('Showing candidates who reached screen or further.')).toBeVisible();
  await expect(matchCount(page)).toHaveText(`${funnel[1]} ${funnel[1] === 1 ? 'candidate' : 'candidates'}`);
});

test('figures follow a move made in another tab', async ({ page, context }) => {
  await openInsights(page);
  const applied = Number(await countLink(page, 'applied').textContent());
  const screen = Number(await countLink(page, 'screen').textContent());

  const other = await context.newPage();
  await openBoard(other);
  await keyboardMove(other, cards(other, 'applied').first(), 1);
  await expect(countLink(page, 'applied')).toHaveText(String(applied - 1));
  await expect(countLink(page, 'screen')).toHaveText(String(screen + 1));
});
