import { answerDialogs, expect, expectSameDocument, gotoApp, markDocument, readStore, test } from './support/fixtures';
import { candidateList, matchCount, openCandidates, stageName, STAGES, storedCandidates } from './support/candidates';

test('lists every candidate in a virtualised list of 60 px rows, 600 px high', async ({ page }) => {
  await openCandidates(page);
  await expect(matchCount(page)).toHaveText('1000 candidates');
  const list = candidateList(page);
  const box = await list.boundingBox();
  expect(box?.height).toBe(600);
  const rows = list.getByRole('listitem');
  const rendered = await rows.count();
  expect(rendered).toBeGreaterThanOrEqual(10);
  expect(rendered).toBeLessThan(30);
  expect((await rows.first().boundingBox())?.height).toBe(60);

  const first = await rows.first().getByRole('link').textContent();
  await list.evaluate((element) => element.scrollTo(0, 60 * 500));
  await expect(list.getByRole('link', { name: first!, exact: true })).toHaveCount(0);
  await expect(rows.first()).toHaveAttribute('aria-posinset', /^(49\d|50\d)$/);
  expect(await rows.count()).toBeLessThan(30);

  // A short list's box ends below its last row (and its borders), not 600 px down.
  const [someone] = await storedCandidates(page);
  await page.getByPlaceholder('Search name or email...').fill(someone.email);
  await expect(rows).toHaveCount(1);
  await expect.poll(async () => (await list.boundingBox())?.height).toBe(62);
});

test('back from a candidate’s page, the list is where it was scrolled to', async ({ page }) => {
  await openCandidates(page);
  const list = candidateList(page);
  await list.hover();
  // Scrolled by the mouse wheel, as a person does, well down the thousand rows.
  for (let turn = 0; turn < 10; turn++) await page.mouse.wheel(0, 1200);
  // A person picks a row once the list stops moving: under load the wheel's last turns land late.
  let lastTop = -1;
  await expect
    .poll(async () => {
      const top = await list.evaluate((element) => element.scrollTop);
      const settled = top === lastTop && top > 0;
      lastTop = top;
      return settled;
    })
    .toBe(true);
  const row = list.getByRole('listitem').nth(3);
  await expect(row).toHaveAttribute('aria-posinset', /^\d{3}$/);
  const name = (await row.getByRole('link').textContent())!;
  // Everything else by its name: the list may still be drawing its rows, and the fourth row be
  // another candidate a moment later.
  const position = await list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .getAttribute('aria-posinset');
  await list.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(list.getByRole('link', { name, exact: true })).toBeInViewport();
  await expect(
    list.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) }),
  ).toHaveAttribute('aria-posinset', position!);
});

test('each row has a checkbox, the name linking to the detail page, the email and the stage', async ({ page }) => {
  await openCandidates(page);
  const all = (await storedCandidates(page)).sort((a, b) => a.name.localeCompare(b.name));
  const row = candidateList(page).getByRole('listitem').first();
  await expect(row.getByRole('checkbox', { name: `Select ${all[0].name}` })).not.toBeChecked();
  await expect(row.getByRole('link', { name: all[0].name })).toHaveAttribute('href', `/candidates/${all[0].id}`);
  await expect(row).toContainText(all[0].email);
  await expect(row).toContainText(stageName(all[0].stage));
});

