import type { Page } from '@playwright/test';
import { expect, gotoApp, readStore, test } from './support/fixtures';
import { jobRow, openJobs } from './support/jobs';

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';
const RTL = 'مهندس برمجيات';
const ZERO_WIDTH = 'Zero\u200bWidth\u200d';
const EMOJI = '👩🏽‍💻🚀';

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelectorAll('main img, main script').length)).toBe(0);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('job fields with HTML, script, right-to-left text, emoji, zero-width characters and 10 000 characters stay text', async ({
  page,
}) => {
  await openJobs(page);
  const title = `${IMG}${SCRIPT} ${RTL} ${EMOJI} ${ZERO_WIDTH}`;
  const long = 'x'.repeat(10_000);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByLabel('Tags (comma separated)').fill(`${SCRIPT}, javascript:alert(1)`);
  await dialog.getByLabel('Package').fill(long);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const stored = (await readStore<{ title: string; tags: string[]; package: string }>(page, 'jobs')).find(
    (job) => job.package === long,
  )!;
  expect(stored.title).toBe(title);
  expect(stored.tags).toEqual([SCRIPT, 'javascript:alert(1)']);

  await page.getByPlaceholder('Search jobs...').fill(RTL);
  const row = jobRow(page, title);
  await expect(row).toContainText(SCRIPT);
  await expect(row).toContainText('javascript:alert(1)');
  expect((await row.getByRole('cell').nth(6).innerText()).length).toBe(10_000);
  await expectNothingRan(page);
  await expectNoSidewaysScroll(page);

  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNothingRan(page);
  await expectNoSidewaysScroll(page);
});

test('candidate names, emails and notes with markup stay text', async ({ page }) => {
  await gotoApp(page, '/candidates');
  const name = `${SCRIPT}${IMG} ${RTL} ${EMOJI}`;
  await page.getByRole('button', { name: '+ Add Candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Candidate' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email Address').fill('"<b>x</b>"@example.org');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added' }).getByRole('link')).toHaveText(name);
  await page.getByPlaceholder('Search name or email...').fill(RTL);
  await page.getByRole('list', { name: 'Candidates' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('"<b>x</b>"@example.org')).toBeVisible();

  // The longest note kept is 10 000 characters; one more is refused with a message, the text kept.
  const start = `[click](javascript:alert(1)) ${IMG} @alice `;
  const noteBox = page.getByPlaceholder('Write a note with @mentions...');
  await noteBox.fill(`${start}${'y'.repeat(10_001 - start.length)}`);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Could not add the note: A note must be at most 10,000 characters')).toBeVisible();
  await expect(noteBox).toHaveValue(`${start}${'y'.repeat(10_001 - start.length)}`);
  await noteBox.press('End');
  await noteBox.press('Backspace');
  await page.getByRole('button', { name: 'Add Note' }).click();
  const shown = page.getByRole('region', { name: 'Notes' }).getByRole('listitem').first();
  await expect(shown).toContainText('[click](javascript:alert(1))');
  expect((await shown.innerText()).includes('y'.repeat(9_900))).toBe(true);
  await expect(shown.getByRole('link')).toHaveCount(0);
  await expectNothingRan(page);
  await expectNoSidewaysScroll(page);
});

test('assessment titles, labels and options with markup stay text in the builder, preview and form', async ({
  page,
}) => {
  await gotoApp(page, '/assessments/1');
  const builder = page.getByRole('region', { name: 'Assessment Builder' });
  await builder.getByLabel('Section 1 title').fill(`${IMG} Section`);
  const first = builder.getByRole('group', { name: 'Question 1', exact: true });
  await first.getByLabel('Question 1').fill(`${SCRIPT} Which?`);
  await first.getByLabel('Option 1', { exact: true }).fill(`${IMG}${EMOJI}`);
  const preview = page.getByRole('region', { name: 'Live Preview' });
  await expect(preview.getByRole('heading', { name: `${IMG} Section` })).toBeVisible();
  await expect(preview.getByRole('radiogroup', { name: `${SCRIPT} Which?` })).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Test runtime form' }).getByRole('radio', { name: `${IMG}${EMOJI}` }),
  ).toBeVisible();
  await expect(builder.getByRole('status')).toHaveText('Saved');
  await expectNothingRan(page);
});
