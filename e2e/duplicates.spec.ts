import type { Page } from '@playwright/test';
import { cards } from './support/board';
import { candidateList, openCandidates, storedCandidates } from './support/candidates';
import { apply, openJobs } from './support/careers';
import { expect, gotoApp, test } from './support/fixtures';
import { signInAs } from './support/people';

const pdf = { name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% a résumé\n') };

async function addNote(page: Page, text: string) {
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByPlaceholder('Write a note with @mentions...').fill(text);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
}

test('one applicant who applied twice is flagged everywhere, and merged with every record of both kept', async ({
  page,
}) => {
  const [first, second] = await openJobs(page);
  await apply(page, first.slug, {
    name: 'Grace Hopper',
    email: 'grace@example.org',
    phone: '+1 555 010 2000',
    resume: pdf,
  });
  await apply(page, second.slug, { name: 'grace  hopper', email: 'g.hopper@example.net', phone: '1 (555) 010-2000' });

  // Flagged on the list, each row linking to the other record.
  await openCandidates(page);
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill('hopper');
  const rows = candidateList(page).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole('link', { name: /^Possible duplicate of/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /^Possible duplicates \(\d+\)$/ })).toBeVisible();

  // On the board card.
  await gotoApp(page, '/candidates/kanban');
  await page.getByRole('searchbox', { name: 'Search the board' }).fill('hopper');
  await expect(cards(page, 'applied')).toHaveCount(2);
  await expect(
    cards(page, 'applied').getByRole('link', { name: 'Possible duplicate of Grace Hopper', exact: true }),
  ).toHaveCount(1);
  await cards(page, 'applied').getByRole('link', { name: 'Possible duplicate of grace hopper', exact: true }).click();

  // The second record's page links to the first; each gets a note of its own.
  await expect(page.getByRole('heading', { level: 1, name: 'grace hopper', exact: true })).toBeVisible();
  const otherUrl = page.url();
  await addNote(page, 'Applied again with another address');
  const flagged = page.getByRole('region', { name: 'Possible duplicate' });
  await expect(flagged).toContainText('Grace Hopper (grace@example.org): same name and phone');
  await flagged.getByRole('link', { name: 'Grace Hopper', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper', exact: true })).toBeVisible();
  const keptUrl = page.url();
  await addNote(page, 'Strong <b>first</b> call');

  // The merge: both side by side, a choice where they differ.
  await page
    .getByRole('region', { name: 'Possible duplicate' })
    .getByRole('button', { name: /^Merge with/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merge candidates' })).toBeVisible();
  const fields = page.getByRole('table', { name: 'Fields of both records' });
  await expect(fields.getByRole('row', { name: /^Stage/ }).getByRole('radio')).toHaveCount(0);
  await expect(fields.getByRole('radio', { name: 'Grace Hopper', exact: true })).toBeChecked();
  await fields.getByRole('radio', { name: 'g.hopper@example.net' }).check();
  await expect(fields.getByRole('radio', { name: 'grace@example.org' })).not.toBeChecked();
  await expect(fields.getByRole('radio', { name: second.title })).toBeVisible();
  await page.getByRole('button', { name: 'Merge', exact: true }).dblclick();

  await expect(page).toHaveURL(keptUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper', exact: true })).toBeVisible();
  await expect(page.getByText('g.hopper@example.net')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Possible duplicate' })).toHaveCount(0);
  const notes = page.getByRole('region', { name: 'Notes' }).getByRole('listitem');
  await expect(notes.filter({ hasText: 'Applied again with another address' })).toHaveCount(1);
  await expect(notes.filter({ hasText: 'Strong <b>first</b> call' })).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText('Applied through the careers page'),
  ).toHaveCount(2);
  await expect(
    page.getByRole('region', { name: 'Application' }).getByRole('button', { name: /Download résumé \(grace-cv.pdf/ }),
  ).toBeVisible();
  const stored = (await storedCandidates(page)).filter((candidate) => /hopper|grace@/i.test(candidate.email));
  expect(stored.map((candidate) => candidate.email)).toEqual(['g.hopper@example.net']);

  // The merged-away address leads to the merged record.
  await page.goto(otherUrl);
  await expect(page).toHaveURL(keptUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper', exact: true })).toBeVisible();

  // The log names who merged what, once.
  await page.getByRole('link', { name: 'Activity', exact: true }).last().click();
  await expect(
    page.getByRole('list', { name: 'Changes' }).getByText('Alice Moreau merged grace hopper into Grace Hopper'),
  ).toHaveCount(1);
});

test('the Duplicates view lists each pair with its merge; an interviewer is told they may not see it', async ({
  page,
}) => {
  const [first, second] = await openJobs(page);
  await apply(page, first.slug, { name: 'Linus Pauling', email: 'linus@example.org', phone: '+44 20 7946 0001' });
  await apply(page, second.slug, { name: 'Linus Pauling', email: 'l.pauling@example.net', phone: '+44 20 7946 0001' });

  await openCandidates(page);
  await page.getByRole('link', { name: /^Possible duplicates/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'linus@example.org' });
  await expect(row).toContainText('l.pauling@example.net');
  await expect(row).toContainText('Same name and phone');
  await row.getByRole('button', { name: 'Merge Linus Pauling into Linus Pauling' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merge candidates' })).toBeVisible();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Linus Pauling' })).toBeVisible();
  await gotoApp(page, '/candidates/duplicates');
  await expect(page.getByRole('row').filter({ hasText: 'linus@example.org' })).toHaveCount(0);

  await signInAs(page, 'Dave Tanaka');
  await expect(page.getByText('Interviewers cannot see candidates not assigned to them.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
