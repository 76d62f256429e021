import type { Page } from '@playwright/test';
import {
  cardHandle,
  cardName,
  cards,
  carryCardWithMouse,
  column,
  columnCount,
  keyboardMove,
  openBoard,
} from './support/board';
import { expect, readStore, setNetwork, test } from './support/fixtures';
import { focusRightAfterDrop } from './support/focus';
import { stageName, STAGES, storedCandidates, type StoredTimelineEntry } from './support/candidates';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

test('shows six capitalised columns with counts that add up to every candidate', async ({ page }) => {
  await openBoard(page);
  const all = await storedCandidates(page);
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  for (const stage of STAGES) {
    const inStage = all.filter((item) => item.stage === stage).sort(byName);
    await expect(column(page, stage).getByRole('heading')).toHaveText(`${stageName(stage)} ${inStage.length}`);
    const first = cards(page, stage).first();
    await expect(first).toContainText(inStage[0].name);
    await expect(first).toContainText(jobs.find((job) => job.id === inStage[0].jobId)!.title);
  }
});

test('a long column shows only the cards in view, and scrolling reaches the last one', async ({ page }) => {
  await openBoard(page);
  const applied = (await storedCandidates(page)).filter((item) => item.stage === 'applied').sort(byName);
  const shown = await cards(page, 'applied').count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(applied.length);
  const last = applied.at(-1)!.name;
  await expect(cards(page, 'applied').filter({ hasText: last })).toHaveCount(0);
  await column(page, 'applied')
    .getByRole('list')
    .evaluate((list) => list.parentElement!.scrollTo(0, list.scrollHeight));
  await expect(cards(page, 'applied').filter({ hasText: last })).toBeVisible();
});

test('moves a card to the next column with the keyboard, saved with a timeline entry', async ({ page }) => {
  await openBoard(page);
  const card = cards(page, 'screen').first();
  const name = await cardName(card);
  const before = { screen: await columnCount(page, 'screen'), tech: await columnCount(page, 'tech') };
  await keyboardMove(page, card, 1);

  await expect(cards(page, 'tech').filter({ hasText: name })).toHaveCount(1);
  await expect(column(page, 'screen').getByRole('heading')).toHaveText(`Screen ${before.screen - 1}`);
  await expect(column(page, 'tech').getByRole('heading')).toHaveText(`Tech ${before.tech + 1}`);
  const stored = (await storedCandidates(page)).find((item) => item.name === name)!;
  await expect
    .poll(async () => (await storedCandidates(page)).find((item) => item.id === stored.id)?.stage)
    .toBe('tech');
  const entries = (await readStore<StoredTimelineEntry>(page, 'timelines')).filter(
    (entry) => entry.candidateId === stored.id,
  );
  expect(entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp))[0]).toMatchObject({
    from: 'screen',
    to: 'tech',
  });

  await page.reload();
  await expect(cards(page, 'tech').filter({ hasText: name })).toHaveCount(1);
});

test('moves a card two columns over with the mouse', async ({ page }) => {
  await openBoard(page);
  const card = cards(page, 'applied').first();
  const name = await cardName(card);
  await carryCardWithMouse(page, card, 'tech');
  await page.mouse.up();

  await expect(cards(page, 'tech').filter({ hasText: name })).toHaveCount(1);
  await expect.poll(async () => (await storedCandidates(page)).find((item) => item.name === name)?.stage).toBe('tech');
});

