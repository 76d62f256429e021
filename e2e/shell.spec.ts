import { expect, expectSameDocument, gotoApp, markDocument, test } from './support/fixtures';

test('the landing page welcomes, links to every area and shows the footer', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to TalentFlow' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/jobs');
  await expect(main.getByRole('link', { name: /Jobs Create, edit and manage job openings/ })).toHaveAttribute(
    'href',
    '/jobs',
  );
  await expect(
    main.getByRole('link', { name: /Candidates Track candidates through every hiring stage/ }),
  ).toHaveAttribute('href', '/candidates');
  await expect(
    main.getByRole('link', { name: /Assessments Build custom assessments to evaluate applicants/ }),
  ).toHaveAttribute('href', '/assessments/1');
  const year = new Date().getFullYear();
  await expect(page.getByText(`© ${year} TalentFlow. All rights reserved.`)).toBeVisible();

  await markDocument(page);
  await main.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expectSameDocument(page);
});

test('the sidebar links move between areas without a page load, and back works', async ({ page }) => {
  await gotoApp(page, '/');
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
  await expect(nav.getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/candidates');
  await expect(nav.getByRole('link', { name: 'Assessments' })).toHaveAttribute('href', '/assessments/1');

  await nav.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL('/jobs');
  await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to TalentFlow' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expectSameDocument(page);
});

test('the sidebar collapses and expands', async ({ page }) => {
  await gotoApp(page, '/');
  const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  // Collapsed to icons: the links stay reachable by name.
  await expect(page.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
  await expect(page.getByText('Network:')).toBeHidden();

  // The choice outlives a reload and a visit to another screen.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByText('Network:')).toBeHidden();

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
});

test('every screen names its tab', async ({ page }) => {
  const titles: Array<[string, string]> = [
    ['/', 'Home · TalentFlow'],
    ['/jobs', 'Jobs · TalentFlow'],
    ['/candidates', 'Candidates · TalentFlow'],
    ['/candidates/kanban', 'Stage board · TalentFlow'],
    ['/no/such/page', 'Page not found · TalentFlow'],
  ];
  for (const [path, title] of titles) {
    await gotoApp(page, path);
    await expect(page).toHaveTitle(title);
  }
});

test('the network control saves settings that the next call uses', async ({ page }) => {
  await gotoApp(page, '/jobs');
  await page.getByText('Network: 0–0 ms, 0% failures').click();
  await page.getByLabel('Failure rate (%)').fill('100');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('talentflow:network')))!)).toEqual({
    minLatencyMs: 0,
    maxLatencyMs: 0,
    failureRate: 1,
  });
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill('Blocked by the network');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not save the job: Network Error: Simulated failure');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Restore defaults' }).click();
  await expect(page.getByText('Network: 200–1200 ms, 10% failures')).toBeVisible();
});

test('an unknown address shows a not-found page with a way home', async ({ page }) => {
  await gotoApp(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to TalentFlow' })).toBeVisible();
});

test('fits a 390 px wide phone without sideways scrolling of the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/jobs', '/jobs/job-1']) {
    await gotoApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the first Tab offers "Skip to content", which passes the sidebar', async ({ page }) => {
  await gotoApp(page, '/jobs');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '+ Create Job' })).toBeFocused();
});

test('closing a dialog puts focus back on the button that opened it', async ({ page }) => {
  await gotoApp(page, '/jobs');
  const create = page.getByRole('button', { name: '+ Create Job' });
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create Job' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(create).toBeFocused();

  const edit = page.getByRole('button', { name: 'Edit' }).first();
  await edit.click();
  await page.getByRole('dialog', { name: 'Edit Job' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeFocused();

  await gotoApp(page, '/candidates');
  await page.getByRole('list', { name: 'Candidates' }).getByRole('checkbox').first().check();
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await remove.click();
  await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the sidebar is a Menu button that opens the links and tools and folds away after a choice', async ({
    page,
  }) => {
    await gotoApp(page, '/jobs');
    const heading = page.getByRole('heading', { level: 1, name: 'Jobs' });
    expect((await heading.boundingBox())!.y).toBeLessThan(120);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByText('Network:')).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Network:')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Candidates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

test('a link fetches its screen as the pointer reaches it, so the click finds it there', async ({ page }) => {
  await gotoApp(page, '/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(request.url());
  });
  const insights = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' });
  await insights.hover();
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  const beforeClick = fetched.length;
  await insights.click();
  await expect(page.getByRole('heading', { name: 'Pipeline funnel' })).toBeVisible();
  expect(fetched.length).toBe(beforeClick);
});
