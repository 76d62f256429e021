import { candidateList, openCandidates, storedCandidates } from './support/candidates';
import { expect, gotoApp, test } from './support/fixtures';
import { openJobs } from './support/jobs';

test('"/" focuses the search, "n" creates a job, and neither fires while typing or with Alt held', async ({ page }) => {
  await openJobs(page);
  await page.keyboard.press('/');
  const search = page.getByPlaceholder('Search jobs...');
  await expect(search).toBeFocused();
  await page.keyboard.type('n/');
  await expect(search).toHaveValue('n/');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('heading', { level: 1, name: 'Jobs' }).click();
  await page.keyboard.press('Alt+n');
  await page.keyboard.press('Control+/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('n');
  await expect(page.getByRole('dialog', { name: 'Create Job' })).toBeVisible();
  // In the dialog's field the keys are text.
  await page.keyboard.type('g j ?');
  await expect(page.getByRole('dialog', { name: 'Create Job' }).getByLabel('Job Title')).toHaveValue('g j ?');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"n" adds a candidate; "j" and "k" step through the list as last filtered', async ({ page }) => {
  await openCandidates(page);
  await page.getByRole('heading', { level: 1, name: 'Candidates' }).click();
  await page.keyboard.press('n');
  await expect(page.getByRole('dialog', { name: 'Add Candidate' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption('offer');
  const offers = (await storedCandidates(page))
    .filter((item) => item.stage === 'offer')
    .sort((a, b) => a.name.localeCompare(b.name));
  await expect(candidateList(page).getByRole('listitem').first()).toContainText(offers[0].name);
  await candidateList(page).getByRole('link', { name: offers[0].name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: offers[0].name })).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 1, name: offers[1].name })).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { level: 1, name: offers[2].name })).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 1, name: offers[1].name })).toBeVisible();
  // In the note's text box, j is a letter.
  await page.getByLabel('New note').click();
  await page.keyboard.type('jk');
  await expect(page.getByLabel('New note')).toHaveValue('jk');
  await expect(page.getByRole('heading', { level: 1, name: offers[1].name })).toBeVisible();
});

test('"g" then a letter goes to a screen, and "?" lists every shortcut until Escape', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('heading', { name: 'Welcome to TalentFlow' })).toBeVisible();
  // Like a person, each shortcut is typed once the screen before it has loaded: the timing
  // of sequences typed in a hurry is the unit test's (components/shell/keySequences.test.ts).
  for (const [key, heading, url] of [
    ['j', 'Jobs', '/jobs'],
    ['a', /^Assessment: /, '/assessments/1'],
    ['i', 'Insights', '/insights'],
    ['c', 'Candidates', '/candidates'],
    ['j', 'Jobs', '/jobs'],
  ] as const) {
    await page.keyboard.press('g');
    await page.keyboard.press(key);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  }

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('term')).toHaveText([
    '/',
    'n',
    'j / k',
    'g then j',
    'g then c',
    'g then a',
    'g then i',
    '?',
  ]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
