import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { matchCount, openCandidates, storedCandidates } from './support/candidates';
import { chooseFile, type Contents } from './support/csvImport';
import { expect, readStore, test } from './support/fixtures';

/** A file of 21 MB, written to the test's own output folder. */
async function oversizedFile(): Promise<{ path: string }> {
  const path = test.info().outputPath('oversized.csv');
  await writeFile(path, Buffer.alloc(21 * 1024 * 1024, 'a'));
  return { path };
}

async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  return readFile((await (await download).path())!, 'utf8');
}

test('guesses the columns, previews the rows, lists each problem and imports the ready ones', async ({ page }) => {
  await openCandidates(page);
  const taken = (await storedCandidates(page))[0];
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  const file = [
    'Full Name;E-mail;Status;Position',
    `Ada Import;ada.import@example.org;Tech;${jobs[1].title.toUpperCase()}`,
    'Grace Import;grace.import@example.org;;job-3',
    '"Lovelace, ""Countess""";countess.import@example.org;offer;',
    'Bad Email;not-an-email;;',
    `Already Here;${taken.email.toUpperCase()};;`,
    `Twice;ada.import@example.org;;${jobs[1].title}`,
    'Odd Stage;odd.import@example.org;interview;',
    'No Job;nojob.import@example.org;;Astronaut',
  ].join('\n');
  const dialog = await chooseFile(page, file);

  await expect(dialog.getByText('8 rows in the file.')).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('0');
  await expect(dialog.getByLabel('Name', { exact: true }).locator('option:checked')).toHaveText('Full Name');
  await expect(dialog.getByLabel('Email', { exact: true }).locator('option:checked')).toHaveText('E-mail');
  await expect(dialog.getByLabel('Stage', { exact: true }).locator('option:checked')).toHaveText('Status');
  await expect(dialog.getByLabel('Job', { exact: true }).locator('option:checked')).toHaveText('Position');
  await expect(dialog.getByRole('status')).toHaveText('3 ready, 5 with problems');
  const preview = dialog.getByRole('table', { name: 'First rows as they will be saved' });
  await expect(preview.getByRole('row').nth(1)).toHaveText(`2Ada Importada.import@example.orgTech${jobs[1].title}`);
  await expect(preview.getByRole('row').nth(3)).toContainText('Lovelace, "Countess"');
  const problems = dialog.getByRole('list', { name: 'Problems' }).getByRole('listitem');
  await expect(problems).toHaveText([
    'Line 5: Invalid email',
    'Line 6: Email already in TalentFlow (open that candidate)',
    'Line 7: Email and job repeated in the file (first on line 2)',
    'Line 8: Unknown stage "interview"',
    'Line 9: Unknown job "Astronaut"',
  ]);
  await expect(problems.nth(1).getByRole('link', { name: 'open that candidate' })).toHaveAttribute(
    'href',
    `/candidates/${taken.id}`,
  );

  const problemsFile = await downloadedText(page, () =>
    dialog.getByRole('button', { name: 'Download problems' }).click(),
  );
  const rows = Papa.parse<string[]>(problemsFile.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['line', 'problem', 'Full Name', 'E-mail', 'Status', 'Position']);
  expect(rows[1]).toEqual(['5', 'Invalid email', 'Bad Email', 'not-an-email', '', '']);
  expect(rows).toHaveLength(6);

  const before = (await storedCandidates(page)).length;
  await dialog.getByRole('button', { name: 'Import 3 candidates' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('3 candidates imported, 5 skipped');
  expect((await storedCandidates(page)).length).toBe(before + 3);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByPlaceholder('Search name or email...').fill('.import@example.org');
  await expect(matchCount(page)).toHaveText('3 candidates');
  await page.getByRole('link', { name: 'Ada Import' }).click();
  await expect(page.getByText('Imported into tech')).toBeVisible();
});

test("another ATS's French export: headers guessed, unused columns named, its own stages and jobs mapped, problems on the file's lines", async ({
  page,
}) => {
  await openCandidates(page);
  const [job, other] = await readStore<{ id: string; title: string }>(page, 'jobs');
  const file = [
    'Nom complet;Courriel;Étape;Poste;Téléphone',
    `Zoé Import;zoe.import@example.org;Screen;${job.title};06 01 02 03 04`,
    '',
    `Hélène Import;helene.import@example.org;Entretien;${job.title};06 05`,
    '"Multi',
    `Ligne Import";multi.import@example.org;;${job.title};`,
    'Mauvais;pas-un-courriel;;;',
    'Paul Import;paul.import@example.org;Tech;Astronaute;',
    'Lina Import;lina.import@example.org;;Plongeuse;',
  ].join('\n');
  const dialog = await chooseFile(page, file, 'export.csv');
  await expect(dialog.getByLabel('Name', { exact: true }).locator('option:checked')).toHaveText('Nom complet');
  await expect(dialog.getByLabel('Email', { exact: true }).locator('option:checked')).toHaveText('Courriel');
  await expect(dialog.getByLabel('Stage', { exact: true }).locator('option:checked')).toHaveText('Étape');
  await expect(dialog.getByLabel('Job', { exact: true }).locator('option:checked')).toHaveText('Poste');
  await expect(dialog.getByText('Not imported: 1 column of the file that no field reads (Téléphone).')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('2 ready, 4 with problems');
  // Line 3 is blank and the third row spans lines 5 and 6: the problems are on lines 4, 7, 8 and 9.
  await expect(dialog.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveText([
    'Line 4: Unknown stage "entretien"',
    'Line 7: Invalid email',
    'Line 8: Unknown job "Astronaute"',
    'Line 9: Unknown job "Plongeuse"',
  ]);
  const problemsFile = await downloadedText(page, () =>
    dialog.getByRole('button', { name: 'Download problems' }).click(),
  );
  const rows = Papa.parse<string[]>(problemsFile.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(rows.slice(1).map((row) => row[0])).toEqual(['4', '7', '8', '9']);

  // A stage column left unchosen is named too, before anyone imports everyone as applied unwarned.
  const stageColumn = dialog.getByLabel('Stage', { exact: true });
  await stageColumn.selectOption({ label: 'Not in the file: applied' });
  await expect(
    dialog.getByText('Not imported: 2 columns of the file that no field reads (Étape, Téléphone).'),
  ).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('3 ready, 3 with problems');
  await stageColumn.selectOption({ label: 'Étape' });
  await expect(dialog.getByRole('status')).toHaveText('2 ready, 4 with problems');

  // Their own words for a stage and a job, each mapped to TalentFlow's.
  await dialog.getByLabel('Stage “Entretien” (1 row)').selectOption('tech');
  await expect(dialog.getByRole('status')).toHaveText('3 ready, 3 with problems');
  await dialog.getByLabel('Job “Astronaute” (1 row)').selectOption(other.id);
  await expect(dialog.getByRole('status')).toHaveText('4 ready, 2 with problems');
  await dialog.getByLabel('Job “Plongeuse” (1 row)').selectOption({ label: 'Create the job “Plongeuse”' });
  await expect(dialog.getByRole('status')).toHaveText('5 ready, 1 with problems');
  await expect(dialog.getByRole('table', { name: 'First rows as they will be saved' })).toContainText(
    'Plongeuse (new job)',
  );
  await dialog.getByRole('button', { name: 'Import 5 candidates' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('5 candidates imported, 1 skipped');
  const created = (await readStore<{ id: string; title: string }>(page, 'jobs')).filter(
    (item) => item.title === 'Plongeuse',
  );
  expect(created).toHaveLength(1);
  const stored = (await storedCandidates(page)).filter((item) => item.email.endsWith('.import@example.org'));
  expect(stored.map((item) => `${item.name}: ${item.stage}, ${item.jobId}`).sort()).toEqual(
    [
      `Hélène Import: tech, ${job.id}`,
      `Lina Import: applied, ${created[0].id}`,
      `Multi\nLigne Import: applied, ${job.id}`,
      `Paul Import: tech, ${other.id}`,
      `Zoé Import: screen, ${job.id}`,
    ].sort(),
  );
});

test('a file dropped on the dialog is read; a changed column choice checks the rows again', async ({ page }) => {
  await openCandidates(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import candidates' });
  const transfer = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['who\tmail\tnote\nDrop Person\tdrop@example.org\tx\n'], 'drop.tsv'));
    return data;
  });
  await dialog.getByText('or drop it here').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(dialog.getByText('1 row in the file.')).toBeVisible();
  await expect(dialog.getByText('Choose the columns for Name and Email.')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).selectOption({ label: 'who' });
  await dialog.getByLabel('Email', { exact: true }).selectOption({ label: 'mail' });
  await expect(dialog.getByRole('status')).toHaveText('1 ready, 0 with problems');
  await dialog.getByLabel('Email', { exact: true }).selectOption({ label: 'note' });
  await expect(dialog.getByRole('status')).toHaveText('0 ready, 1 with problems');
});

test('columns changed quickly with the keyboard: the preview is the last choice, and its count is what is written', async ({
  page,
}) => {
  await openCandidates(page);
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  // Big enough that each check of the rows takes a while, so the checks of quick changes overlap.
  const rows = Array.from({ length: 3000 }, (_, index) => {
    const position = jobs[index % 3].title;
    const other = index % 2 ? jobs[4].title : 'Nowhere';
    return `Quick ${index},quick.${index}@example.org,${position},${other}`;
  });
  const dialog = await chooseFile(page, ['name,email,position,other', ...rows].join('\n'));
  const job = dialog.getByLabel('Job', { exact: true });
  await expect(job.locator('option:checked')).toHaveText('position');
  await expect(dialog.getByRole('status')).toHaveText('3000 ready, 0 with problems');

  await job.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(job.locator('option:checked')).toHaveText('position');
  await expect(dialog.getByRole('status')).toHaveText('3000 ready, 0 with problems');
  const preview = dialog.getByRole('table', { name: 'First rows as they will be saved' });
  await expect(preview.getByRole('row').nth(1)).toHaveText(`2Quick 0quick.0@example.orgApplied${jobs[0].title}`);
  await expect(preview.getByRole('row').nth(2)).toHaveText(`3Quick 1quick.1@example.orgApplied${jobs[1].title}`);

  const before = (await storedCandidates(page)).length;
  await dialog.getByRole('button', { name: 'Import 3000 candidates' }).click();
  await expect(dialog.getByRole('status')).toHaveText('3000 candidates imported, 0 skipped');
  const stored = await storedCandidates(page);
  expect(stored.length).toBe(before + 3000);
  const quick = stored.filter((candidate) => candidate.email.startsWith('quick.'));
  expect(quick.filter((candidate) => candidate.jobId === jobs[2].id)).toHaveLength(1000);
});

test('Cancel and Escape write nothing', async ({ page }) => {
  await openCandidates(page);
  const before = (await storedCandidates(page)).length;
  let dialog = await chooseFile(page, 'name,email\nKept Out,kept.out@example.org\n');
  await expect(dialog.getByRole('status')).toHaveText('1 ready, 0 with problems');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  dialog = await chooseFile(page, 'name,email\nKept Out,kept.out@example.org\n');
  await expect(dialog.getByRole('status')).toHaveText('1 ready, 0 with problems');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await storedCandidates(page)).length).toBe(before);
});

test.describe('hostile and broken files', () => {
  const refused: [string, Contents | (() => Promise<Contents>), RegExp][] = [
    ['an empty file', '', /This file is empty\./],
    ['a header with no rows', 'name,email\n', /header row but no candidates/],
    [
      'a binary file renamed .csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      /binary data/,
    ],
    ['a file in Latin-1', Buffer.from('name,email\nZo\xeb Latin,zoe.latin@example.org\n', 'latin1'), /not UTF-8 text/],
    ['a file over 20 MB', oversizedFile, /This file is 21\.0 MB; TalentFlow imports files of up to 20 MB\./],
    ['an unclosed quote', 'name,email\n"Open Quote,open@example.org\nNext,next@example.org\n', /never closed/],
  ];
  for (const [what, contents, message] of refused) {
    test(`${what} gets a clear message and writes nothing`, async ({ page }) => {
      await openCandidates(page);
      const before = (await storedCandidates(page)).length;
      const dialog = await chooseFile(page, typeof contents === 'function' ? await contents() : contents);
      await expect(dialog.getByRole('alert')).toHaveText(message);
      await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
      expect((await storedCandidates(page)).length).toBe(before);
    });
  }

  test('markup, formulas, long cells, quotes and line breaks in cells and mixed line endings', async ({ page }) => {
    await openCandidates(page);
    const file = [
      'name,email',
      '"<img src=x onerror=""window.hacked=1"">",markup.import@example.org',
      "'=1+2,formula.import@example.org",
      `${'x'.repeat(100_000)},long.import@example.org`,
      '"Two\nLines, ""Quoted""",lines.import@example.org',
    ].join('\r\n');
    const dialog = await chooseFile(page, `\uFEFF${file}\nLast Row,last.import@example.org\r`);
    await expect(dialog.getByRole('status')).toHaveText('4 ready, 1 with problems');
    await expect(dialog.getByRole('list', { name: 'Problems' })).toHaveText('Line 4: Name longer than 200 characters');
    await dialog.getByRole('button', { name: 'Import 4 candidates' }).click();
    await expect(dialog.getByRole('status')).toHaveText('4 candidates imported, 1 skipped');
    const names = (await storedCandidates(page))
      .filter((item) => item.email.endsWith('.import@example.org'))
      .map((item) => item.name)
      .sort();
    expect(names).toEqual(['<img src=x onerror="window.hacked=1">', '=1+2', 'Last Row', 'Two\nLines, "Quoted"'].sort());
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByPlaceholder('Search name or email...').fill('markup.import');
    await expect(page.getByText('<img src=x onerror="window.hacked=1">')).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  });
});

test('an edited export updates the applications already in TalentFlow when asked, and adds another job as an application', async ({
  page,
}) => {
  await openCandidates(page);
  const stored = await storedCandidates(page);
  const jobs = await readStore<{ id: string; title: string }>(page, 'jobs');
  const [renamed, applying, same] = stored.filter((candidate) => candidate.stage === 'applied');
  const otherJob = jobs.find((job) => job.id !== applying.jobId)!;
  const title = (jobId: string) => jobs.find((job) => job.id === jobId)!.title;
  const file = [
    'Name,Email,Stage,Job',
    `${renamed.name} Jr,${renamed.email},Screen,`,
    `${applying.name},${applying.email.toUpperCase()},applied,${otherJob.title}`,
    `${same.name},${same.email},applied,${title(same.jobId)}`,
    'New Person,new.person@example.org,,',
  ].join('\n');
  const dialog = await chooseFile(page, file);
  await expect(dialog.getByRole('status')).toHaveText(
    '2 ready (1 of them an application of people in TalentFlow to other jobs), 1 unchanged, 1 with problems',
  );
  const preview = dialog.getByRole('table', { name: 'First rows as they will be saved' });
  await expect(preview.getByRole('row', { name: /^3 / })).toContainText(`${applying.name} (another application)`);
  const existing = dialog.getByRole('group', { name: 'Candidates already in TalentFlow' });
  await expect(existing).toContainText(
    '1 row of the file is an application already in TalentFlow (the same email and job) with a different name or stage.',
  );
  await expect(dialog.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveText([
    'Line 2: Email already in TalentFlow (open that candidate)',
  ]);

  await existing.getByRole('checkbox', { name: 'Update them' }).check();
  await expect(dialog.getByRole('status')).toHaveText(
    '2 ready (1 of them an application of people in TalentFlow to other jobs), 1 to update, 1 unchanged, 0 with problems',
  );
  const changes = dialog.getByRole('table', { name: 'What changes for candidates already in TalentFlow' });
  await expect(changes.getByRole('row')).toHaveText([
    'LineCandidateFieldNowFrom the file',
    `2${renamed.name} (${renamed.email})Name${renamed.name}${renamed.name} Jr`,
    'StageAppliedScreen',
  ]);
  await dialog.getByRole('button', { name: 'Import 2 candidates and update 1' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('2 candidates imported, 1 updated, 1 unchanged, 0 skipped');
  const after = await storedCandidates(page);
  expect(after.find((candidate) => candidate.id === renamed.id)).toMatchObject({
    name: `${renamed.name} Jr`,
    stage: 'screen',
    jobId: renamed.jobId,
  });
  const applications = after.filter((candidate) => candidate.email === applying.email);
  expect(applications.map(({ jobId, personApplications }) => [jobId, personApplications]).sort()).toEqual(
    [
      [applying.jobId, 2],
      [otherJob.id, 2],
    ].sort(),
  );
  expect(after).toHaveLength(stored.length + 2);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByPlaceholder('Search name or email...').fill(renamed.email);
  await page.getByRole('link', { name: `${renamed.name} Jr` }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first();
  await expect(timeline).toContainText('applied → screen');
  await expect(timeline).toContainText('Alice Moreau');
});

test('round trip: every candidate exported is unchanged if imported as it is, and deleted and imported again comes back the same', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openCandidates(page);
  const key = (item: { name: string; email: string; stage: string; jobId: string }) =>
    [item.name, item.email, item.stage, item.jobId].join('|');
  const before = (await storedCandidates(page)).map(key).sort();
  const exported = await downloadedText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  // Imported again as it is, every row is a candidate already stored as the file has them: no problem.
  const again = await chooseFile(page, exported, 'candidates.csv');
  await expect(again.getByRole('status')).toHaveText(`0 ready, ${before.length} unchanged, 0 with problems`);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(async () => (await storedCandidates(page)).length).toBe(0);

  const dialog = await chooseFile(page, exported, 'candidates.csv');
  await expect(dialog.getByRole('status')).toHaveText(`${before.length} ready, 0 with problems`);
  await dialog.getByRole('button', { name: `Import ${before.length} candidates` }).click();
  await expect(dialog.getByRole('status')).toHaveText(`${before.length} candidates imported, 0 skipped`);
  expect((await storedCandidates(page)).map(key).sort()).toEqual(before);
});

test('an email taken in another tab after the check stops the import: nothing is written', async ({
  page,
  context,
}) => {
  await openCandidates(page);
  const before = (await storedCandidates(page)).length;
  const dialog = await chooseFile(page, 'name,email\nFirst In,first.in@example.org\nSecond In,second.in@example.org\n');
  await expect(dialog.getByRole('status')).toHaveText('2 ready, 0 with problems');

  const other = await context.newPage();
  await openCandidates(other);
  await other.getByRole('button', { name: '+ Add Candidate' }).click();
  const add = other.getByRole('dialog', { name: 'Add Candidate' });
  await add.getByLabel('Full Name').fill('Quicker Tab');
  await add.getByLabel('Email Address').fill('SECOND.IN@example.org');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  await dialog.getByRole('button', { name: 'Import 2 candidates' }).click();
  // Named as the file has it: that is the row to take out.
  await expect(dialog.getByRole('alert')).toHaveText(
    'second.in@example.org is in TalentFlow already (added meanwhile). Nothing was imported.',
  );
  expect((await storedCandidates(page)).length).toBe(before + 1);
  expect((await storedCandidates(page)).some((item) => item.email === 'first.in@example.org')).toBe(false);
});
