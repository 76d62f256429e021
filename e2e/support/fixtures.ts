import { test as base, type Dialog, expect, type Locator, type Page } from '@playwright/test';

import { NETWORK_SETTINGS_KEY, type NetworkSettings, NO_SIMULATION } from '../../lib/shared/networkSettings.mjs';

export type { NetworkSettings };
export const NO_LATENCY: NetworkSettings = NO_SIMULATION;

/**
 * Every page starts with the simulated network set to no latency and no failures, unless a
 * test asks otherwise, and fails the test on any script error in the browser.
 */
export const test = base.extend<{ network: NetworkSettings }>({
  network: [NO_LATENCY, { option: true }],
  page: async ({ page, network }, use) => {
    await page.addInitScript(({ key, settings }) => localStorage.setItem(key, JSON.stringify(settings)), {
      key: NETWORK_SETTINGS_KEY,
      settings: network,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // Refused requests (a 404 page on a static host, a 409 from the API) are expected in some tests;
      // the policy test checks its own violations.
      const expected =
        message.text().startsWith('Failed to load resource') || message.text().includes('Content Security Policy');
      if (message.type() === 'error' && !expected) {
        errors.push(`console: ${message.text()}`);
      }
    });
    await use(page);
    expect(errors, 'errors in the browser').toEqual([]);
  },
});

export { expect };

/**
 * Opens an address and waits until the app has started (its mock API worker controls the
 * page). Navigating again before that would leave the next page uncontrolled, and MSW
 * reloads such a page.
 */
export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * Answers the next native dialogs (alert, confirm) in order, accepting unless told to dismiss,
 * and returns the list it records them in as "type: message".
 */
export function answerDialogs(page: Page, ...answers: Array<'accept' | 'dismiss'>): string[] {
  const seen: string[] = [];
  const remaining = answers.length ? [...answers] : ['accept' as const];
  const handle = (dialog: Dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    const answer = remaining.shift();
    if (remaining.length === 0) page.off('dialog', handle);
    void (answer === 'dismiss' ? dialog.dismiss() : dialog.accept());
  };
  page.on('dialog', handle);
  return seen;
}

/** Changes the simulated network for the calls from now on, without a reload. */
export async function setNetwork(page: Page, settings: NetworkSettings): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: NETWORK_SETTINGS_KEY,
    value: settings,
  });
}

/** Body rows of a table (the header row has no cells). */
export function bodyRows(scope: Page | Locator): Locator {
  return scope
    .getByRole('table')
    .getByRole('row')
    .filter({ has: scope.getByRole('cell') });
}

/** The texts of one column, once the table shows the latest result. */
export async function columnTexts(page: Page, columnIndex: number): Promise<string[]> {
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  return bodyRows(page).evaluateAll(
    (rows, index) => rows.map((row) => (row as HTMLTableRowElement).cells[index]?.innerText.trim() ?? ''),
    columnIndex,
  );
}

/** Reads a whole store of the app's IndexedDB database, as the app wrote it (after the app created it). */
export async function readStore<T>(page: Page, store: string): Promise<T[]> {
  return (await readFromStore(page, store)) as T[];
}

/**
 * Waits until the first start has written all of the sample data: the team's work and the stage
 * histories come after the first screen (lib/dexie/seed.ts), and figures worked out from the
 * store before then would not be the ones the screen shows once they land.
 */
export async function untilSampleWritten(page: Page): Promise<void> {
  await expect.poll(async () => (await readStore(page, 'seedProgress')).length).toBe(0);
}

/** One record of a store of the app's database, by its key: undefined when there is none. */
export async function readRecord<T>(page: Page, store: string, key: string): Promise<T | undefined> {
  return (await readFromStore(page, store, key)) as T | undefined;
}

function readFromStore(page: Page, store: string, key?: string): Promise<unknown> {
  return page.evaluate(
    ({ name, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('talentflow');
        // Never create the database here: that would race the app's own first open.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => reject(new Error(`The app has not created its database yet (${open.error?.message})`));
        open.onsuccess = () => {
          const records = open.result.transaction(name, 'readonly').objectStore(name);
          const request = key === undefined ? records.getAll() : records.get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { name: store, key },
  );
}

/** Marks the current document so a later check can tell that no full page load happened. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __e2eDocument: boolean }).__e2eDocument = true));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument)).toBe(true);
}
