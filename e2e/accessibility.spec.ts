import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bodyRows, expect, gotoApp, test } from './support/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    test('the landing page has no serious or critical accessibility violations', async ({ page }) => {
      await gotoApp(page, '/');
      await expect(page.getByRole('heading', { name: 'Welcome to TalentFlow' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the jobs page and its modal have no serious or critical accessibility violations', async ({ page }) => {
      await gotoApp(page, '/jobs');
      await expect(bodyRows(page)).toHaveCount(10);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '+ Create Job' }).click();
      await expect(page.getByRole('dialog', { name: 'Create Job' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the job page has no serious or critical accessibility violations', async ({ page }) => {
      await gotoApp(page, '/jobs/job-1');
      await expect(page.getByRole('link', { name: 'Open the assessment for this job' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
