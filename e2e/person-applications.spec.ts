import type { Page } from '@playwright/test';
import { expect, gotoApp, readStore, test } from './support/fixtures';
import { openCandidates, personOf, storedCandidates, type StoredCandidate } from './support/candidates';
import type { StoredJob } from './support/careers';

/** The stored applications of one person, by the person of `candidateId`. */
async function applicationsOfPerson(page: Page, candidateId: string) {
  const all = await readStore<StoredCandidate>(page, 'candidates');
  const personId = personOf(all.find((candidate) => candidate.id === candidateId)!);
  return all.filter((candidate) => personOf(candidate) === personId);
}

test('Add Candidate with a known email offers to add an application to that person, and a double click adds one', async ({
  page,
}) => {
  await openCandidates(page);
  const [existing] = await storedCandidates(page);
  const jobs = await readStore<StoredJob>(page, 'jobs');
  const other = jobs.find((job) => job.id !== existing.jobId && job.status === 'active')!;
  await page.getByRole('button', { name: '+ Add Candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Candidate' });
  await dialog.getByLabel('Full Name').fill('Someone Else Typed');
  await dialog.getByLabel('Email Address').fill(existing.email.toUpperCase());
  await dialog.getByLabel('Job').selectOption(other.id);
  await dialog.getByLabel('Stage').selectOption('screen');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const offer = dialog.getByRole('button', { name: `Add an application to ${existing.name}` });
  await offer.dblclick();
  await expect(dialog).toBeHidden();

  const applications = await applicationsOfPerson(page, existing.id);
  expect(applications).toHaveLength(2);
  const added = applications.find((candidate) => candidate.id !== existing.id)!;
  // The person's name and email, not what was typed: the application is theirs.
  expect(added).toMatchObject({ name: existing.name, email: existing.email, jobId: other.id, stage: 'screen' });
  expect(await storedCandidates(page)).toHaveLength(1001);

  // Asked again for the same job, the person already has an application there: refused, nothing added.
  await page.getByRole('button', { name: '+ Add Candidate' }).click();
  await dialog.getByLabel('Full Name').fill(existing.name);
  await dialog.getByLabel('Email Address').fill(existing.email);
  await dialog.getByLabel('Job').selectOption(other.id);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: `Add an application to ${existing.name}` }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Could not add the candidate: This person already has an application to that job.',
  );
  expect(await storedCandidates(page)).toHaveLength(1001);
});

test('a recruiter adds a candidate to another job from their page, keeping the first; both pages list both', async ({
  page,
}) => {
  await openCandidates(page);
  const [someone] = await storedCandidates(page);
  const jobs = await readStore<StoredJob>(page, 'jobs');
  const other = jobs.find((job) => job.id !== someone.jobId && job.status === 'active')!;
  const first = jobs.find((job) => job.id === someone.jobId)!;
  await gotoApp(page, `/candidates/${someone.id}`);
  await expect(page.getByRole('region', { name: 'Applications' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to another job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to another job' });
  await dialog.getByLabel('Job').selectOption(other.id);
  await dialog.getByRole('button', { name: 'Add application' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Added an application to ${other.title}:`)).toBeVisible();

  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('listitem')).toHaveCount(2);
  await expect(applications.getByText(`${first.title} (this page)`)).toBeVisible();
  await applications.getByRole('link', { name: other.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(someone.name);
  await expect(
    page.getByRole('region', { name: 'Applications' }).getByText(`${other.title} (this page)`),
  ).toBeVisible();
  // A note written here is the person's: the first application's page shows it, saying where it was written.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByPlaceholder('Write a note with @mentions...').fill('Met at the career fair');
  await notes.getByRole('button', { name: 'Add Note' }).dblclick();
  const note = notes.getByRole('listitem').filter({ hasText: 'Met at the career fair' });
  await expect(note).toHaveCount(1);
  await expect(note.getByText(`On the application to ${other.title} (this page)`)).toBeVisible();
  await page
    .getByRole('region', { name: 'Applications' })
    .getByRole('link', { name: first.title, exact: true })
    .click();
  await expect(
    page.getByRole('region', { name: 'Applications' }).getByText(`${first.title} (this page)`),
  ).toBeVisible();
  await expect(note).toHaveCount(1);
  await note.getByRole('link', { name: other.title, exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Applications' }).getByText(`${other.title} (this page)`),
  ).toBeVisible();

  // The first application is where it was.
  const stored = await applicationsOfPerson(page, someone.id);
  expect(stored.map((candidate) => candidate.jobId).sort()).toEqual([first.id, other.id].sort());
  expect(stored.find((candidate) => candidate.id === someone.id)!.stage).toBe(someone.stage);
});
