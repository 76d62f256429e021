import { column, keyboardMove } from '../support/board';
import { answerDialogs, expect, gotoApp, test } from '../support/fixtures';
import { TEAM_HOSTS } from '../support/hosts';
import { addCandidate, addJob, fromOwnPage, anotherMember, stageChangesOf, unique } from '../support/team';

/** Two recruiters of one team, each in a browser of their own, on `npm run team`. */

test('a job one recruiter creates shows in the other recruiter’s list without a reload', async ({ page, browser }) => {
  const title = unique('Harbour Pilot');
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, `/jobs?search=${encodeURIComponent(title)}`);
  await expect(other.page.getByText('No jobs match this search and filter.')).toBeVisible();

  await gotoApp(page, '/jobs');
  await page.getByRole('button', { name: '+ Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Job' });
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(other.page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await other.close();
});

test('a card one recruiter moves on the board moves on the other recruiter’s board', async ({
  page,
  browser,
  request,
}) => {
  const candidate = await addCandidate(request, TEAM_HOSTS.team);
  const board = `/candidates/kanban?search=${encodeURIComponent(candidate.name)}`;
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, board);
  await expect(column(other.page, 'applied').getByRole('listitem')).toHaveCount(1);

  await gotoApp(page, board);
  await keyboardMove(page, column(page, 'applied').getByRole('listitem'), 1);
  await expect(column(page, 'screen').getByRole('listitem')).toHaveCount(1);

  await expect(column(other.page, 'screen').getByRole('listitem')).toHaveCount(1);
  await expect(column(other.page, 'applied').getByRole('listitem')).toHaveCount(0);
  expect(await stageChangesOf(request, TEAM_HOSTS.team, candidate.id)).toEqual(['applied→screen']);
  await other.close();
});

test('two recruiters move one card at once: the first move lands, the second is told where the card went', async ({
  page,
  browser,
  request,
}) => {
  const candidate = await addCandidate(request, TEAM_HOSTS.team, 'screen');
  const board = `/candidates/kanban?search=${encodeURIComponent(candidate.name)}`;
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, board);
  await gotoApp(page, board);
  await expect(column(other.page, 'screen').getByRole('listitem')).toHaveCount(1);
  await expect(column(page, 'screen').getByRole('listitem')).toHaveCount(1);

  // The other recruiter's move leaves their browser at once but reaches the server just after
  // the first recruiter's: both were made from Screen.
  let firstLanded!: () => void;
  const landed = new Promise<void>((resolve) => (firstLanded = resolve));
  await other.page.route(`**/candidates/${candidate.id}`, async (route) => {
    if (route.request().method() === 'PATCH') await landed;
    await route.continue();
  });
  await column(other.page, 'screen').getByRole('listitem').getByRole('button').focus();
  for (const key of ['Space', 'ArrowLeft', 'Space']) await other.page.keyboard.press(key);
  await expect(column(other.page, 'applied').getByRole('listitem')).toHaveCount(1);
  await keyboardMove(page, column(page, 'screen').getByRole('listitem'), 1);
  await expect(column(page, 'tech').getByRole('listitem')).toHaveCount(1);
  await expect
    .poll(async () => (await (await request.get(`${TEAM_HOSTS.team}/candidates/${candidate.id}`)).json()).stage)
    .toBe('tech');
  firstLanded();

  await expect(other.page.getByRole('main').getByRole('alert')).toHaveText(
    `Could not move ${candidate.name} to applied: Moved to Tech by someone else meanwhile.`,
  );
  await expect(column(other.page, 'tech').getByRole('listitem')).toHaveCount(1);
  await expect(column(other.page, 'applied').getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(await stageChangesOf(request, TEAM_HOSTS.team, candidate.id)).toEqual(['screen→tech']);
  await other.close();
});

test('a card someone else moves while it is held is refused on drop, saying where it went', async ({
  browser,
  request,
}) => {
  const candidate = await addCandidate(request, TEAM_HOSTS.team, 'screen');
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, `/candidates/kanban?search=${encodeURIComponent(candidate.name)}`);
  await column(other.page, 'screen').getByRole('listitem').getByRole('button').focus();
  await other.page.keyboard.press('Space');
  await expect(other.page.getByText(`You have lifted ${candidate.name} in Screen, position 1 of 1`)).toBeAttached();

  // The board holds still while the card is held; the change reaches it as a fresh read.
  const reread = other.page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/candidates' && response.request().method() === 'GET',
  );
  const moved = await request.patch(`${TEAM_HOSTS.team}/candidates/${candidate.id}`, {
    headers: fromOwnPage(TEAM_HOSTS.team),
    data: { stage: 'tech', fromStage: 'screen' },
  });
  expect(moved.status()).toBe(200);
  await reread;
  for (const key of ['ArrowLeft', 'Space']) await other.page.keyboard.press(key);

  await expect(other.page.getByRole('main').getByRole('alert')).toHaveText(
    `Could not move ${candidate.name} to applied: Moved to Tech by someone else meanwhile.`,
  );
  await expect(column(other.page, 'tech').getByRole('listitem')).toHaveCount(1);
  expect(await stageChangesOf(request, TEAM_HOSTS.team, candidate.id)).toEqual(['screen→tech']);
  await other.close();
});