test('a failed move goes back to its column with a visible message', async ({ page }) => {
  await openBoard(page);
  const card = cards(page, 'offer').first();
  const name = await cardName(card);
  await setNetwork(page, { minLatencyMs: 5000, maxLatencyMs: 5000, failureRate: 1 });
  await keyboardMove(page, card, 1);

  // The card shows in its new column well before the call answers (and fails).
  await expect(cards(page, 'hired').filter({ hasText: name })).toHaveCount(1, { timeout: 4000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    `Could not move ${name} to hired: Network Error: Simulated failure. The card is back in offer.`,
  );
  await expect(cards(page, 'offer').filter({ hasText: name })).toHaveCount(1);
  await expect(cards(page, 'hired').filter({ hasText: name })).toHaveCount(0);
  expect((await storedCandidates(page)).find((item) => item.name === name)?.stage).toBe('offer');
});

test('filters the board by job', async ({ page }) => {
  await openBoard(page);
  const all = await storedCandidates(page);
  const title = (await readStore<{ id: string; title: string }>(page, 'jobs')).find((job) => job.id === 'job-2')!.title;
  await page.getByLabel('Job').selectOption('job-2');
  const ofJob = all.filter((item) => item.jobId === 'job-2');
  for (const stage of STAGES) {
    const inStage = ofJob.filter((item) => item.stage === stage).sort(byName);
    await expect(column(page, stage).getByRole('heading')).toHaveText(`${stageName(stage)} ${inStage.length}`);
    await expect(cards(page, stage)).toHaveCount(inStage.length);
    for (const text of await cards(page, stage).allInnerTexts()) expect(text).toContain(title);
  }
});

test('a card name opens the candidate', async ({ page }) => {
  await openBoard(page);
  const card = cards(page, 'hired').first();
  const name = await cardName(card);
  await card.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('two quick moves where the first fails and the second succeeds end with only the second', async ({ page }) => {
  await openBoard(page);
  const first = cards(page, 'applied').first();
  const second = cards(page, 'tech').first();
  const firstName = await cardName(first);
  const secondName = await cardName(second);

  // The second move has to land while the first is still on its way, so the first takes 5 s to fail.
  await setNetwork(page, { minLatencyMs: 5000, maxLatencyMs: 5000, failureRate: 1 });
  await keyboardMove(page, first, 1);
  await expect(cards(page, 'screen').filter({ hasText: firstName })).toHaveCount(1);
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await keyboardMove(page, second, 1);
  await expect(cards(page, 'offer').filter({ hasText: secondName })).toHaveCount(1);

  await expect(page.getByRole('main').getByRole('alert')).toContainText(`Could not move ${firstName} to screen`);
  await expect(cards(page, 'applied').filter({ hasText: firstName })).toHaveCount(1);
  await expect(cards(page, 'offer').filter({ hasText: secondName })).toHaveCount(1);
  // The board shows a move at once; its write may still wait behind another (the first start's
  // stage histories are written in one transaction when the page is idle).
  const stagesOf = async () => {
    const stored = await storedCandidates(page);
    return [firstName, secondName].map((name) => stored.find((item) => item.name === name)?.stage);
  };
  await expect.poll(stagesOf).toEqual(['applied', 'offer']);
  const stored = await storedCandidates(page);
  for (const stage of STAGES) {
    await expect(column(page, stage).getByRole('heading')).toHaveText(
      `${stageName(stage)} ${stored.filter((item) => item.stage === stage).length}`,
    );
  }
});

test('a screen reader hears which candidate is lifted, where it is carried and where it lands', async ({ page }) => {
  await openBoard(page);
  const count = await columnCount(page, 'applied');
  const name = await cardName(cards(page, 'applied').first());
  const handle = cardHandle(page, name, 'applied');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`You have lifted ${name} in Applied, position 1 of ${count}.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} is over Screen.`)).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Move cancelled. ${name} is back in Applied.`)).toBeAttached();
  await cardHandle(page, name, 'applied').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText(`You have dropped ${name} in Tech.`)).toBeAttached();
  await expect(cardHandle(page, name, 'tech')).toBeVisible();
});

test('focus moved to another card right after a drop stays there, so Space lifts that card', async ({ page }) => {
  await openBoard(page);
  const [first, second] = await Promise.all([0, 1].map((index) => cardName(cards(page, 'applied').nth(index))));
  await focusRightAfterDrop(page, `${second}, applied`);
  await keyboardMove(page, cards(page, 'applied').first(), 1);
  await expect(cardHandle(page, first, 'screen')).toBeVisible();
  await expect(cardHandle(page, second, 'applied')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText(`You have lifted ${second} in Applied`)).toBeAttached();
  await page.keyboard.press('Escape');
});

test('focus moved to another card while a dropped card glides into place stays there', async ({ page }) => {
  await openBoard(page);
  const card = cards(page, 'applied').first();
  const [first, second] = await Promise.all([0, 1].map((index) => cardName(cards(page, 'applied').nth(index))));
  await card.getByRole('button').focus();
  await carryCardWithMouse(page, card, 'screen');
  // A quick user tabs on while the released card is still gliding to its place.
  await page.evaluate((name) => {
    window.addEventListener(
      'mouseup',
      () =>
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(name)}"]`)?.focus()),
      { capture: true, once: true },
    );
  }, `${second}, applied`);
  await page.mouse.up();
  await expect(page.getByText(`You have dropped ${first} in Screen.`)).toBeAttached();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(cardHandle(page, second, 'applied')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText(`You have lifted ${second} in Applied`)).toBeAttached();
  await page.keyboard.press('Escape');
});

for (const width of [1366, 1440]) {
  test.describe(`in a ${width} px window`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Arrow Right carries a lifted card into the next column', async ({ page }) => {
      await openBoard(page);
      const card = cards(page, 'applied').first();
      const name = await cardName(card);
      await keyboardMove(page, card, 1);
      await expect(cards(page, 'screen').filter({ hasText: name })).toHaveCount(1);
      await expect
        .poll(async () => (await storedCandidates(page)).find((item) => item.name === name)?.stage)
        .toBe('screen');
    });
  });
}

