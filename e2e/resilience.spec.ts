import { expect, gotoApp, readStore, test, untilSampleWritten } from './support/fixtures';
import { matchCount, openCandidates } from './support/candidates';

test('a newer version opened in another tab takes the database over, and this tab asks for a reload', async ({
  page,
  context,
}) => {
  await openCandidates(page);
  // The sample data's later steps (the team's work, the histories) in: the takeover is this
  // test's subject, not a start cut short (lib/dexie/seed.test.ts has those).
  await untilSampleWritten(page);
  const newer = await context.newPage();
  await newer.goto('/');
  const upgraded = await newer.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('talentflow', 1000);
        open.onsuccess = () => {
          const version = open.result.version;
          open.result.close();
          resolve(version);
        };
        open.onerror = () => reject(open.error);
        open.onblocked = () => reject(new Error('blocked by the older tab'));
      }),
  );
  expect(upgraded).toBe(1000);
  await expect(page.getByRole('alert').filter({ hasText: 'TalentFlow was updated in another tab' })).toContainText(
    'Reload this tab to keep working; nothing you saved is lost.',
  );
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await newer.close();
});

test.describe('without IndexedDB (some private modes, blocked site data)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  });

  test('shows a full-page message saying what to do, not a blank page or endless loading', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'TalentFlow could not start' })).toBeVisible();
    await expect(page.getByText('Leave private or incognito mode, or allow site data for this address.')).toBeVisible();
    await expect(page.getByText('Loading jobs...')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});

test('a database that fails to open (quota exceeded) shows the same full-page message', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      const request = {
        error: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      } as unknown as IDBOpenDBRequest & { onerror?: (event: unknown) => void };
      const event = { type: 'error', target: request, preventDefault() {}, stopPropagation() {} };
      setTimeout(() => request.onerror?.(event));
      return request;
    };
  });
  await page.goto('/candidates');
  await expect(page.getByRole('heading', { name: 'TalentFlow could not start' })).toBeVisible();
  await expect(page.getByText('Free some disk space if the browser reports that storage is full.')).toBeVisible();
  await expect(page.getByText('Loading...')).toBeHidden();
});

test('a corrupt network setting is ignored with a warning, and the app works with the defaults', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('talentflow:network', '{"minLatencyMs": "soon"'));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await gotoApp(page, '/candidates');
  await expect(matchCount(page)).toHaveText('1000 candidates');
  await expect(page.getByText('Network: 200–1200 ms, 10% failures')).toBeVisible();
  expect(warnings.some((text) => text.includes('Ignoring invalid talentflow:network setting'))).toBe(true);
});

test('several tabs starting together on an empty database seed it exactly once', async ({ context }) => {
  const tabs = await Promise.all(Array.from({ length: 4 }, () => context.newPage()));
  await Promise.all(tabs.map((tab) => tab.goto('/jobs')));
  for (const tab of tabs) {
    await expect(tab.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  }
  expect(await readStore(tabs[0], 'jobs')).toHaveLength(25);
  expect(await readStore(tabs[0], 'candidates')).toHaveLength(1000);
  expect(await readStore(tabs[0], 'assessments')).toHaveLength(3);
});

test('a first visit whose mock API worker is slow to take control loads once and writes every sample candidate', async ({
  page,
  context,
}) => {
  // The worker takes two seconds to claim the page, so the app's start-up finds it registered but
  // not yet in control: msw would reload the page then, cutting off the sample candidates being written.
  await context.route('**/mockServiceWorker.js', async (route) => {
    const response = await route.fetch();
    const script = (await response.text()).replace(
      'event.waitUntil(self.clients.claim())',
      'event.waitUntil(new Promise((resolve) => setTimeout(resolve, 2000)).then(() => self.clients.claim()))',
    );
    expect(script).toContain('setTimeout(resolve, 2000)');
    await route.fulfill({ response, body: script });
  });
  let documents = 0;
  page.on('domcontentloaded', () => documents++);
  await gotoApp(page, '/candidates');
  await expect(matchCount(page)).toHaveText('1000 candidates');
  expect(documents).toBe(1);
  await expect.poll(async () => (await readStore(page, 'candidates')).length).toBe(1000);
});
