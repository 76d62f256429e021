import type { Page } from '@playwright/test';
import { cards } from './support/board';
import { candidateList, openCandidates, storedCandidates } from './support/candidates';
import { apply, openJobs } from './support/careers';
import { expect, gotoApp, test } from './support/fixtures';
import { signInAs } from './support/people';

const pdf = { name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% a résumé\n') };
const secondPdf = { ...pdf, name: 'hopper-cv.pdf', buffer: Buffer.from('%PDF-1.7\n% another résumé\n') };

async function addNote(page: Page, text: string) {
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByPlaceholder('Write a note with @mentions...').fill(text);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
}

test('one applicant who applied twice is flagged everywhere, and merged into one person keeping both applications and résumés', async ({
  page,
}) => {
  const [first, second] = await openJobs(page);
  await apply(page, first.slug, {
    name: 'Grace Hopper',
    email: 'grace@example.org',
    phone: '+1 555 010 2000',
    resume: pdf,
  });
  await apply(page, second.slug, {
    name: 'grace  hopper',
    email: 'g.hopper@example.net',
    phone: '1 (555) 010-2000',
    resume: secondPdf,
  });

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

  // The merge: both side by side, a choice of name and main email, every application kept.
  await page
    .getByRole('region', { name: 'Possible duplicate' })
    .getByRole('button', { name: /^Merge with/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merge candidates' })).toBeVisible();
  const fields = page.getByRole('table', { name: 'Both records' });
  await expect(fields.getByRole('radio')).toHaveCount(4);
  await expect(fields.getByRole('radio', { name: 'Grace Hopper', exact: true })).toBeChecked();
  await fields.getByRole('radio', { name: 'g.hopper@example.net' }).check();
  await expect(fields.getByRole('radio', { name: 'grace@example.org' })).not.toBeChecked();
  const kept = fields.getByRole('row', { name: /^Applications/ });
  await expect(kept.getByRole('listitem')).toHaveText([`${first.title} · Applied`, `${second.title} · Applied`]);
  await expect(fields.getByRole('row', { name: /^Résumé/ })).toContainText('grace-cv.pdf');
  await expect(fields.getByRole('row', { name: /^Résumé/ })).toContainText('hopper-cv.pdf');
  await page.getByRole('button', { name: 'Merge', exact: true }).dblclick();

  // One person: this application with its résumé and note, the other one linked, both emails kept.
  await expect(page).toHaveURL(keptUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper', exact: true })).toBeVisible();
  await expect(page.getByText('g.hopper@example.net', { exact: true })).toBeVisible();
  await expect(page.getByText('Also grace@example.org')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Possible duplicate' })).toHaveCount(0);
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByText(`${first.title} (this page)`)).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notes' }).getByRole('listitem');
  await expect(notes.filter({ hasText: 'Strong <b>first</b> call' })).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Application' }).getByRole('button', { name: /Download résumé \(grace-cv.pdf/ }),
  ).toBeVisible();
  const stored = (await storedCandidates(page)).filter((candidate) => /hopper|grace@/i.test(candidate.email));
  expect(stored.map((candidate) => [candidate.email, candidate.personApplications])).toEqual([
    ['g.hopper@example.net', 2],
    ['g.hopper@example.net', 2],
  ]);

  await applications.getByRole('link', { name: second.title, exact: true }).click();
  await expect(page).toHaveURL(otherUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Notes' }).getByRole('listitem').filter({ hasText: 'Applied again' }),
  ).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Application' }).getByRole('button', { name: /Download résumé \(hopper-cv.pdf/ }),
  ).toBeVisible();

  // The kept application's log names who merged what, once.
  await page
    .getByRole('region', { name: 'Applications' })
    .getByRole('link', { name: first.title, exact: true })
    .click();
  await expect(page).toHaveURL(keptUrl);
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
