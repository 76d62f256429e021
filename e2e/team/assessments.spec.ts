import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoApp, test } from '../support/fixtures';
import { TEAM_HOSTS } from '../support/hosts';
import { fromOwnPage, anotherMember, unique } from '../support/team';

/** Two recruiters editing one job's assessment on `npm run team`. */

const builder = (page: Page) => page.getByRole('region', { name: 'Assessment Builder' });
const title = (page: Page) => builder(page).getByLabel('Assessment title');
const saveStatus = (page: Page) => builder(page).getByRole('status').filter({ hasNotText: 'Removed' });
const conflict = (page: Page) => builder(page).getByRole('alert');

async function newJob(request: APIRequestContext): Promise<string> {
  const id = crypto.randomUUID();
  const created = await request.post(`${TEAM_HOSTS.team}/api/jobs`, {
    headers: fromOwnPage(TEAM_HOSTS.team),
    data: { id, title: unique('Ferry Engineer'), status: 'active', tags: [], skills: [], type: 'Full-Time', order: 0 },
  });
  expect(created.status()).toBe(200);
  return id;
}

test('an assessment someone saved meanwhile: the draft stays, and its recruiter loads theirs or keeps their own', async ({
  page,
  browser,
  request,
}) => {
  const jobId = await newJob(request);
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, `/assessments/${jobId}`);
  await expect(title(other.page)).toHaveValue('Untitled Assessment');
  await gotoApp(page, `/assessments/${jobId}`);

  const first = unique('Ferry safety');
  await title(page).fill(first);
  await expect(saveStatus(page)).toHaveText('Saved');

  // The other recruiter started from the unsaved assessment: their save is refused and kept.
  const refused = unique('Deck checks');
  await title(other.page).fill(refused);
  await expect(conflict(other.page)).toContainText('Not saved: Changed by someone else since you opened it.');
  await expect(title(other.page)).toHaveValue(refused);
  await other.page.getByRole('button', { name: 'Load their version' }).click();
  await expect(title(other.page)).toHaveValue(first);
  await expect(saveStatus(other.page)).toHaveText('Saved');

  // From the version they loaded, their next edit saves.
  const second = unique('Engine room');
  await title(other.page).fill(second);
  await expect(saveStatus(other.page)).toHaveText('Saved');

  // Now the first recruiter's draft is the stale one; they keep theirs over it.
  const mine = unique('Bridge drills');
  await title(page).fill(mine);
  await expect(conflict(page)).toContainText('Changed by someone else since you opened it');
  await page.getByRole('button', { name: 'Keep my version' }).dblclick();
  await expect(saveStatus(page)).toHaveText('Saved');
  await expect(title(page)).toHaveValue(mine);
  const stored = await (await request.get(`${TEAM_HOSTS.team}/assessments/${jobId}`)).json();
  expect(stored).toMatchObject({ title: mine, version: 3 });
  await other.close();
});
