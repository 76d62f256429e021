import { freshContext, openStarted } from './page-helpers.mjs';
import { summarize } from './stats.mjs';

/**
 * Sort, filter and page changes on the jobs page, each timed until the table's DOM shows the
 * new rows, and until the frame after that has painted (for reference, as with search).
 */
/** @param {import('./types').Page} page */
async function jobsTableChanges(page) {
  await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length >= 10);
  return page.evaluate(async () => {
    /** @param {string} selector @param {(text: string) => boolean} matches */
    const find = (selector, matches) =>
      /** @type {HTMLElement} */ (
        [...document.querySelectorAll(selector)].find((item) => matches(item.textContent ?? ''))
      );
    const button = (/** @type {string} */ name) => find('button', (text) => text.trim() === name);
    const header = (/** @type {string} */ name) => find('th button', (text) => text.startsWith(name));
    // The status filter by its label: the sidebar's "Signed in as" is a select too.
    const status = /** @type {HTMLSelectElement} */ (
      [...document.querySelectorAll('main select')].find((item) =>
        item.closest('label')?.textContent?.startsWith('Status'),
      )
    );
    const setValue = /** @type {(this: HTMLSelectElement, value: string) => void} */ (
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set
    );
    const selectStatus = (/** @type {string} */ value) => {
      setValue.call(status, value);
      status.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const actions = [
      () => header('Title').click(),
      () => header('Title').click(),
      () => header('Start Date').click(),
      () => header('Package').click(),
      () => button('Next').click(),
      () => button('Prev').click(),
      () => selectStatus('archived'),
      () => selectStatus(''),
      () => button('Clear sorting').click(),
    ];
    const updated = [];
    const painted = [];
    for (let round = 0; round < 3; round++) {
      for (const act of actions) {
        const body = () => /** @type {HTMLElement | null} */ (document.querySelector('table tbody'));
        const before = body()?.innerText;
        const shown = window.domChange(
          document.body,
          () => document.querySelector('table')?.getAttribute('aria-busy') === 'false' && body()?.innerText !== before,
        );
        const started = performance.now();
        act();
        updated.push((await shown) - started);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        painted.push(performance.now() - started);
      }
    }
    return { updated, painted };
  });
}

/** Adds questions until the assessment has 100, then times each further add until the preview's DOM shows it. */
/** @param {import('./types').Page} page */
async function builderAdds(page) {
  return page.evaluate(async () => {
    const buttonNamed = (/** @type {string} */ name) =>
      /** @type {HTMLButtonElement | undefined} */ (
        [...document.querySelectorAll('button')].find((item) => item.textContent === name)
      );
    const addButton = () => buttonNamed('Add question to section 1');
    const preview = /** @type {Element} */ (document.querySelector('[aria-labelledby="preview-heading"]'));
    const previewFields = () => preview.querySelectorAll('input, textarea, fieldset').length;
    const waitFor = (/** @type {() => unknown} */ predicate) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          const check = () => (predicate() ? resolve() : requestAnimationFrame(check));
          check();
        })
      );
    buttonNamed('Add section')?.click();
    await waitFor(() => addButton());
    for (let index = 0; index < 100; index++) {
      const fields = previewFields();
      addButton()?.click();
      await waitFor(() => previewFields() > fields);
    }
    const updated = [];
    const painted = [];
    for (let index = 0; index < 20; index++) {
      const fields = previewFields();
      const shown = window.domChange(preview, () => previewFields() > fields);
      const started = performance.now();
      addButton()?.click();
      updated.push((await shown) - started);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      painted.push(performance.now() - started);
    }
    return { updated, painted };
  });
}

/** @param {import('./types').Browser} browser @param {string} origin @returns {Promise<import('./types').BenchRow[]>} */
export async function measureInteractions(browser, origin) {
  const context = await freshContext(browser);
  const jobs = await openStarted(context, `${origin}/jobs`);
  const tableTimes = await jobsTableChanges(jobs);
  const table = summarize(tableTimes.updated);
  await jobs.close();
  const builder = await openStarted(context, `${origin}/assessments/job-20`);
  await builder.waitForFunction(() => document.body.innerText.includes('Assessment Builder'));
  const addTimes = await builderAdds(builder);
  const adds = summarize(addTimes.updated);
  await context.close();
  return [
    {
      measure: 'jobs page: sort, filter or page change to updated table',
      unit: 'ms',
      ...table,
      target: 'p95 < 50',
      ok: table.p95 < 50,
    },
    {
      measure: 'jobs page: the same, to the next frame painted (for reference)',
      unit: 'ms',
      ...summarize(tableTimes.painted),
      target: '—',
      ok: true,
    },
    {
      measure: 'assessment builder: add a question to a 100-question assessment, to preview updated',
      unit: 'ms',
      ...adds,
      target: 'p95 < 50',
      ok: adds.p95 < 50,
    },
    {
      measure: 'assessment builder: the same, to the next frame painted (for reference)',
      unit: 'ms',
      ...summarize(addTimes.painted),
      target: '—',
      ok: true,
    },
  ];
}
