import { expect, gotoApp, test } from './support/fixtures';
import { HOSTS } from './support/hosts';
import { openBoard } from './support/board';

test('every exported page carries a policy that allows only its own scripts', async ({ request }) => {
  for (const path of [
    '/',
    '/jobs',
    '/jobs/job-1',
    '/candidates',
    '/candidates/kanban',
    '/assessments/1',
    '/404.html',
  ]) {
    const html = await (await request.get(`${HOSTS.staticHost}${path}`)).text();
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(policy, path).toBeDefined();
    const scriptSrc = policy!.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  }
});

test('using every screen raises no policy violation, and an injected inline script does not run', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );

  await gotoApp(page, '/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: '+ Create Job' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByText('Candidates by stage')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Candidates' }).click();
  await page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Notes' })).toBeVisible();
  await openBoard(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assessments' }).click();
  await expect(page.getByRole('form', { name: 'Test runtime form' })).toBeVisible();
  await page.getByText('Data', { exact: true }).click();
  await gotoApp(page, '/candidates/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Candidate not found.')).toBeVisible();
  expect(violations).toEqual([]);

  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
  });
  expect(ran).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
  violations.length = 0;
});
