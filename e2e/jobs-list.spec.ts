import { readFileSync } from 'node:fs';
import { answerDialogs, bodyRows, columnTexts, expect, gotoApp, test } from './support/fixtures';
import { JOB_COLUMNS, jobRow, openJobs, storedJobs } from './support/jobs';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const titleOf = (text: string) => text.split('\n')[0];

test('shows the first page of 10 jobs in their stored order, with Prev and Next', async ({ page }) => {
  await openJobs(page);
  const jobs = await storedJobs(page);
  expect((await columnTexts(page, JOB_COLUMNS.title)).map(titleOf)).toEqual(jobs.slice(0, 10).map((job) => job.title));
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(jobRow(page, jobs[10].title)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
});

test('search filters by title, ignoring case', async ({ page }) => {
  await openJobs(page);
  const jobs = await storedJobs(page);
  const word = jobs[3].title.split(' ')[1];
  const expected = jobs.filter((job) => job.title.toLowerCase().includes(word.toLowerCase()));
  await page.getByPlaceholder('Search jobs...').fill(word.toUpperCase());
  await expect(bodyRows(page)).toHaveCount(Math.min(expected.length, 10));
  const titles = (await columnTexts(page, JOB_COLUMNS.title)).map(titleOf);
  expect(titles).toEqual(expected.slice(0, 10).map((job) => job.title));
});

test('a click anywhere in a column header cell sorts by that column', async ({ page }) => {
  await openJobs(page);
  const titleHeader = page.getByRole('columnheader', { name: /Title/ });
  const cell = (await titleHeader.boundingBox())!;
  // Far from the word: the cell's bottom-right corner.
  await page.mouse.click(cell.x + cell.width - 4, cell.y + cell.height - 4);
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.mouse.click(cell.x + 4, cell.y + 4);
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
});

test('sorts each column ascending, then descending, with an arrow on the active column', async ({ page }) => {
  await openJobs(page);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  const titleHeader = page.getByRole('columnheader', { name: /Title/ });

  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(titleHeader).toContainText('▲');
  let titles = (await columnTexts(page, JOB_COLUMNS.title)).map(titleOf);
  expect(titles).toEqual([...titles].sort(collator.compare));

  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(titleHeader).toContainText('▼');
  titles = (await columnTexts(page, JOB_COLUMNS.title)).map(titleOf);
  expect(titles).toEqual([...titles].sort(collator.compare).reverse());

  const jobs = (await storedJobs(page)).filter((job) => job.status === 'active');
  const startHeader = page.getByRole('columnheader', { name: /Start Date/ });
  await startHeader.getByRole('button').click();
  await expect(startHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(titleHeader).toHaveAttribute('aria-sort', 'none');
  const byStart = jobs
    .filter((job) => job.startDate)
    .sort((a, b) => a.startDate!.localeCompare(b.startDate!) || a.order - b.order)
    .map((job) => job.title);
  expect((await columnTexts(page, JOB_COLUMNS.title)).map(titleOf)).toEqual(byStart.slice(0, 10));

  await startHeader.getByRole('button').click();
  await expect(startHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = jobs
    .filter((job) => job.startDate)
    .sort((a, b) => b.startDate!.localeCompare(a.startDate!) || a.order - b.order)
    .map((job) => job.title);
  expect((await columnTexts(page, JOB_COLUMNS.title)).map(titleOf)).toEqual(descending.slice(0, 10));

  const bands = ['$40k - $60k', '$60k - $90k', '$90k - $120k', '$120k+'];
  await page
    .getByRole('columnheader', { name: /Package/ })
    .getByRole('button')
    .click();
  const packages = (await columnTexts(page, JOB_COLUMNS.package)).filter((text) => text !== '—');
  expect(packages.map((text) => bands.indexOf(text))).toEqual(
    packages.map((text) => bands.indexOf(text)).sort((a, b) => a - b),
  );

  await page.getByRole('button', { name: 'Clear sorting' }).click();
  await expect(page.getByRole('columnheader', { name: /Package/ })).toHaveAttribute('aria-sort', 'none');
});

test('filters by status, starting at All', async ({ page }) => {
  await openJobs(page);
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('');
  const jobs = await storedJobs(page);
  const archived = jobs.filter((job) => job.status === 'archived');
  await status.selectOption('archived');
  await expect(bodyRows(page)).toHaveCount(archived.length);
  expect(await columnTexts(page, JOB_COLUMNS.status)).toEqual(archived.map(() => 'archived'));
});

test('shows dates as month/day/year, dashes for missing values and dims jobs whose end date has passed', async ({
  page,
}) => {
  await openJobs(page);
  const jobs = (await storedJobs(page)).slice(0, 10);
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  const usDate = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number);
    return `${month}/${day}/${year}`;
  };
  const current = jobs.find((job) => !job.endDate || job.endDate >= today)!;
  const normal = await jobRow(page, current.title).evaluate((row) => getComputedStyle(row).backgroundColor);
  for (const job of jobs) {
    const row = jobRow(page, job.title);
    const cells = row.getByRole('cell');
    await expect(cells.nth(JOB_COLUMNS.startDate)).toHaveText(job.startDate ? usDate(job.startDate) : '—');
    await expect(cells.nth(JOB_COLUMNS.package)).toHaveText(job.package ?? '—');
    await expect(cells.nth(JOB_COLUMNS.type)).toHaveText(job.type);
    const ended = Boolean(job.endDate && job.endDate < today);
    const background = await row.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background === normal, `${job.title} dimmed`).toBe(!ended);
    if (job.endDate) await expect(cells.nth(JOB_COLUMNS.title)).toContainText(usDate(job.endDate));
  }
  expect(jobs.some((job) => !job.package || !job.startDate)).toBe(true);
  expect(jobs.some((job) => job.endDate && job.endDate < today)).toBe(true);
});

