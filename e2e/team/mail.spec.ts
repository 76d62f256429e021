import { apply } from '../support/careers';
import { expect, gotoApp, test } from '../support/fixtures';
import { MAILBOX } from '../support/hosts';
import { addCandidate, addJob, unique } from '../support/team';

interface Received {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** What the tests' SMTP server received for `email` (scripts/e2e-mailbox.mjs). */
const mailTo = async (email: string): Promise<Received[]> =>
  (await fetch(`${MAILBOX.received}/?to=${encodeURIComponent(email)}`)).json() as Promise<Received[]>;

test('on a team server, a job’s acknowledgement reaches the applicant’s mailbox through SMTP, once', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const job = (await addJob(request, baseURL!, 'Harbour Pilot')) as { id: string; title: string; slug: string };
  await gotoApp(page, `/jobs/${job.id}`);
  const acknowledge = page
    .getByRole('region', { name: 'Emails to applicants' })
    .getByRole('checkbox', { name: /Email an acknowledgement/ });
  await acknowledge.check();
  await expect(acknowledge).toBeChecked();

  const name = unique('Maya Lopez');
  const email = `${name.replaceAll(' ', '.').toLowerCase()}@example.org`;
  const applicant = await browser.newContext({ baseURL });
  await apply(await applicant.newPage(), job.slug, { name, email, phone: '+1 555 0100' });
  await applicant.close();

  await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailTo(email);
  expect(mail).toMatchObject({
    from: 'hiring@e2e.test',
    subject: `We received your application for ${job.title}`,
    messageId: expect.stringMatching(/^<[0-9a-f-]{36}@talentflow\.outbox>$/),
  });
  expect(mail.text).toContain(`Hello Maya,\n\nThank you for applying for ${job.title}`);

  await gotoApp(page, `/candidates?search=${encodeURIComponent(email)}`);
  await page.getByRole('list', { name: 'Candidates' }).getByRole('link', { name, exact: true }).click();
  const message = page.getByRole('region', { name: 'Messages' }).getByRole('listitem');
  await expect(message.getByText(`To ${email} · Sent`)).toBeVisible();
  await expect(message.getByRole('link', { name: 'Open in mail app' })).toHaveCount(0);
});

test('on a team server, an email written on a candidate’s page is delivered as written and shown as sent', async ({
  page,
  request,
  baseURL,
}) => {
  const candidate = await addCandidate(request, baseURL!);
  await gotoApp(page, `/candidates/${candidate.id}`);
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Email' });
  await dialog.getByLabel('Subject').fill('A question about your availability');
  await dialog.getByLabel('Message').fill('Could you start in March?\n\n<b>Thanks</b>');
  await dialog.getByRole('button', { name: 'Send' }).dblclick();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await mailTo(candidate.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailTo(candidate.email);
  expect(mail).toMatchObject({
    subject: 'A question about your availability',
    text: 'Could you start in March?\n\n<b>Thanks</b>',
  });
  await expect(page.getByRole('region', { name: 'Messages' }).getByText(`To ${candidate.email} · Sent`)).toBeVisible();
});