test('a note one recruiter adds shows on the other recruiter’s open candidate page', async ({
  page,
  browser,
  request,
}) => {
  const candidate = await addCandidate(request, TEAM_HOSTS.team);
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, `/candidates/${candidate.id}`);
  const otherNotes = other.page.getByRole('region', { name: 'Notes' });
  await expect(otherNotes.getByText('No notes yet.')).toBeVisible();

  await gotoApp(page, `/candidates/${candidate.id}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  const text = `Strong portfolio, ask @alice <b>to call</b> ${unique('ref')}`;
  await notes.getByPlaceholder('Write a note with @mentions...').fill(text);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').first()).toContainText(text);
  // The note names the member whose session wrote it.
  await expect(notes.getByRole('listitem').first()).toContainText('Ada Admin ·');

  await expect(otherNotes.getByRole('listitem').first()).toContainText(text);
  await other.close();
});

test("a stage change on the team server names who made it on the candidate's timeline", async ({ page, request }) => {
  const candidate = await addCandidate(request, TEAM_HOSTS.team);
  await gotoApp(page, `/candidates/${candidate.id}`);
  await page.getByRole('button', { name: 'Edit Candidate' }).click();
  const panel = page.getByRole('region', { name: 'Edit Candidate Info' });
  await panel.getByLabel('Stage').selectOption('tech');
  const alerts = answerDialogs(page);
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Candidate updated successfully!']);
  const latest = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first();
  await expect(latest).toContainText('→ tech');
  await expect(latest).toContainText('Ada Admin ·');
});

test('a candidate one recruiter deletes leaves the other recruiter’s list', async ({ page, browser, request }) => {
  const candidate = await addCandidate(request, TEAM_HOSTS.team);
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, `/candidates?search=${encodeURIComponent(candidate.name)}`);
  await expect(other.page.getByText('1 candidate', { exact: true })).toBeVisible();

  await gotoApp(page, `/candidates/${candidate.id}`);
  answerDialogs(page, 'accept', 'accept');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/candidates');

  await expect(other.page.getByText('0 candidates', { exact: true })).toBeVisible();
  await other.close();
});

test('two reorders from the same stale order: one lands, the other is answered 409', async ({ request }) => {
  const jobs = (await (await request.get(`${TEAM_HOSTS.team}/api/jobs?pageSize=all`)).json()).items;
  const job = jobs[3];
  const reorder = (toOrder: number) =>
    request.patch(`${TEAM_HOSTS.team}/api/jobs/${job.id}/reorder`, {
      headers: fromOwnPage(TEAM_HOSTS.team),
      data: { fromOrder: job.order, toOrder },
    });
  const answers = await Promise.all([reorder(0), reorder(1)]);
  const statuses = answers.map((answer) => answer.status()).sort();
  expect(statuses).toEqual([200, 409]);
  const refused = answers.find((answer) => answer.status() === 409)!;
  expect(await refused.json()).toEqual({ message: 'The job list changed since it was loaded; reload and try again' });
  const after = (await (await request.get(`${TEAM_HOSTS.team}/api/jobs?pageSize=all`)).json()).items;
  expect(after.map((item: { order: number }) => item.order)).toEqual(after.map((_: unknown, index: number) => index));
});

test('an edit made on a job someone changed meanwhile is refused, and the form keeps what was typed', async ({
  page,
  browser,
  request,
}) => {
  const job = await addJob(request, TEAM_HOSTS.team, 'Lighthouse Keeper');
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, `/jobs/${job.id}`);
  await other.page.getByRole('button', { name: 'Edit', exact: true }).click();
  const theirs = other.page.getByRole('dialog', { name: 'Edit Job' });

  await gotoApp(page, `/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const mine = page.getByRole('dialog', { name: 'Edit Job' });
  const myTitle = unique('Harbour Master');
  await mine.getByLabel('Job Title').fill(myTitle);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toBeHidden();
  // The other recruiter's screen reads the job again behind their open form; the form keeps its own start.
  await expect(other.page.getByText(myTitle).first()).toBeAttached();

  const theirTitle = unique('Tide Watcher');
  await theirs.getByLabel('Job Title').fill(theirTitle);
  await theirs.getByLabel('Tags (comma separated)').fill('night shift, coastal');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(theirs.getByRole('alert')).toHaveText(
    'Could not save the job: Changed by someone else since you opened it',
  );
  await expect(theirs.getByLabel('Job Title')).toHaveValue(theirTitle);
  await expect(theirs.getByLabel('Tags (comma separated)')).toHaveValue('night shift, coastal');
  const stored = await (await request.get(`${TEAM_HOSTS.team}/api/jobs/${job.id}`)).json();
  expect(stored.title).toBe(myTitle);
  await other.close();
});

test('an edit saved on the server whose answer was lost: Save again finishes it instead of a conflict', async ({
  page,
  request,
}) => {
  const job = await addJob(request, TEAM_HOSTS.team, 'Lock Keeper');
  await gotoApp(page, `/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit Job' });
  const title = unique('Canal Warden');
  await form.getByLabel('Job Title').fill(title);
  await form.getByLabel('Tags (comma separated)').fill('locks, night shift');

  // The server saves the first edit, but its answer never reaches the browser.
  let answersLost = 0;
  await page.route(`**/api/jobs/${job.id}`, async (route) => {
    if (route.request().method() !== 'PATCH' || answersLost > 0) return route.fallback();
    answersLost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Could not save the job');
  await expect(form.getByLabel('Job Title')).toHaveValue(title);
  expect((await (await request.get(`${TEAM_HOSTS.team}/api/jobs/${job.id}`)).json()).title).toBe(title);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const stored = await (await request.get(`${TEAM_HOSTS.team}/api/jobs/${job.id}`)).json();
  expect(stored).toMatchObject({ title, tags: ['locks', 'night shift'], version: 2 });
  expect(answersLost).toBe(1);
});