test('colours the type badges by type', async ({ page }) => {
  await openJobs(page);
  const colours = new Map<string, string>();
  for (const type of ['Full-Time', 'Part-Time', 'Intern', 'Contract']) {
    const badge = page.getByRole('cell', { name: type, exact: true }).first().getByText(type);
    colours.set(type, await badge.evaluate((element) => getComputedStyle(element).backgroundColor));
  }
  expect(new Set(colours.values()).size).toBe(4);
  const hue = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return { r, g, b };
  };
  const fullTime = hue(colours.get('Full-Time')!);
  expect(fullTime.b).toBeGreaterThan(fullTime.r);
  const intern = hue(colours.get('Intern')!);
  expect(intern.g).toBeGreaterThan(intern.r);
  const partTime = hue(colours.get('Part-Time')!);
  expect(partTime.r).toBeGreaterThan(partTime.b);
  const contract = hue(colours.get('Contract')!);
  expect(contract.b).toBeGreaterThan(contract.g);
});

test('a search that matches nothing says so and offers to clear it', async ({ page }) => {
  await openJobs(page);
  await page.getByPlaceholder('Search jobs...').fill('no job has this title');
  await expect(page.getByText('No jobs match this search and filter.')).toBeVisible();
  await expect(page.getByText('No jobs found.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create your first job' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search and filter' }).click();
  await expect(page.getByPlaceholder('Search jobs...')).toHaveValue('');
  await expect(bodyRows(page)).toHaveCount(10);
});

test('an empty list says "No jobs found." and offers to create the first job', async ({ page }) => {
  await openJobs(page);
  // Start from nothing, as a team does that restores an empty backup.
  await page.getByText('Data', { exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const backup = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'));
  for (const name of Object.keys(backup.tables)) backup.tables[name] = [];
  answerDialogs(page, 'accept');
  await page.getByLabel('Import data').setInputFiles({
    name: 'empty.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(backup)),
  });
  await expect(page.getByText('Imported 0 jobs and 0 candidates.')).toBeVisible();

  await expect(page.getByText('No jobs found.')).toBeVisible();
  await page.getByRole('button', { name: 'Create your first job' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Job' })).toBeVisible();
});

test.describe('with a slow network', () => {
  // Long enough that a busy machine still sees the loading text after start-up.
  test.use({ network: { minLatencyMs: 3000, maxLatencyMs: 3000, failureRate: 0 } });

  test('shows "Loading jobs..." until the list arrives', async ({ page }) => {
    await gotoApp(page, '/jobs');
    await expect(page.getByText('Loading jobs...')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByText('Loading jobs...')).toBeHidden();
  });
});

test.describe('when every call fails', () => {
  test.use({ network: { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 } });

  test('shows the error after the retries', async ({ page }) => {
    await gotoApp(page, '/jobs');
    await expect(page.getByText('Loading jobs...')).toBeVisible();
    // Three retries wait 1 s, 2 s and 4 s before the error shows.
    await expect(page.getByText('Error: Network Error: Simulated failure')).toBeVisible({ timeout: 15_000 });
  });
});

for (const width of [1280, 1440]) {
  test(`at ${width} px no word in the jobs table is broken across lines`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openJobs(page);
    const broken = await page.getByRole('table').evaluate((table) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) words.push(match[0]);
        }
      }
      return words;
    });
    expect(broken).toEqual([]);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('jobs are readable cards with their actions in reach, and nothing scrolls sideways', async ({ page }) => {
    await openJobs(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const first = bodyRows(page).first();
    // A card: the title, then each field on a line of its own below it.
    const [title, status, tags] = await Promise.all(
      [1, 2, 3].map(async (index) => (await first.getByRole('cell').nth(index).boundingBox())!),
    );
    expect(status.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
    expect(tags.y).toBeGreaterThanOrEqual(status.y + status.height - 1);
    for (const name of ['Edit', /^(Archive|Unarchive)$/]) {
      const box = (await first.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await first.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Job' })).toBeVisible();
  });
});

test('at 200% zoom (a 1440 px screen, 720 px of page) no job title breaks inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 720, height: 450 });
  await openJobs(page);
  // Each word of each title on the page, measured where the browser laid it out: one line each.
  const broken = await bodyRows(page).evaluateAll((rows) =>
    rows.flatMap((row) => {
      const text = row.querySelector('a')?.firstChild;
      if (!text?.textContent) return [];
      return [...text.textContent.matchAll(/\S+/g)].flatMap((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [word[0]] : [];
      });
    }),
  );
  expect(broken).toEqual([]);
});
