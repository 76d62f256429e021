import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bodyRows, expect, gotoApp, test } from './support/fixtures';
import { openBoard } from './support/board';
import { apply, openJobs, today } from './support/careers';
import { storedCandidates } from './support/candidates';
import { interviewsPanel } from './support/interviews';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

for (const [scheme, screen] of (['light', 'dark'] as const).flatMap((scheme) =>
  SCREENS.map((screen) => [scheme, screen] as const),
)) {
  test.describe(`${scheme} colour scheme, ${screen.viewport.width} px`, () => {
    // An axe run over a whole screen took up to 25 s of the default 30 in fresh-clone runs.
    test.slow();
    test.use({ colorScheme: scheme, viewport: screen.viewport });

    test('the landing page has no serious or critical accessibility violations', async ({ page }) => {
      await gotoApp(page, '/');
      await expect(page.getByRole('heading', { name: 'Welcome to TalentFlow' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // On a phone the sidebar's links and tools sit behind the Menu button.
      const menu = page.getByRole('button', { name: 'Menu' });
      if (screen.name === 'phone') {
        await menu.click();
        await expect(page.getByText('Network:')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      } else {
        await expect(menu).toBeHidden();
      }
    });

    // Every screen in both schemes at a desktop's width and in light on a phone; in dark on a
    // phone, the phone's own chrome (the landing page's menu): the dark colours are the same at
    // every width, and the suite stays within CI's 15 minutes.
    if (scheme === 'dark' && screen.name === 'phone') return;

    test('the jobs page and its modal have no serious or critical accessibility violations', async ({ page }) => {
      await gotoApp(page, '/jobs');
      await expect(bodyRows(page)).toHaveCount(10);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '+ Create Job' }).click();
      await expect(page.getByRole('dialog', { name: 'Create Job' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the candidate list has no serious or critical violations', async ({ page }) => {
      await gotoApp(page, '/candidates');
      const list = page.getByRole('list', { name: 'Candidates' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a candidate being edited, with its timeline, has no serious or critical violations', async ({ page }) => {
      await gotoApp(page, '/candidates');
      const list = page.getByRole('list', { name: 'Candidates' });
      await list.getByRole('listitem').first().getByRole('link').click();
      await page.getByRole('button', { name: 'Edit Candidate' }).click();
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline).toBeVisible();
      await expect(timeline.getByRole('status')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the stage board has no serious or critical violations', async ({ page }) => {
      await openBoard(page);
      // One job's cards: every card is built alike, and axe over all 1000 takes most of a minute here.
      await page.getByLabel('Job').selectOption('job-1');
      await expect(page.getByRole('region', { name: /^Applied/ }).getByRole('listitem')).not.toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the import dialog with its preview and problems has no serious or critical violations', async ({ page }) => {
      await gotoApp(page, '/candidates');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import candidates' });
      expect(await seriousViolations(page)).toEqual([]);
      const file = 'Full Name,E-mail,Status\nAxe Person,axe@example.org,tech\nNo Email,,applied\n';
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await expect(dialog.getByRole('status')).toHaveText('1 ready, 1 with problems');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the assessment page has no serious or critical accessibility violations', async ({ page }) => {
      await gotoApp(page, '/assessments/1');
      await expect(page.getByRole('form', { name: 'Test runtime form' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the job page has no serious or critical accessibility violations', async ({ page }) => {
      await gotoApp(page, '/jobs/job-1');
      await expect(page.getByRole('link', { name: 'Open the assessment for this job' })).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'applied', exact: true }).getByRole('link')).not.toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the careers page and a job with its Apply form have no serious or critical violations', async ({ page }) => {
      await gotoApp(page, '/careers');
      const first = page.getByRole('list', { name: 'Open positions' }).getByRole('link').first();
      await expect(first).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await first.click();
      const form = page.getByRole('form', { name: 'Apply' });
      await form.getByRole('button', { name: 'Submit application' }).click();
      await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('every assessment, listed, has no serious or critical violations', async ({ page }) => {
      await gotoApp(page, '/assessments');
      await expect(page.getByRole('row')).not.toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the activity log, with a change in it, has no serious or critical violations', async ({ page }) => {
      await gotoApp(page, '/candidates');
      const list = page.getByRole('list', { name: 'Candidates' });
      await list.getByRole('listitem').first().getByRole('link').click();
      const notes = page.getByRole('region', { name: 'Notes' });
      await notes.getByRole('textbox').fill('Axe was here');
      await notes.getByRole('button', { name: 'Add Note' }).click();
      await expect(notes.getByRole('listitem').filter({ hasText: 'Axe was here' })).toHaveCount(1);
      // Today's changes: the sample data's are older.
      await gotoApp(page, `/activity?from=${today()}`);
      await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('possible duplicates, a flagged candidate and the merge page have no serious or critical violations', async ({
      page,
    }) => {
      const [first, second] = await openJobs(page);
      await apply(page, first.slug, { name: 'Axe Twice', email: 'axe@example.org', phone: '+1 555 010 3000' });
      await apply(page, second.slug, { name: 'Axe Twice', email: 'axe2@example.org', phone: '+1 555 010 3000' });
      await gotoApp(page, '/candidates/duplicates');
      await expect(page.getByRole('row').filter({ hasText: 'axe@example.org' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('row').filter({ hasText: 'axe@example.org' }).getByRole('link').first().click();
      await expect(page.getByRole('region', { name: 'Possible duplicate' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^Merge with/ }).click();
      await expect(page.getByRole('table', { name: 'Both records' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('insights have no serious or critical accessibility violations', async ({ page }) => {
      await gotoApp(page, '/insights');
      await expect(page.getByRole('region', { name: 'Time in stage' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('interviews: the forms and week grid, the Interviews page and a scheduling link have no serious or critical violations', async ({
      page,
    }) => {
      await gotoApp(page, '/');
      const [candidate] = await storedCandidates(page);
      await gotoApp(page, `/candidates/${candidate.id}`);
      const panel = interviewsPanel(page);
      await panel.getByRole('button', { name: 'Schedule an interview' }).click();
      await expect(page.getByRole('form', { name: 'New interview' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('form', { name: 'New interview' }).getByRole('button', { name: 'Cancel' }).click();
      await panel.getByRole('button', { name: 'Offer times to pick from' }).click();
      const form = page.getByRole('form', { name: 'Offer times' });
      await form.getByRole('checkbox', { name: 'Eve Castillo' }).check();
      await form.getByRole('button', { name: 'Next week' }).click();
      await form.getByRole('table', { name: 'Times to offer' }).getByRole('button').nth(30).click();
      await expect(form.getByText('1 time chosen')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Send the times' }).click();
      await expect(page.getByRole('list', { name: 'Times offered' })).toBeVisible();
      const body = await page.getByRole('region', { name: 'Messages' }).getByRole('listitem').first().textContent();
      const link = /(https?:\/\/\S+\/schedule\/[0-9a-f]{32})/.exec(body ?? '')![1];
      await gotoApp(page, '/interviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(link);
      await expect(page.getByRole('form', { name: 'Choose a time' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
