import type { Page } from '@playwright/test';
import { bodyRows, expect, setNetwork, test } from './support/fixtures';
import { focusRightAfterDrop } from './support/focus';
import { focusReorderHandle, JOB_COLUMNS, openJobs, storedJobs } from './support/jobs';

// Tall enough that the rows dragged here stay clear of the bands at the window's top and bottom
// edges (a quarter of its height each) where the library scrolls the page while a row is carried.
test.use({ viewport: { width: 1280, height: 1000 } });

/**
 * Each row's title as its link reads: the cell's text also holds the end date, on a line of its
 * own only once the table's styles apply (seen read before them in CI, as "TitleEnds 2/11/2027").
 */
async function visibleTitles(page: Page): Promise<string[]> {
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  return bodyRows(page).evaluateAll(
    (rows, index) =>
      rows.map((row) => (row as HTMLTableRowElement).cells[index]?.querySelector('a')?.textContent?.trim() ?? ''),
    JOB_COLUMNS.title,
  );
}

/** Lifts a job's row with Space, moves it with the arrow key, and drops it with Space. */
async function keyboardMove(page: Page, title: string, key: 'ArrowUp' | 'ArrowDown', times: number) {
  await focusReorderHandle(page, title);
  await page.keyboard.press('Space');
  for (let step = 0; step < times; step++) await page.keyboard.press(key);
  await page.keyboard.press('Space');
}

async function expectGapFreeOrders(page: Page) {
  const orders = (await storedJobs(page)).map((job) => job.order);
  expect(orders).toEqual(orders.map((_, index) => index));
}

test('moves a job with the keyboard, and the order survives a reload', async ({ page }) => {
  await openJobs(page);
  const before = await visibleTitles(page);
  await keyboardMove(page, before[0], 'ArrowDown', 2);

  const expected = [before[1], before[2], before[0], ...before.slice(3)];
  await expect.poll(() => visibleTitles(page)).toEqual(expected);
  await expect.poll(async () => (await storedJobs(page)).slice(0, 10).map((job) => job.title)).toEqual(expected);
  await expectGapFreeOrders(page);

  await page.reload();
  await expect(bodyRows(page)).toHaveCount(10);
  expect(await visibleTitles(page)).toEqual(expected);
});

