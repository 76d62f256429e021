import type { BrowserContext, Page } from '@playwright/test';
import { NETWORK_SETTINGS_KEY } from '../lib/shared/networkSettings.mjs';
import { type SeedPack, unpackHistories, unpackSeed } from '../lib/seed/seedPack';
import { matchCount } from './support/candidates';
import { bodyRows, expect, gotoApp, NO_LATENCY, readStore, test } from './support/fixtures';

/** How many candidates and stage changes the sample data has, from the pack the export serves. */
async function sampleCounts(page: Page) {
  const pack = (await (await page.request.get('/seed.json')).json()) as SeedPack;
  const now = new Date();
  const { candidates } = unpackSeed(pack, now);
  return { candidates: candidates.length, timelines: unpackHistories(pack, candidates, now).length };
}

/** The database holds the whole sample: every candidate on the list, every stage change, nothing still due. */
async function expectWholeSample(page: Page) {
  const expected = await sampleCounts(page);
  await gotoApp(page, '/candidates');
  await expect(matchCount(page)).toHaveText(`${expected.candidates} candidates`);
  await expect.poll(async () => (await readStore(page, 'timelines')).length).toBe(expected.timelines);
  expect(await readStore(page, 'seedProgress')).toEqual([]);
}

/** Tabs opened by the test itself start, like the fixture's page, with no latency and no failures. */
async function withoutSimulation(context: BrowserContext) {
  await context.addInitScript(({ key, settings }) => localStorage.setItem(key, JSON.stringify(settings)), {
    key: NETWORK_SETTINGS_KEY,
    settings: NO_LATENCY,
  });
}

test('a reload as soon as the first jobs show still ends with the whole sample', async ({ page }) => {
  await page.goto('/jobs');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.reload();
  await expectWholeSample(page);
});

test('opening the candidates with a full page load as soon as the jobs show finds every sample candidate', async ({
  page,
}) => {
  await page.goto('/jobs');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.goto('/candidates');
  await expect(matchCount(page)).toHaveText('1000 candidates');
  await expectWholeSample(page);
});

test('the first tab closed as soon as the jobs show, with a second tab opened meanwhile, leaves the whole sample', async ({
  context,
}) => {
  await withoutSimulation(context);
  const first = await context.newPage();
  await first.goto('/jobs');
  const second = await context.newPage();
  await second.goto('/');
  await expect(bodyRows(first).first()).toBeVisible();
  await first.close();
  await expectWholeSample(second);
});

test('a tab closed as soon as the jobs show leaves the rest to the next visit', async ({ context }) => {
  await withoutSimulation(context);
  const first = await context.newPage();
  await first.goto('/jobs');
  await expect(bodyRows(first).first()).toBeVisible();
  await first.close();
  await expectWholeSample(await context.newPage());
});
