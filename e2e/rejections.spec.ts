import { cardName, cards, keyboardMove, openBoard } from './support/board';
import {
  candidateList,
  matchCount,
  openCandidates,
  storedCandidates,
  type StoredTimelineEntry,
} from './support/candidates';
import { expect, gotoApp, readStore, setNetwork, test } from './support/fixtures';
import { signInAs } from './support/people';
import { messagesSince, outboxNow } from './support/messages';

interface StoredMessage {
  id: string;
  candidateId: string;
  subject: string;
  body: string;
  state: string;
}

test('an admin adds a rejection reason with its own email; a drop on Rejected asks for it, and Undo stops the email', async ({
  page,
}) => {
  await gotoApp(page, '/templates');
  await signInAs(page, 'Alice Moreau');
  const reasons = page.getByRole('region', { name: 'Rejection reasons' });
  await reasons.getByRole('button', { name: 'Add a reason' }).click();
  await reasons.getByRole('textbox', { name: 'Reason 5' }).fill('Salary expectations <too high>');
  await reasons.getByRole('button', { name: 'Save reasons' }).dblclick();
  await expect(reasons.getByRole('status')).toHaveText('Saved.');
  const templateButton = page
    .getByRole('navigation', { name: 'Templates' })
    .getByRole('button', { name: /^Rejection: Salary expectations <too high>/ });
  await templateButton.click();
  const editor = page.getByRole('form', { name: /^Rejection: Salary/ });
  await editor.getByLabel('Body').fill('Dear {{candidate.firstName}}, the salary for {{job.title}} is fixed.');
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor.getByText(/^Saved .* by Alice Moreau$/)).toBeVisible();

  // A recruiter drops a hired card on Rejected: asked why, shown the email, then Undo.
  await signInAs(page, 'Bob Okafor');
  await openBoard(page);
  const card = cards(page, 'hired').first();
  const name = await cardName(card);
  await keyboardMove(page, card, 1);
  const dialog = page.getByRole('dialog', { name: `Reject ${name}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Salary expectations <too high>' });
  const email = dialog.getByRole('article', { name: `The email as ${name} reads it` });
  await expect(email).toContainText(`Dear ${name.split(' ')[0]}, the salary for`);
  // Nothing moves until the question is answered.
  expect((await storedCandidates(page)).find((each) => each.name === name)?.stage).toBe('hired');
  await dialog.getByRole('button', { name: `Reject ${name}` }).dblclick();
  await expect(cards(page, 'rejected').filter({ hasText: name })).toHaveCount(1);
  const undo = page
    .getByRole('status')
    .filter({ hasText: `The rejection email to ${name} will be sent in 10 seconds.` });
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toHaveText(
    'Undone: the rejection email will not be sent.',
  );

  const candidate = (await storedCandidates(page)).find((each) => each.name === name)!;
  const messages = (await readStore<StoredMessage>(page, 'messages')).filter(
    (each) => each.candidateId === candidate.id,
  );
  expect(messages).toEqual([expect.objectContaining({ state: 'cancelled' })]);
  const entries = (await readStore<StoredTimelineEntry & { reason?: string }>(page, 'timelines')).filter(
    (entry) => entry.candidateId === candidate.id && entry.to === 'rejected',
  );
  expect(entries.map((entry) => entry.reason)).toEqual(['Salary expectations <too high>']);

  // The candidate's page shows the email as cancelled and the reason on the timeline.
  await gotoApp(page, `/candidates/${candidate.id}`);
  const shown = page.getByRole('region', { name: 'Messages' }).getByRole('listitem');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Cancelled');
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toContainText(
    'Salary expectations <too high>',
  );

  // Insights count the reason.
  await gotoApp(page, '/insights');
  const counted = page.getByRole('region', { name: 'Rejection reasons' });
  await expect(counted.getByRole('row', { name: 'Salary expectations <too high> 1' })).toBeVisible();
});

test('a bulk move to Rejected asks once for all; a failed rejection keeps the choice and moves nobody', async ({
  page,
}) => {
  await openCandidates(page);
  await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption('screen');
  const rows = candidateList(page).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const names = await Promise.all(
    [0, 1].map(async (index) => (await rows.nth(index).getByRole('link').textContent())!),
  );
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const before = await outboxNow(page);
  await page.getByLabel('Move to stage').selectOption('rejected');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 2 candidates' });
  await dialog.getByLabel('Reason').selectOption({ label: 'The position was filled' });

  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await dialog.getByRole('button', { name: 'Reject 2 candidates' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Could not reject');
  await expect(dialog.getByLabel('Reason')).toHaveValue('position-filled');
  const stages = async () =>
    (await storedCandidates(page)).filter((each) => names.includes(each.name)).map((each) => each.stage);
  expect(await stages()).toEqual(['screen', 'screen']);

  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await dialog.getByRole('button', { name: 'Reject 2 candidates' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'moved to' })).toHaveText('2 candidates moved to rejected');
  await expect(page.getByRole('status').filter({ hasText: 'rejection emails' })).toContainText(
    '2 rejection emails to 2 candidates will be sent in 10 seconds.',
  );
  expect(await stages()).toEqual(['rejected', 'rejected']);
  const written = await messagesSince<StoredMessage>(page, before);
  expect(written).toHaveLength(2);
  expect(written.map((each) => each.state)).toEqual(['notSent', 'notSent']);
  await expect(matchCount(page)).not.toHaveText(/selected/);
});

test('an interviewer reads the reasons but cannot change them', async ({ page }) => {
  await gotoApp(page, '/templates');
  await signInAs(page, 'Dave Tanaka');
  const reasons = page.getByRole('region', { name: 'Rejection reasons' });
  await expect(reasons.getByRole('listitem')).toHaveCount(4);
  await expect(reasons.getByText('Admins keep the list.')).toBeVisible();
  await expect(reasons.getByRole('button')).toHaveCount(0);
});