test.describe('in a 1280 px window', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('cards show whole names, and the name with the job on hover', async ({ page }) => {
    await openBoard(page);
    let whole = 0;
    let shown = 0;
    for (const stage of STAGES) {
      for (const card of (await cards(page, stage).all()).slice(0, 8)) {
        const name = await cardName(card);
        const text = card.getByText(name, { exact: true });
        shown++;
        if (
          await text.evaluate(
            (element) =>
              element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1,
          )
        ) {
          whole++;
        }
      }
    }
    // Names of three long parts can still end in an ellipsis; their full text is on hover.
    expect(whole / shown).toBeGreaterThan(0.9);

    const all = (await storedCandidates(page)).filter((item) => item.stage === 'applied').sort(byName);
    const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
    const first = all[0];
    await expect(cardHandle(page, first.name, 'applied')).toHaveAttribute(
      'title',
      `${first.name}\n${jobs.find((job) => job.id === first.jobId)!.title}`,
    );
  });
});

test('a column is one tab stop: arrow keys move between its cards and Enter opens one', async ({ page }) => {
  await openBoard(page);
  const applied = (await storedCandidates(page)).filter((item) => item.stage === 'applied').sort(byName);
  const handle = (name: string, stage: string) => cardHandle(page, name, stage);
  await handle(applied[0].name, 'applied').focus();
  await page.keyboard.press('Tab');
  const firstScreen = (await storedCandidates(page)).filter((item) => item.stage === 'screen').sort(byName)[0];
  await expect(handle(firstScreen.name, 'screen')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(handle(applied[0].name, 'applied')).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(handle(applied[2].name, 'applied')).toBeFocused();
  await page.keyboard.press('End');
  await expect(handle(applied.at(-1)!.name, 'applied')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(handle(applied[0].name, 'applied')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: applied[1].name })).toBeVisible();
});

test('Arrow Right carries a card into an empty column, as on a board searched down to one person', async ({ page }) => {
  await openBoard(page);
  const name = await cardName(cards(page, 'applied').first());
  await page.getByRole('searchbox', { name: 'Search the board' }).fill(name);
  await expect(cards(page, 'applied')).toHaveCount(1);
  await expect(cards(page, 'screen')).toHaveCount(0);

  await keyboardMove(page, cards(page, 'applied').first(), 1);
  await expect(page.getByText(`You have dropped ${name} in Screen.`)).toBeAttached();
  await expect(cards(page, 'screen').filter({ hasText: name })).toHaveCount(1);
  await expect(cards(page, 'applied')).toHaveCount(0);
});

test.describe('a reload while a move is on its way', () => {
  /** Moves the first applied card to Screen with its save taking a while; answers its name. */
  async function moveOnSlowNetwork(page: Page) {
    await openBoard(page);
    await setNetwork(page, { minLatencyMs: 1500, maxLatencyMs: 1500, failureRate: 0 });
    const card = cards(page, 'applied').first();
    const name = await cardName(card);
    await keyboardMove(page, card, 1);
    await expect(cards(page, 'screen').filter({ hasText: name })).toHaveCount(1);
    return name;
  }

  /** Reloads as a person does (the browser's reload), and answers the question it asks, if any. */
  async function reloadAnswering(page: Page, answer: 'accept' | 'dismiss') {
    const asked = page.waitForEvent('dialog');
    void page.evaluate(() => window.location.reload()).catch(() => undefined);
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog[answer]();
  }

  test('asks first; staying lets the move land, and the board and the database agree after', async ({ page }) => {
    const name = await moveOnSlowNetwork(page);

    await reloadAnswering(page, 'dismiss');
    await expect
      .poll(async () => (await storedCandidates(page)).find((candidate) => candidate.name === name)?.stage)
      .toBe('screen');
    await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
    // Nothing on its way now: the reload goes ahead without a question (one would stall it).
    await page.reload();
    await expect(cards(page, 'screen').filter({ hasText: name })).toHaveCount(1);
  });

  test('a reload at the very moment of the drop asks first too, and staying lets the move land', async ({ page }) => {
    await openBoard(page);
    await setNetwork(page, { minLatencyMs: 1500, maxLatencyMs: 1500, failureRate: 0 });
    const card = cards(page, 'applied').first();
    const name = await cardName(card);
    // The page reloads itself as the board announces the drop, before React has drawn anything of it.
    await page.evaluate((dropped) => {
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll('[aria-live]')].some((region) => region.textContent === dropped)) return;
        observer.disconnect();
        window.location.reload();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, `You have dropped ${name} in Screen.`);
    const asked = page.waitForEvent('dialog');
    // The question may come while the drop's key is still being handled: both are awaited together.
    const moved = keyboardMove(page, card, 1);
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await moved;
    await expect
      .poll(async () => (await storedCandidates(page)).find((candidate) => candidate.name === name)?.stage)
      .toBe('screen');
  });

  test('leaving anyway cuts the move off, and the board shows where the card is stored', async ({ page }) => {
    const name = await moveOnSlowNetwork(page);

    await reloadAnswering(page, 'accept');
    await expect(cards(page, 'applied').first()).toBeVisible();
    const stage = (await storedCandidates(page)).find((candidate) => candidate.name === name)!.stage;
    await expect(cards(page, stage).filter({ hasText: name })).toHaveCount(1);
  });
});
