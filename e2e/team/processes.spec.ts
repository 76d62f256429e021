import { expect, gotoApp, test } from '../support/fixtures';
import { TEAM_HOSTS } from '../support/hosts';
import { anotherMember, unique } from '../support/team';

/** Two server processes' worth of team servers on one PostgreSQL server (server/e2eServers.ts). */
test('a job created through one server shows on a screen served by the other, without a reload', async ({
  page,
  browser,
}) => {
  const title = unique('Quay Inspector');
  await gotoApp(page, `${TEAM_HOSTS.first}/jobs?search=${encodeURIComponent(title)}`);
  await expect(page.getByText('No jobs match this search and filter.')).toBeVisible();

  const other = await anotherMember(browser, TEAM_HOSTS.second);
  await gotoApp(other.page, '/jobs');
  await other.page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = other.page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await other.close();
});
