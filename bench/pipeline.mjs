import { fillCandidates, freshContext, openStarted } from './page-helpers.mjs';
import { summarize } from './stats.mjs';

/**
 * From a click on the sidebar's Insights link until the funnel's table shows figures and the
 * frame after it has painted; with the longest task on the main thread meanwhile. As with a
 * person's click, the pointer reaches the link first (100 ms before: hover-to-click times are
 * longer), and links fetch their screen's code when it does.
 */
/** @param {import('./types').BrowserContext} context @param {string} origin */
async function insightsOpen(context, origin) {
  const page = await openStarted(context, `${origin}/jobs`);
  await page.waitForTimeout(300);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).hover();
  await page.waitForTimeout(100);
  const result = await page.evaluate(async () => {
    /** @type {number[]} */
    const tasks = [];
    const observer = new PerformanceObserver((entries) =>
      tasks.push(...entries.getEntries().map((entry) => entry.duration)),
    );
    observer.observe({ type: 'longtask' });
    const link = /** @type {HTMLAnchorElement} */ (
      [...document.querySelectorAll('nav a')].find((anchor) => anchor.textContent?.includes('Insights'))
    );
    const started = performance.now();
    link.click();
    const giveUp = started + 60_000;
    while (!document.querySelector('[aria-labelledby="funnel-heading"] tbody a') && performance.now() < giveUp) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const time = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    return { time, longest: Math.max(0, ...tasks) };
  });
  await page.close();
  return result;
}

const BOARD_QUERIES = ['ava', '', 'ben', '', 'cleo', '', 'dev', '', 'eli', '', 'nia 1', '', 'kai', '', 'max', ''];

/** Board search: from setting the box as typing does to the first column count that changed. */
/** @param {import('./types').Page} page */
async function boardSearchTimes(page) {
  return page.evaluate(async (queries) => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector('main input[type="search"]'));
    const board = /** @type {Element} */ (document.querySelector('main'));
    const counts = () => [...document.querySelectorAll('main h2')].map((heading) => heading.textContent).join();
    const setValue = /** @type {(this: HTMLInputElement, value: string) => void} */ (
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    );
    const times = [];
    for (const query of queries) {
      const before = counts();
      const changed = window.domChange(board, () => counts() !== before);
      const started = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      times.push((await changed) - started);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    return times;
  }, BOARD_QUERIES);
}

/**
 * Bulk move: every one of the seed's 1 000 candidates selected and moved to one stage, from the
 * click on Move until the list shows the first row in that stage and the message is up.
 */
/** @param {import('./types').Page} page @param {string} stage */
async function bulkMove(page, stage) {
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await page.getByLabel('Move to stage').selectOption(stage);
  return page.evaluate(async (to) => {
    const button = /** @type {HTMLButtonElement} */ (
      [...document.querySelectorAll('main button')].find((element) => element.textContent === 'Move')
    );
    // The rows name the stage as the board does ("Screen"), the message by its value.
    const done = () =>
      document.body.innerText.includes(`candidates moved to ${to}`) &&
      document
        .querySelector('[role="list"][aria-label="Candidates"] [role="listitem"]')
        ?.textContent?.toLowerCase()
        .endsWith(to);
    const shown = window.domChange(document.body, () => Boolean(done()), 10_000);
    const started = performance.now();
    button.click();
    return (await shown) - started;
  }, stage);
}

/**
 * @param {import('./types').Browser} browser @param {string} origin
 * @param {{ runs: number }} options
 * @returns {Promise<import('./types').BenchRow[]>}
 */
export async function measurePipeline(browser, origin, { runs }) {
  const rows = [];
  console.log('Insights, board search and bulk moves…');
  const seeded = await freshContext(browser);
  const opens = [];
  for (let run = 0; run < runs; run++) opens.push((await insightsOpen(seeded, origin)).time);
  const open = summarize(opens);
  rows.push({
    measure: 'insights open, the seed’s 1000 candidates with their timelines (sidebar click to figures painted)',
    unit: 'ms',
    ...open,
    target: '< 150',
    ok: open.median < 150,
  });
  const moves = [];
  const list = await openStarted(seeded, `${origin}/candidates`);
  await list.waitForFunction(() => document.body.innerText.includes('1000 candidates'));
  for (let run = 0; run < runs; run++) moves.push(await bulkMove(list, run % 2 ? 'screen' : 'tech'));
  await list.close();
  const move = summarize(moves);
  rows.push({
    measure: 'bulk move of 1000 selected candidates, click to updated list',
    unit: 'ms',
    ...move,
    target: '< 1000',
    ok: move.median < 1000,
  });
  await seeded.close();

  for (const size of [10000, 100000]) {
    const context = await freshContext(browser);
    const setup = await openStarted(context, `${origin}/candidates`);
    await fillCandidates(setup, size);
    await setup.close();
    if (size === 10000) {
      const board = await openStarted(context, `${origin}/candidates/kanban`);
      await board.waitForFunction(() => document.querySelectorAll('[data-rfd-draggable-id]').length > 0, null, {
        timeout: 60_000,
      });
      const search = summarize(await boardSearchTimes(board));
      await board.close();
      rows.push({
        measure: 'board search, keystroke to updated columns, 10000 candidates',
        unit: 'ms',
        ...search,
        target: 'p95 < 50',
        ok: search.p95 < 50,
      });
    } else {
      const results = [];
      for (let run = 0; run < Math.min(runs, 3); run++) results.push(await insightsOpen(context, origin));
      const open = summarize(results.map((result) => result.time));
      const longest = Math.max(...results.map((result) => result.longest));
      rows.push({
        measure: 'insights open, 100000 candidates with their timelines',
        unit: 'ms',
        ...open,
        target: '< 1000, no long task over 200',
        ok: open.median < 1000 && longest <= 200,
        note: `longest task ${Math.round(longest)} ms`,
      });
    }
    await context.close();
  }
  return rows;
}
