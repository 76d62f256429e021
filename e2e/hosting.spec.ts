import type { Page } from '@playwright/test';
import { bodyRows, expect, expectSameDocument, gotoApp, markDocument, readStore, test } from './support/fixtures';
import { HOSTS } from './support/hosts';
import { storedJobs } from './support/jobs';

async function createJob(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const job = (await storedJobs(page)).find((item) => item.title === title);
  expect(job).toBeDefined();
  return job!.id;
}

for (const [name, origin] of [
  ['a plain static host that answers unknown paths with 404.html', HOSTS.staticHost],
  ['a build under a base path', HOSTS.basePath],
] as const) {
  test.describe(name, () => {
    test('deep links and reloads show the right screen, for seeded and created ids', async ({ page }) => {
      // Ten page loads, each starting the app: 23–29 s of the default 30 in fresh-clone runs.
      test.slow();
      await gotoApp(page, `${origin}/jobs`);
      await expect(bodyRows(page)).toHaveCount(10);
      const id = await createJob(page, 'Deep Link Engineer');

      await gotoApp(page, `${origin}/jobs/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Deep Link Engineer' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Deep Link Engineer' })).toBeVisible();

      await gotoApp(page, `${origin}/jobs/job-3`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText((await storedJobs(page))[2].title);

      const candidate = (await readStore<{ id: string; name: string }>(page, 'candidates'))[42];
      await gotoApp(page, `${origin}/candidates/${candidate.id}`);
      await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();

      await gotoApp(page, `${origin}/assessments/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assessment: Deep Link Engineer');
      await gotoApp(page, `${origin}/assessments/2`);
      await expect(page.getByRole('region', { name: 'Assessment Builder' }).getByLabel('Section 1 title')).toHaveValue(
        'General Knowledge',
      );

      await gotoApp(page, `${origin}/candidates/kanban`);
      await expect(page.getByRole('heading', { level: 1, name: 'Stage board' })).toBeVisible();

      await gotoApp(page, `${origin}/`);
      await expect(page.getByRole('heading', { name: 'Welcome to TalentFlow' })).toBeVisible();
      await gotoApp(page, `${origin}/no/such/page`);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });

    test('moving around from a deep link needs no page load', async ({ page }) => {
      await gotoApp(page, `${origin}/jobs/job-5`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
      await markDocument(page);
      await page.getByRole('link', { name: '← Back to jobs' }).click();
      await expect(page).toHaveURL(`${origin}/jobs`);
      await expect(bodyRows(page)).toHaveCount(10);
      const title = (await storedJobs(page))[7].title;
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(`${origin}/jobs/job-8`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Candidates' }).click();
      const first = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first().getByRole('link');
      const name = (await first.textContent())!;
      await first.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(`${origin}/`);
      await expectSameDocument(page);
    });
  });
}

test('the mock API worker is registered within the base path', async ({ page }) => {
  await gotoApp(page, `${HOSTS.basePath}/jobs`);
  await expect(bodyRows(page)).toHaveCount(10);
  const scopes = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
  expect(scopes).toEqual([`${HOSTS.basePath}/`]);
});
