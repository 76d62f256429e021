import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { candidateList, openCandidates, storedCandidates } from './support/candidates';
import { apply, openJobs } from './support/careers';
import { expect, gotoApp, readStore, test } from './support/fixtures';
import { signInAs } from './support/people';

const pdf = { name: 'mary-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% a résumé\n') };
const MARY = { name: 'Mary Somerville', email: 'mary.somerville@example.org', phone: '+44 131 496 0777' };

/** Every row of every store of the app's database, as text: what a search of all of IndexedDB finds. */
async function everyStore(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('talentflow');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const transaction = db.transaction(names, 'readonly');
          const texts: string[] = [];
          for (const name of names) {
            const request = transaction.objectStore(name).getAll();
            request.onsuccess = () => texts.push(JSON.stringify(request.result));
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(texts.join('\n'));
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

/** Mary applies with a résumé, and her page is opened with a note about her. */
async function openMary(page: Page) {
  const [job] = await openJobs(page);
  await apply(page, job.slug, { ...MARY, resume: pdf });
  const mary = (await storedCandidates(page)).find((candidate) => candidate.email === MARY.email)!;
  await gotoApp(page, `/candidates/${mary.id}`);
  await expect(page.getByRole('heading', { level: 1, name: MARY.name })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByPlaceholder('Write a note with @mentions...').fill(`Called ${MARY.name} on ${MARY.phone}`);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  return mary;
}

test('an admin erases a candidate by typing their name, and no store of the browser holds anything of them', async ({
  page,
}) => {
  const mary = await openMary(page);
  const before = (await everyStore(page)).toLowerCase();
  for (const trace of Object.values(MARY)) expect(before).toContain(trace.toLowerCase());

  await page.getByRole('button', { name: 'Erase candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase candidate' });
  const erase = dialog.getByRole('button', { name: 'Erase candidate' });
  await expect(erase).toBeDisabled();
  const typed = dialog.getByLabel(`Type “${MARY.name}” to confirm`);
  await typed.fill('Mary');
  await expect(erase).toBeDisabled();
  await typed.fill(MARY.name);
  await erase.dblclick();
  await expect(page).toHaveURL('/candidates');
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill('somerville');
  await expect(page.getByText('0 candidates')).toBeVisible();
  await expect(candidateList(page).getByRole('listitem')).toHaveCount(0);

  const after = (await everyStore(page)).toLowerCase();
  for (const trace of [...Object.values(MARY), 'somerville', '496 0777']) expect(after).not.toContain(trace);
  await gotoApp(page, `/candidates/${mary.id}`);
  await expect(page.getByText('Candidate not found.')).toBeVisible();

  await gotoApp(page, '/activity');
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes.getByText("Alice Moreau erased a candidate's data on request")).toHaveCount(1);
  await expect(changes.getByText('Erased candidate').first()).toBeVisible();
});

test('Download data saves a zip of everything held on the candidate with their résumé; a recruiter is offered neither, and the API refuses them', async ({
  page,
}) => {
  const mary = await openMary(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('mary-somerville-data.zip');
  const files = unzipSync(new Uint8Array(await readFile((await saved.path())!)));
  expect(Object.keys(files).sort()).toEqual(['personal-data.json', 'resume/mary-cv.pdf']);
  expect(Buffer.from(files['resume/mary-cv.pdf'])).toEqual(pdf.buffer);
  const data = JSON.parse(strFromU8(files['personal-data.json']));
  expect(data.candidate).toEqual({ name: MARY.name, email: MARY.email, phone: MARY.phone });
  expect(data.applications).toHaveLength(1);
  const [application] = data.applications;
  expect(application).toMatchObject({ stage: 'Applied' });
  expect(application.application).toMatchObject({ phone: MARY.phone, resume: { fileName: 'mary-cv.pdf' } });
  expect(application.notes).toEqual([expect.objectContaining({ text: `Called ${MARY.name} on ${MARY.phone}` })]);
  expect(application.timeline).toEqual([expect.objectContaining({ from: 'Applied', to: 'Applied', via: 'careers' })]);
  for (const kind of ['assessments', 'interviewers', 'scorecards', 'jobChanges'])
    expect(application).toHaveProperty(kind);
  expect(application.activity.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(['note']));

  await signInAs(page, 'Bob Okafor');
  await expect(page.getByRole('heading', { level: 1, name: MARY.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download data' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase candidate' })).toHaveCount(0);
  const refused = await page.evaluate(async (id) => {
    const response = await fetch(`/candidates/${id}/erase`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-TalentFlow-Member': '@bob' },
      body: JSON.stringify({ name: 'Mary Somerville' }),
    });
    return `${response.status} ${((await response.json()) as { message: string }).message}`;
  }, mary.id);
  expect(refused).toBe('403 Recruiters cannot erase candidates, download their data or set how long they are kept.');
  expect((await storedCandidates(page)).some((candidate) => candidate.id === mary.id)).toBe(true);
});

test('retention: the change is logged as its admin’s, the dry run names the rejected candidates it would erase, and the next start erases them', async ({
  page,
}) => {
  await openCandidates(page);
  // The first start's stage histories land after its list shows; its sweep comes after them, and
  // with retention already on it would erase the rejected ones before the dry run is read.
  await expect.poll(async () => (await readStore(page, 'seedProgress')).length).toBe(0);
  await page.getByRole('link', { name: 'Team and data retention' }).click();
  const retention = page.getByRole('region', { name: 'Data retention' });
  await expect(retention.getByText('Off: rejected candidates are kept until someone erases them.')).toBeVisible();
  await retention.getByRole('checkbox', { name: 'Anonymise rejected candidates after' }).check();
  await retention.getByRole('spinbutton', { name: 'Months' }).fill('1');
  await retention.getByRole('button', { name: 'Save retention' }).click();
  const due = retention.getByRole('list', { name: 'Would be erased now' }).getByRole('listitem');
  await expect(due.first()).toBeVisible();
  const heading = await retention.getByRole('heading', { name: /^Would be erased now/ }).textContent();
  const count = Number(/\((\d+)\)/.exec(heading!)![1]);
  const firstId = (await due.first().getByRole('link').getAttribute('href'))!.split('/').pop();
  expect(count).toBeGreaterThan(0);
  const rejectedBefore = (await storedCandidates(page)).filter((candidate) => candidate.stage === 'rejected').length;

  // The next start sweeps.
  await page.reload();
  await expect(retention.getByText('Nobody is due: no candidate was rejected more than 1 month ago.')).toBeVisible();
  await expect(retention.getByRole('spinbutton', { name: 'Months' })).toHaveValue('1');
  const left = await storedCandidates(page);
  expect(left.filter((candidate) => candidate.stage === 'rejected')).toHaveLength(rejectedBefore - count);
  expect(left.some((candidate) => candidate.id === firstId)).toBe(false);
  await gotoApp(page, '/activity');
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(
    changes.getByText('Alice Moreau set rejected candidates to be erased 1 month after their rejection'),
  ).toHaveCount(1);
  await expect(
    changes.getByText(
      `The retention rule erased ${count === 1 ? "a candidate's data" : `the data of ${count} candidates`}, rejected longer ago than the team keeps them`,
    ),
  ).toHaveCount(1);
});
