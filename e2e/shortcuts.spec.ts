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
  const press = async (...keys: string[]) => {
    for (const key of keys) await page.keyboard.press(key);
  };
  // A quick hand: "g j" and at once "g a". tinykeys alone kept the other sequences' half-typed
  // state for a second after one fired, and that "g a" went nowhere.
  await press('g', 'j');
  await expect(page).toHaveURL('/jobs');
  await press('g', 'a');
  await expect(page).toHaveURL('/assessments/1');
  for (const [key, heading] of [
    ['i', 'Insights'],
    ['c', 'Candidates'],
    ['j', 'Jobs'],
    ['a', /^Assessment: /],
  ] as const) {
    await press('g', key);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
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
