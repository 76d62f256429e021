import { fillCandidates, freshContext, openStarted } from './page-helpers.mjs';
import { summarize } from './stats.mjs';

const TARGETS = { 1000: 16, 10000: 30, 100000: 50 };
// Each query matches only some candidates, so every keystroke changes the count (one letter would match
// every seeded email, which all contain "example").
const QUERIES = ['ann', '', 'ber', '', 'chr', '', 'dav', '', 'eli', '', 'jo', '', 'mar', '', 'ste', '', 'wil', '', 'kat', ''];

/**
 * Keystroke to updated list: sets the search box as typing does and waits for the match
 * count to change and the next frame to paint.
 */
async function searchTimes(page) {
  return page.evaluate(async (queries) => {
    const input = document.querySelector('input[type="search"]');
    const count = [...document.querySelectorAll('p[aria-live]')].find((element) => / candidates?/.test(element.textContent));
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    for (const query of queries) {
      const before = count.textContent;
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (count.textContent !== before) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(count, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve();
        }, 5000);
      });
      const started = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await changed;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      times.push(performance.now() - started);
    }
    return times;
  }, QUERIES);
}

/** Long tasks while the list scrolls from top to bottom in steps. */
async function scrollLongTasks(page) {
  return page.evaluate(async () => {
    const list = document.querySelector('[role="list"][aria-label="Candidates"]');
    const tasks = [];
    const observer = new PerformanceObserver((entries) => tasks.push(...entries.getEntries().map((entry) => entry.duration)));
    observer.observe({ type: 'longtask' });
    const steps = 60;
    for (let step = 1; step <= steps; step++) {
      list.scrollTop = (list.scrollHeight * step) / steps;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return tasks;
  });
}

/** Time from navigation start until every column shows its cards. */
async function kanbanOpen(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/candidates/kanban`);
  await page.waitForFunction(() => document.querySelectorAll('[data-rfd-draggable-id]').length > 0, undefined, {
    polling: 'raf',
    timeout: 120_000,
  });
  const time = await page.evaluate(() => performance.now());
  await page.close();
  return time;
}

export async function measureCandidates(browser, origin, { sizes, runs }) {
  const rows = [];
  for (const size of sizes) {
    const context = await freshContext(browser);
    const setup = await openStarted(context, `${origin}/candidates`);
    await fillCandidates(setup, size);
    await setup.close();
    const page = await openStarted(context, `${origin}/candidates`);
    await page.waitForFunction((total) => document.body.innerText.includes(`${total} candidates`), size, { timeout: 120_000 });
    const search = summarize(await searchTimes(page));
    rows.push({
      measure: `candidate search, keystroke to updated list, ${size} candidates`,
      unit: 'ms',
      ...search,
      target: `p95 < ${TARGETS[size]}`,
      ok: search.p95 < TARGETS[size],
    });
    if (size === Math.max(...sizes)) {
      const tasks = await scrollLongTasks(page);
      const longest = Math.max(0, ...tasks);
      rows.push({
        measure: `candidate list scroll through ${size} rows, longest task`,
        unit: 'ms',
        median: longest,
        target: 'no long task over 50',
        ok: longest <= 50,
      });
    }
    await page.close();
    if (size <= 10000) {
      const opens = [];
      for (let run = 0; run < runs; run++) opens.push(await kanbanOpen(context, origin));
      const open = summarize(opens);
      const target = size <= 1000 ? 300 : 800;
      rows.push({
        measure: `kanban open with ${size} candidates`,
        unit: 'ms',
        ...open,
        target: `< ${target}`,
        ok: open.median < target,
      });
    }
    await context.close();
  }
  return rows;
}
