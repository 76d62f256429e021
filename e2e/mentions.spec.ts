import { expect, gotoApp, test } from './support/fixtures';
import { candidateList, openCandidates } from './support/candidates';
import { signInAs } from './support/people';

test("a note's @mention reaches the other member's Mentions, with an unread count until they look", async ({
  page,
}) => {
  await openCandidates(page);
  await signInAs(page, 'Bob Okafor');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Mentions', exact: true })).toBeVisible();

  const first = candidateList(page).getByRole('listitem').first().getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox').fill('Could you take the tech interview, @carol? <b>soon</b>');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: 'Could you take the tech interview' })).toHaveCount(1);
  // Bob's own note does not mention Bob.
  await expect(nav.getByRole('link', { name: 'Mentions', exact: true })).toBeVisible();

  await signInAs(page, 'Carol Lindqvist');
  const unread = nav.getByRole('link', { name: 'Mentions 1 unread' });
  await expect(unread).toBeVisible();
  await unread.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions' })).toBeVisible();
  // Carol's mention by Bob, among those the sample data's notes made of her (read already).
  const mention = page
    .getByRole('list', { name: 'Notes that mention you' })
    .getByRole('listitem')
    .filter({ hasText: 'Could you take the tech interview' });
  await expect(mention).toHaveCount(1);
  await expect(mention).toContainText('Could you take the tech interview, @carol? <b>soon</b>');
  await expect(mention).toContainText('Bob Okafor ·');
  await expect(mention.getByText('New')).toBeVisible();
  // Looking at them reads them: the count goes, the page keeps showing what was new.
  await expect(nav.getByRole('link', { name: 'Mentions', exact: true })).toBeVisible();
  await expect(mention.getByText('New')).toBeVisible();

  await gotoApp(page, '/mentions');
  await expect(mention).toHaveCount(1);
  await expect(mention.getByText('New')).toHaveCount(0);
  await mention.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Nobody else was mentioned: what Dave sees, if any, is the sample data's, read already.
  await signInAs(page, 'Dave Tanaka');
  await expect(nav.getByRole('link', { name: 'Mentions', exact: true })).toBeVisible();
  await gotoApp(page, '/mentions');
  const daves = page.getByRole('list', { name: 'Notes that mention you' });
  await expect(daves.or(page.getByText('Nobody has mentioned you yet.'))).toBeVisible();
  await expect(page.getByText('Could you take the tech interview, @carol')).toHaveCount(0);
  await expect(daves.getByText('New')).toHaveCount(0);
});
