import { openCandidates } from './support/candidates';
import { expect, gotoApp, readStore, test } from './support/fixtures';

interface StoredScorecard {
  candidateId: string;
  memberName: string;
  status: string;
}

test("a fresh demo shows the team's work without any set-up: scores and possible duplicates on the list, a pass rate and sources in insights, scorecards and notes on a candidate's page", async ({
  page,
}) => {
  await openCandidates(page);
  // A few people applied twice with another address.
  await expect(page.getByRole('link', { name: /^Possible duplicates \(\d+\)$/ })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Score, highest first' });
  await expect(rows.first()).toContainText(/Score \d+%, passed/);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Score, lowest first' });
  await expect(rows.first()).toContainText(/Score \d+%, below the pass mark/);

  await gotoApp(page, '/insights');
  const passRates = page.getByRole('region', { name: 'Assessment pass rate by job' });
  await expect(passRates.getByRole('row')).toHaveCount(4);
  await expect(passRates.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d+% \(pass mark \d+%\)$/);
  const sources = page.getByRole('region', { name: 'Where candidates came from' });
  await expect(sources.getByRole('row', { name: /^Job board · LinkedIn \d+/ })).toBeVisible();

  // The history of the sample is written once the first screen is up: the scorecards with it.
  await expect
    .poll(async () => (await readStore<StoredScorecard>(page, 'scorecards')).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const [scorecard] = await readStore<StoredScorecard>(page, 'scorecards');
  await gotoApp(page, `/candidates/${scorecard.candidateId}`);
  const scorecards = page.getByRole('region', { name: 'Scorecards' });
  await expect(scorecards.getByText(scorecard.memberName)).toBeVisible();

  const [note] = await readStore<{ candidateId: string; text: string; author: string }>(page, 'notes');
  await gotoApp(page, `/candidates/${note.candidateId}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText(note.author)).toBeVisible();
  await expect(notes.getByRole('listitem').filter({ hasText: note.text.split('@')[0].trim() })).toBeVisible();
});
