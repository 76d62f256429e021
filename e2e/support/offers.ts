import type { BrowserContext, Page } from '@playwright/test';
import { storedCandidates } from './candidates';
import { expect, gotoApp } from './fixtures';
import { signInAs } from './people';

export const offers = (page: Page) => page.getByRole('region', { name: 'Offers' });

/** The link the newest offer email carries, as the candidate reads it in their mail. */
export async function offerLinkIn(page: Page) {
  const body = await page.getByRole('region', { name: 'Messages' }).getByRole('listitem').first().textContent();
  return /(https?:\/\/\S+\/offer\/[0-9a-f]{32})/.exec(body ?? '')![1];
}

/** A candidate in the Offer stage, opened as `member`, with the offer form's terms filled in. */
export async function draftOffer(page: Page, member: string) {
  const candidate = (await storedCandidates(page)).find((each) => each.stage === 'offer')!;
  await gotoApp(page, `/candidates/${candidate.id}`);
  await signInAs(page, member);
  await offers(page).getByRole('button', { name: 'Draft an offer' }).click();
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Yearly salary').fill('65000');
  await form.getByLabel('Currency').fill('eur');
  await form.getByLabel('Start date').fill('2027-03-01');
  await form.getByLabel('Answer by').fill('2027-02-01');
  await form.getByRole('button', { name: 'Write the letter from the terms' }).click();
  await expect(form.getByLabel('Letter')).toHaveValue(new RegExp(`^Dear ${candidate.name},`));
  await form.getByLabel('Notes for the team (the candidate never sees them)').fill('Top of the band <b>ok</b>');
  return { candidate, form };
}

/** An offer drafted by `member` without approval, sent, and opened by its candidate from the email's link in another tab. */
export async function sentOfferOpened(page: Page, context: BrowserContext, member: string) {
  await gotoApp(page, '/');
  const { candidate, form } = await draftOffer(page, member);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await offers(page).getByRole('button', { name: 'Ready to send' }).click();
  await offers(page)
    .getByRole('button', { name: `Send to ${candidate.name}` })
    .click();
  await expect(offers(page).getByText(/^Sent · /)).toBeVisible();
  const applicant = await context.newPage();
  await applicant.goto(await offerLinkIn(page));
  return { candidate, applicant };
}