test('search matches names and emails, ignoring case', async ({ page }) => {
  await openCandidates(page);
  const all = await storedCandidates(page);
  const search = page.getByPlaceholder('Search name or email...');

  const byEmail = all[17].email.split('@')[0].slice(0, 6).toUpperCase();
  await search.fill(byEmail);
  const emailMatches = all.filter(
    (item) =>
      item.name.toLowerCase().includes(byEmail.toLowerCase()) ||
      item.email.toLowerCase().includes(byEmail.toLowerCase()),
  );
  await expect(matchCount(page)).toHaveText(`${emailMatches.length} candidate${emailMatches.length === 1 ? '' : 's'}`);
  await expect(candidateList(page).getByRole('link', { name: all[17].name, exact: true })).toBeVisible();

  const byName = all[3].name.split(' ')[1].toLowerCase();
  await search.fill(byName);
  const nameMatches = all.filter((item) => item.name.toLowerCase().includes(byName) || item.email.includes(byName));
  await expect(matchCount(page)).toHaveText(`${nameMatches.length} candidate${nameMatches.length === 1 ? '' : 's'}`);

  await search.fill('nobody-has-this-text');
  await expect(matchCount(page)).toHaveText('0 candidates');
  await expect(candidateList(page).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('No candidates match this search and filter.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption('hired');
  await page.getByRole('button', { name: 'Clear search and filter' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Stage', exact: true })).toHaveValue('');
  await expect(matchCount(page)).toHaveText('1000 candidates');
});

test('filters by stage, starting at All stages', async ({ page }) => {
  await openCandidates(page);
  const all = await storedCandidates(page);
  const stage = page.getByRole('combobox', { name: 'Stage', exact: true });
  await expect(stage).toHaveValue('');
  await expect(stage.getByRole('option')).toHaveText(['All stages', ...STAGES.map(stageName)]);
  for (const value of ['hired', 'rejected']) {
    await stage.selectOption(value);
    await expect(matchCount(page)).toHaveText(`${all.filter((item) => item.stage === value).length} candidates`);
    const rowStages = await candidateList(page).getByRole('listitem').allInnerTexts();
    expect(rowStages.every((text) => text.trim().endsWith(stageName(value)))).toBe(true);
  }
  await stage.selectOption('');
  await expect(matchCount(page)).toHaveText('1000 candidates');
});

test('adds a candidate from the modal, with applied as the default stage, without a reload', async ({ page }) => {
  await openCandidates(page);
  await markDocument(page);
  await page.getByRole('button', { name: '+ Add Candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Candidate' });
  await expect(dialog.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Stage')).toHaveValue('applied');
  await dialog.getByLabel('Full Name').fill('Zora Neale Hurston');
  await dialog.getByLabel('Email Address').fill('zora@example.org');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(matchCount(page)).toHaveText('1001 candidates');
  await page.getByPlaceholder('Search name or email...').fill('zora');
  await expect(candidateList(page).getByRole('listitem')).toHaveText([
    /Zora Neale Hurston.*zora@example\.org.*Applied/,
  ]);
  const stored = (await storedCandidates(page)).find((item) => item.email === 'zora@example.org');
  expect(stored).toMatchObject({ name: 'Zora Neale Hurston', stage: 'applied' });
  await expectSameDocument(page);
});

test('the add modal does nothing while the name or email is empty, and explains a bad or taken email', async ({
  page,
}) => {
  await openCandidates(page);
  const existing = (await storedCandidates(page))[0];
  await page.getByRole('button', { name: '+ Add Candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Candidate' });
  await dialog.getByLabel('Full Name').fill('No Email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await storedCandidates(page)).toHaveLength(1000);

  await dialog.getByLabel('Email Address').fill(existing.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Could not add the candidate: A candidate with this email already exists: ${existing.name} Add an application to ${existing.name}`,
  );
  await expect(dialog.getByRole('alert').getByRole('link', { name: existing.name })).toHaveAttribute(
    'href',
    `/candidates/${existing.id}`,
  );
  await dialog.getByLabel('Email Address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not add the candidate: Enter a valid email address');
  await expect(dialog.getByLabel('Full Name')).toHaveValue('No Email');
  expect(await storedCandidates(page)).toHaveLength(1000);
  await dialog.getByLabel('Email Address').pressSequentially('x');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('deletes the selected candidates after the Confirm Delete modal, in place', async ({ page }) => {
  await openCandidates(page);
  await markDocument(page);
  const rows = candidateList(page).getByRole('listitem');
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();
  const names = [await rows.nth(0).getByRole('link').textContent(), await rows.nth(2).getByRole('link').textContent()];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await expect(matchCount(page)).toHaveText('1000 candidates, 2 selected');
  await expect(remove).toBeEnabled();

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you want to delete 2 selected candidate(s)?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedCandidates(page)).toHaveLength(1000);

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(matchCount(page)).toHaveText('998 candidates');
  await expect(remove).toBeDisabled();
  const left = (await storedCandidates(page)).map((item) => item.name);
  expect(left).toHaveLength(998);
  for (const name of names) expect(left).not.toContain(name);
  await expectSameDocument(page);
});

test('changes from another tab show at once, without a reload', async ({ page, context }) => {
  await openCandidates(page);
  await markDocument(page);
  const other = await context.newPage();
  await openCandidates(other);
  await other.getByRole('button', { name: '+ Add Candidate' }).click();
  const dialog = other.getByRole('dialog', { name: 'Add Candidate' });
  await dialog.getByLabel('Full Name').fill('Tab Two Person');
  await dialog.getByLabel('Email Address').fill('tab.two@example.org');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(matchCount(page)).toHaveText('1001 candidates');
  await page.getByPlaceholder('Search name or email...').fill('tab two');
  await expect(candidateList(page).getByRole('link', { name: 'Tab Two Person' })).toBeVisible();
  await expectSameDocument(page);
  await other.close();
});

test('on a list filtered to a job, a new candidate goes to that job; one put elsewhere is said to be, and their job can be changed later', async ({
  page,
}) => {
  await gotoApp(page, '/candidates?job=job-9');
  await expect(matchCount(page)).toBeVisible();
  const jobs = await readStore<{ id: string; title: string; status: string }>(page, 'jobs');
  const [jobNine, jobTwo] = ['job-9', 'job-2'].map((id) => jobs.find((job) => job.id === id)!);
  const before = await matchCount(page).textContent();

  await page.getByRole('button', { name: '+ Add Candidate' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Candidate' });
  await expect(dialog.getByLabel('Job').locator('option:checked')).toHaveText(jobNine.title);
  await dialog.getByLabel('Full Name').fill('Nine Person');
  await dialog.getByLabel('Email Address').fill('nine.person@example.org');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added Nine Person to ${jobNine.title} in applied. OK`,
  );
  // The list counts them once its index has taken the write in, a moment after the note.
  await expect(matchCount(page)).toHaveText(`${Number.parseInt(before!) + 1} candidates`);
  await page.getByPlaceholder('Search name or email...').fill('person@example.org');
  await expect(candidateList(page).getByRole('listitem')).toHaveText([/Nine Person/]);

  await page.getByRole('button', { name: '+ Add Candidate' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Candidate' });
  await dialog.getByLabel('Full Name').fill('Elsewhere Person');
  await dialog.getByLabel('Email Address').fill('elsewhere.person@example.org');
  await dialog.getByLabel('Job').selectOption({ label: jobTwo.title });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const note = page.getByRole('status').filter({ hasText: 'Added' });
  await expect(note).toHaveText(
    `Added Elsewhere Person to ${jobTwo.title} in applied. The filters above leave them out of this list. OK`,
  );
  await expect(candidateList(page).getByRole('listitem')).toHaveText([/Nine Person/]);

  await note.getByRole('link', { name: 'Elsewhere Person' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elsewhere Person' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Candidate' }).click();
  const panel = page.getByRole('region', { name: 'Edit Candidate Info' });
  await expect(panel.getByLabel('Job').locator('option:checked')).toHaveText(jobTwo.title);
  await panel.getByLabel('Job').selectOption({ label: jobNine.title });
  const alerts = answerDialogs(page);
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Candidate updated successfully!']);
  await expect(page.getByRole('link', { name: jobNine.title })).toHaveAttribute('href', '/jobs/job-9');
  const stored = (await storedCandidates(page)).find((item) => item.email === 'elsewhere.person@example.org');
  expect(stored?.jobId).toBe('job-9');
  // The timeline says so, and keeps saying so after a reload.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toContainText([`Job: ${jobTwo.title} → ${jobNine.title}`]);
  await page.reload();
  await expect(timeline.getByRole('listitem').first()).toContainText(`Job: ${jobTwo.title} → ${jobNine.title}`);
});
