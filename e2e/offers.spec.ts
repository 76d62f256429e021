import { storedCandidates } from './support/candidates';
import { expect, gotoApp, readStore, setNetwork, test } from './support/fixtures';
import { signInAs } from './support/people';
import { draftOffer, offerLinkIn, offers, sentOfferOpened } from './support/offers';

interface StoredOffer {
  candidateId: string;
  jobId: string;
  state: string;
  tokenHash?: string;
}

test('an offer goes through an admin’s approval, is sent, and the candidate accepts it by the link and is hired', async ({
  page,
  context,
}) => {
  // Two people through six screens: on a busy two-core machine it ran 32 s of the usual 30.
  test.slow();
  await gotoApp(page, '/');
  const inOffer = (await storedCandidates(page)).find((each) => each.stage === 'offer')!;
  // The sample data's hired made and accepted offers in the job already; some declined.
  const earlier = (await readStore<StoredOffer>(page, 'offers')).filter((each) => each.jobId === inOffer.jobId);
  const answered = (state: string) => earlier.filter((each) => each.state === state).length;
  await gotoApp(page, `/jobs/${inOffer.jobId}`);
  const settings = page.getByRole('region', { name: 'Emails to applicants' });
  await settings.getByRole('checkbox', { name: /Offers need an admin’s approval/ }).check();
  await expect(settings.getByRole('status')).toHaveText('Saved.');

  const { candidate, form } = await draftOffer(page, 'Bob Okafor');
  await form.getByRole('button', { name: 'Save draft' }).dblclick();
  await expect(offers(page).getByRole('article')).toHaveCount(1);
  await offers(page).getByRole('button', { name: 'Ask an admin to approve' }).click();
  await expect(offers(page).getByText('Waiting for an admin’s approval.')).toBeVisible();

  await signInAs(page, 'Alice Moreau');
  await offers(page).getByLabel('What should change').fill('Start in April');
  await offers(page).getByRole('button', { name: 'Send back' }).click();
  await expect(offers(page).getByText('Sent back by Alice Moreau: Start in April')).toBeVisible();
  await signInAs(page, 'Bob Okafor');
  await offers(page).getByRole('button', { name: 'Edit offer' }).click();
  const edit = page.getByRole('form', { name: 'Edit the offer' });
  await edit.getByLabel('Start date').fill('2027-04-01');
  await edit.getByRole('button', { name: 'Write the letter from the terms' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(offers(page).getByText('4/1/2027')).toBeVisible();
  await offers(page).getByRole('button', { name: 'Ask an admin to approve' }).click();
  await expect(offers(page).getByText('Waiting for an admin’s approval.')).toBeVisible();
  await signInAs(page, 'Alice Moreau');
  await offers(page).getByRole('button', { name: 'Approve offer' }).click();
  await expect(offers(page).getByText(/^Approved · drafted by Bob Okafor · approved by Alice Moreau/)).toBeVisible();
  await signInAs(page, 'Bob Okafor');
  await offers(page)
    .getByRole('button', { name: `Send to ${candidate.name}` })
    .dblclick();
  await expect(offers(page).getByText(/^Sent · /)).toBeVisible();

  // The candidate opens the link from the email, kept in the outbox to send from a mail app.
  const link = await offerLinkIn(page);
  const applicant = await context.newPage();
  await applicant.goto(link);
  await expect(applicant.getByRole('heading', { level: 1 })).toContainText('at TalentFlow');
  await expect(applicant.getByText(`Dear ${candidate.name},`)).toContainText('starting on 2027-04-01');
  await expect(applicant.getByText('Top of the band')).toHaveCount(0);
  await expect(applicant.getByText('EUR 65,000', { exact: true })).toBeVisible();
  const accept = applicant.getByRole('form', { name: 'Accept the offer' });
  await accept.getByLabel(/^Type your full name to sign/).fill('Someone Else');
  await accept.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(
    applicant.getByText(/^Your answer was not sent: Type your full name as the offer names you/),
  ).toBeVisible();
  await accept.getByLabel(/^Type your full name to sign/).fill(candidate.name.toUpperCase());
  await accept.getByRole('button', { name: 'Accept the offer' }).dblclick();
  await expect(applicant.getByRole('heading', { name: 'Offer accepted' })).toBeFocused();
  await applicant.reload();
  await expect(applicant.getByRole('heading', { name: 'Offer accepted' })).toBeVisible();
  await expect(applicant.getByRole('button', { name: 'Accept the offer' })).toHaveCount(0);

  await expect
    .poll(async () => (await storedCandidates(page)).find((each) => each.id === candidate.id)?.stage)
    .toBe('hired');
  const stored = (await readStore<StoredOffer>(page, 'offers')).filter((each) => each.candidateId === candidate.id);
  expect(stored.map((each) => each.state)).toEqual(['accepted']);
  await page.reload();
  await expect(offers(page).getByText(`Accepted and signed “${candidate.name.toUpperCase()}”.`)).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.nth(0)).toContainText(/^(offer → hired|Offer accepted by the candidate)/);
  await expect(timeline.filter({ hasText: 'Offer sent to the candidate' })).toContainText('approved by Alice Moreau');
  await expect(timeline.filter({ hasText: 'Offer drafted (EUR 65,000)' })).toContainText('Bob Okafor');
  await gotoApp(page, `/insights?job=${candidate.jobId}`);
  const figures = page.getByRole('region', { name: 'Offers' });
  await expect(figures.getByRole('row', { name: `Offers made ${earlier.length + 1}` })).toBeVisible();
  await expect(figures.getByRole('row', { name: `Accepted ${answered('accepted') + 1}` })).toBeVisible();
  await expect(figures.getByRole('row', { name: `Declined ${answered('declined')}` })).toBeVisible();
});

test('a candidate declines on a failing network: the reason is kept until it goes, and the team reads it', async ({
  page,
  context,
}) => {
  const { candidate, applicant } = await sentOfferOpened(page, context, 'Carol Lindqvist');
  const decline = applicant.getByRole('form', { name: 'Decline the offer' });
  await decline.getByLabel('Why you decline (optional)').fill('I took another offer <script>');
  await setNetwork(applicant, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await decline.getByRole('button', { name: 'Decline the offer' }).click();
  await expect(applicant.getByText(/^Your answer was not sent: /)).toBeVisible();
  await expect(decline.getByLabel('Why you decline (optional)')).toHaveValue('I took another offer <script>');
  await setNetwork(applicant, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await decline.getByRole('button', { name: 'Decline the offer' }).click();
  await expect(applicant.getByRole('heading', { name: 'Offer declined' })).toBeVisible();
  await page.reload();
  await expect(offers(page).getByText('Declined: I took another offer <script>')).toBeVisible();
  expect((await storedCandidates(page)).find((each) => each.id === candidate.id)?.stage).toBe('offer');
});

test('an offer link that is not one says so, and names nothing', async ({ page }) => {
  await gotoApp(page, `/offer/${'0'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This offer link is not valid.')).toBeVisible();
});
