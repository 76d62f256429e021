import { apply } from '../support/careers';
import { expect, gotoApp, test } from '../support/fixtures';
import { unique } from '../support/team';

test('on a team server, one applicant’s second job is a second application the recruiters see on both pages', async ({
  page,
  browser,
  baseURL,
}) => {
  const applicant = await browser.newContext({ baseURL });
  const applicantPage = await applicant.newPage();
  await gotoApp(applicantPage, '/careers');
  const links = applicantPage.getByRole('list', { name: 'Open positions' }).getByRole('link');
  const [first, second] = await Promise.all(
    [0, 1].map(async (index) => ({
      title: (await links.nth(index).textContent())!,
      slug: (await links.nth(index).getAttribute('href'))!.split('/').pop()!,
    })),
  );
  const name = unique('Maya Lopez');
  const email = `${name.replaceAll(' ', '.').toLowerCase()}@example.org`;
  await apply(applicantPage, first.slug, { name, email, phone: '+1 555 0100' });
  await apply(applicantPage, second.slug, { name, email: email.toUpperCase(), phone: '+1 555 0100' });
  await applicant.close();

  await gotoApp(page, `/candidates?search=${encodeURIComponent(email)}`);
  const rows = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByText('2 jobs', { exact: true })).toBeVisible();
  await rows.filter({ hasText: second.title }).getByRole('link', { name, exact: true }).click();
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByText(`${second.title} (this page)`)).toBeVisible();
  await applications.getByRole('link', { name: first.title, exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Applications' }).getByText(`${first.title} (this page)`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
