import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillCandidates, freshContext, openStarted } from './page-helpers.mjs';
import { summarize } from './stats.mjs';

/** The sample data's candidates, there before each import (a fresh profile each time). */
const SAMPLE_CANDIDATES = 1000;

/** A candidates file of `count` rows with unique emails, spread over stages and the sample jobs. */
/** @param {number} count @param {string} tag */
function candidatesFile(count, tag) {
  const stages = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'];
  const lines = ['name,email,stage,jobId'];
  for (let index = 0; index < count; index++) {
    lines.push(
      `Imported ${tag} ${index},imported.${tag}.${index}@example.net,${stages[index % 6]},job-${(index % 25) + 1}`,
    );
  }
  // A file on disk, as a person picks one: the browser reads it, not the page's script (a buffer
  // handed to Playwright would be built into a File by script in the page, on its main thread).
  const path = join(mkdtempSync(join(tmpdir(), 'talentflow-import-')), 'candidates.csv');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/**
 * From choosing the file (the file input's change event) to "N candidates imported" on screen
 * (the Import button pressed as soon as it shows), both timed in the page, with the longest
 * main-thread task meanwhile. Timed in the page, not around Playwright's calls: handing the file
 * to the browser costs the harness about 350 ms that no person choosing a file waits for. The
 * first start's sample data is written before the file is chosen: an import on a fresh profile
 * would otherwise wait for that one-time seeding, which the start-up rows measure.
 */
/** @param {import('./types').BrowserContext} context @param {string} origin @param {number} count @param {string} tag */
async function importOnce(context, origin, count, tag) {
  const page = await openStarted(context, `${origin}/candidates`);
  await page.waitForFunction(() => performance.getEntriesByName('talentflow:seed-histories').length > 0, undefined, {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import candidates' });
  const file = candidatesFile(count, tag);
  await dialog.getByLabel('CSV file').waitFor({ state: 'attached' });
  await page.evaluate((done) => {
    /** @type {number[]} */
    const tasks = [];
    new PerformanceObserver((entries) => tasks.push(...entries.getEntries().map((entry) => entry.duration))).observe({
      type: 'longtask',
    });
    window.longTasks = tasks;
    const input = /** @type {HTMLElement} */ (document.querySelector('[role="dialog"] input[type="file"]'));
    input.addEventListener('change', () => (window.fileChosenAt = performance.now()), { capture: true, once: true });
    const dialogElement = /** @type {HTMLElement} */ (document.querySelector('[role="dialog"]'));
    window.importedAt = window.domChange(dialogElement, () => dialogElement.textContent?.includes(done), 120_000);
  }, `${count} candidates imported`);
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: `Import ${count} candidates` }).click({ timeout: 120_000 });
  await dialog.getByText(`${count} candidates imported`).waitFor({ timeout: 120_000 });
  // The long tasks count until the list behind the dialog shows everyone: its reading the new
  // rows is part of what a person importing waits through.
  await page.getByText(`${SAMPLE_CANDIDATES + count} candidates`, { exact: true }).waitFor({ timeout: 120_000 });
  const { time, longest } = await page.evaluate(async () => ({
    time: (await window.importedAt) - window.fileChosenAt,
    longest: Math.max(0, ...window.longTasks),
  }));
  await page.close();
  return { time, longest };
}

/** From the click on "Export CSV" to the download, every candidate shown. */
/** @param {import('./types').BrowserContext} context @param {string} origin @param {number} total */
async function exportOnce(context, origin, total) {
  const page = await openStarted(context, `${origin}/candidates`);
  await page.getByText(`${total} candidates`, { exact: true }).waitFor({ timeout: 60_000 });
  const download = page.waitForEvent('download', { timeout: 60_000 });
  const started = Date.now();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await download;
  const time = Date.now() - started;
  await page.close();
  return time;
}

/**
 * @param {import('./types').Browser} browser @param {string} origin
 * @param {{ runs: number }} options
 * @returns {Promise<import('./types').BenchRow[]>}
 */
export async function measureCsv(browser, origin, { runs }) {
  console.log('CSV import and export…');
  const rows = [];
  for (const [count, target, runsHere] of /** @type {const} */ ([
    [10000, 3000, Math.min(runs, 3)],
    [100000, 20000, Math.min(runs, 3)],
  ])) {
    const results = [];
    let failure;
    for (let run = 0; run < runsHere && !failure; run++) {
      const context = await freshContext(browser);
      try {
        results.push(await importOnce(context, origin, count, `r${run}`));
      } catch (error) {
        // A run that never finishes is a result too: the row says so, and the bench goes on.
        failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      await context.close();
    }
    if (failure) {
      rows.push({
        measure: `import ${count} rows, file chosen to "imported"`,
        unit: 'ms',
        target: count === 100000 ? '< 20000, no long task over 200' : '< 3000',
        ok: false,
        note: `not finished: ${failure}`,
      });
      continue;
    }
    const time = summarize(results.map((result) => result.time));
    const longest = Math.max(...results.map((result) => result.longest));
    rows.push({
      measure: `import ${count} rows, file chosen to "imported"`,
      unit: 'ms',
      ...time,
      target: count === 100000 ? '< 20000, no long task over 200' : '< 3000',
      ok: time.median < target && (count < 100000 || longest <= 200),
      note: `longest task ${Math.round(longest)} ms`,
    });
  }
  const context = await freshContext(browser);
  const setup = await openStarted(context, `${origin}/candidates`);
  await fillCandidates(setup, 100000);
  await setup.close();
  const exports = [];
  for (let run = 0; run < Math.min(runs, 3); run++) exports.push(await exportOnce(context, origin, 100000));
  await context.close();
  const exported = summarize(exports);
  rows.push({
    measure: 'export 100000 candidates, click to download',
    unit: 'ms',
    ...exported,
    target: '< 2000',
    ok: exported.median < 2000,
  });
  return rows;
}