test('focus moved to another row right after a drop stays there, so Space lifts that row', async ({ page }) => {
  await openJobs(page);
  const before = await visibleTitles(page);
  await focusRightAfterDrop(page, `Reorder ${before[4]}`);
  await keyboardMove(page, before[0], 'ArrowDown', 1);
  await expect.poll(() => visibleTitles(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(page.getByRole('button', { name: `Reorder ${before[4]}`, exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('You have lifted an item in position 5')).toBeAttached();
  await page.keyboard.press('Escape');
});

/**
 * Presses the mouse on a job's grip as the pointer arrives and carries the row to `toIndex`,
 * watching it settle there before letting go, as a person would.
 */
async function mouseMove(page: Page, title: string, fromIndex: number, toIndex: number) {
  const handle = page.getByRole('button', { name: `Reorder ${title}`, exact: true });
  const from = (await handle.boundingBox())!;
  const targetRow = (await bodyRows(page).nth(toIndex).boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  // Lift first (the library waits for a few pixels of movement), then carry the row's middle
  // into the top part of the target row: past that row's middle, short of the one above.
  await page.mouse.move(x, from.y + from.height / 2 - 10, { steps: 5 });
  let y = targetRow.y + 6;
  await page.mouse.move(x, y, { steps: 20 });
  const announcement = page.getByText(
    new RegExp(`You have moved the item from position ${fromIndex + 1}\\s+to position \\d+`),
  );
  for (let nudge = 0; nudge < 15; nudge++) {
    const text = (await announcement.count()) ? await announcement.textContent() : '';
    const at = Number(/to position (\d+)/.exec(text ?? '')?.[1] ?? fromIndex + 1);
    if (at === toIndex + 1) break;
    y += at > toIndex + 1 ? -4 : 4;
    await page.mouse.move(x, y, { steps: 2 });
    await page.waitForTimeout(50);
  }
  await page.mouse.up();
}

test('moves a job with the mouse', async ({ page }) => {
  await openJobs(page);
  const before = await visibleTitles(page);
  await page.getByRole('button', { name: `Reorder ${before[4]}`, exact: true }).hover();
  await mouseMove(page, before[4], 4, 1);

  const expected = [before[0], before[4], before[1], before[2], before[3], ...before.slice(5)];
  await expect.poll(() => visibleTitles(page)).toEqual(expected);
  await expect.poll(async () => (await storedJobs(page)).slice(0, 10).map((job) => job.title)).toEqual(expected);
  await expectGapFreeOrders(page);
});

test('the first drag works when the press comes as the pointer reaches the grip', async ({ page }) => {
  await openJobs(page);
  const before = await visibleTitles(page);
  // Ready without a pointer or focus having come near: the library loads once the rows show.
  const handle = page.getByRole('button', { name: `Reorder ${before[3]}`, exact: true });
  await expect(handle).toBeEnabled();
  await mouseMove(page, before[3], 3, 0);

  const expected = [before[3], before[0], before[1], before[2], ...before.slice(4)];
  await expect.poll(() => visibleTitles(page)).toEqual(expected);
  await expect.poll(async () => (await storedJobs(page)).slice(0, 10).map((job) => job.title)).toEqual(expected);
});

test('a failed move is rolled back with a visible message', async ({ page }) => {
  await openJobs(page);
  const before = await visibleTitles(page);
  await setNetwork(page, { minLatencyMs: 5000, maxLatencyMs: 5000, failureRate: 1 });
  await keyboardMove(page, before[0], 'ArrowDown', 1);

  // The move shows at once, well before the call answers (a second was too little for a loaded machine)…
  await expect.poll(() => visibleTitles(page), { timeout: 4000 }).toEqual([before[1], before[0], ...before.slice(2)]);
  // …and is undone when it fails.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    `Could not move "${before[0]}": Network Error: Simulated failure. The previous order has been restored.`,
  );
  expect(await visibleTitles(page)).toEqual(before);
  expect((await storedJobs(page)).slice(0, 10).map((job) => job.title)).toEqual(before);

  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeHidden();
});

test('reordering is off while a column sort is active', async ({ page }) => {
  await openJobs(page);
  await focusReorderHandle(page, (await visibleTitles(page))[0]);
  await page.getByRole('columnheader', { name: /Title/ }).getByRole('button').click();
  await expect(page.getByText('Sorted by a column: clear sorting to drag jobs into a new order.')).toBeVisible();
  const before = await visibleTitles(page);
  const handle = page.getByRole('button', { name: `Reorder ${before[0]}`, exact: true });
  await expect(handle).toBeDisabled();
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  expect(await visibleTitles(page)).toEqual(before);
  await expectGapFreeOrders(page);
});

test('two quick moves where the first fails and the second succeeds leave the screen equal to the stored order', async ({
  page,
}) => {
  await openJobs(page);
  const before = await visibleTitles(page);
  await setNetwork(page, { minLatencyMs: 5000, maxLatencyMs: 5000, failureRate: 1 });
  await keyboardMove(page, before[0], 'ArrowDown', 1);
  // The second move has to land while the first is still on its way, so the first takes 5 s to fail.
  await expect.poll(() => visibleTitles(page), { timeout: 4000 }).toEqual([before[1], before[0], ...before.slice(2)]);

  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await keyboardMove(page, before[3], 'ArrowUp', 3);

  await expect(page.getByRole('main').getByRole('alert')).toContainText(`Could not move "${before[0]}"`);
  const expected = [before[3], before[0], before[1], before[2], ...before.slice(4)];
  await expect.poll(async () => (await storedJobs(page)).slice(0, 10).map((job) => job.title)).toEqual(expected);
  await expect.poll(() => visibleTitles(page)).toEqual(expected);
  await expectGapFreeOrders(page);
});
