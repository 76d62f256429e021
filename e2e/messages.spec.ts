import { expect, gotoApp, readStore, setNetwork, test } from './support/fixtures';
import { candidateList, openCandidates, storedCandidates } from './support/candidates';
import { signInAs } from './support/people';
import { isOpen, type StoredJob } from './support/careers';
import { messagesSince, outboxNow } from './support/messages';

test('a recruiter edits a template: an unknown field is named, a failed save keeps the words, the preview fills them in', async ({
  page,
}) => {
  await gotoApp(page, '/');
  await signInAs(page, 'Bob Okafor');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message templates' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Templates' })
    .getByRole('button', { name: 'Rejection Not moving forward' })
    .click();
  const editor = page.getByRole('form', { name: 'Rejection' });
  const body = editor.getByLabel('Body');
  await body.fill('Dear {{candidate.firstName}}, about {{candidate.salary}}');
  await expect(editor.getByText('Unknown merge field {{candidate.salary}} in the body')).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByRole('button', { name: 'Save template' })).toBeDisabled();

  await body.fill('Dear {{candidate.firstName}},\nwe chose someone else for {{job.title}}. <b>Thanks</b>');
  const preview = page.getByRole('region', { name: 'Preview' });
  const [first] = await storedCandidates(page);
  await preview.getByLabel('Find a candidate').fill(first.email);
  await expect(preview.getByLabel('Preview for')).toHaveValue(first.id);
  const jobs = await readStore<StoredJob>(page, 'jobs');
  const title = jobs.find((job) => job.id === first.jobId)!.title;
  const filled = preview.getByRole('article', { name: 'Filled in' });
  await expect(filled).toContainText(`Dear ${first.name.split(' ')[0]},`);
  await expect(filled).toContainText(`we chose someone else for ${title}. <b>Thanks</b>`);

  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor.getByRole('alert')).toContainText('Could not save the template');
  await expect(body).toHaveValue(/we chose someone else/);
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await editor.getByRole('button', { name: 'Save template' }).dblclick();
  await expect(editor.getByText(/^Saved .* by Bob Okafor$/)).toBeVisible();
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Templates' })
    .getByRole('button', { name: 'Rejection Not moving forward' })
    .click();
  await expect(page.getByRole('form', { name: 'Rejection' }).getByLabel('Body')).toHaveValue(/we chose someone else/);
  const saved = await readStore<{ id: string; version: number }>(page, 'templates');
  expect(saved).toEqual([expect.objectContaining({ id: 'rejection', version: 1 })]);
});

test('a recruiter emails a candidate from a template, edited before sending: one message, kept to open in a mail app', async ({
  page,
}) => {
  await openCandidates(page);
  const link = candidateList(page).getByRole('listitem').first().getByRole('link');
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const candidate = (await storedCandidates(page)).find((each) => each.name === name)!;
  const before = await outboxNow(page);

  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Email' });
  await expect(dialog.getByText(`To ${name} <${candidate.email}>`)).toBeVisible();
  await dialog.getByLabel('Template').selectOption({ label: 'Thanks for applying' });
  await expect(dialog.getByLabel('Message')).toHaveValue(new RegExp(`^Hello ${name.split(' ')[0]},`));
  await dialog.getByLabel('Subject').fill('Next steps\nBcc: everyone@example.org');
  await dialog.getByLabel('Message').press('End');
  await dialog.getByLabel('Message').pressSequentially('\nP.S. <script>alert(1)</script>');
  // A failed send keeps what was written.
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Could not send the message');
  await expect(dialog.getByLabel('Message')).toHaveValue(/P\.S\. <script>alert\(1\)<\/script>$/);
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await dialog.getByRole('button', { name: 'Send' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('is in the outbox, not sent (no mail server)')).toBeVisible();

  const messages = page.getByRole('region', { name: 'Messages' });
  // One message however often Send was pressed (the sample data may have written others before).
  const message = messages.getByRole('listitem').filter({ hasText: 'Next steps Bcc: everyone@example.org' });
  await expect(message).toHaveCount(1);
  await expect(message.getByText(`To ${candidate.email} · Not sent: no mail server`)).toBeVisible();
  await expect(message.getByText('P.S. <script>alert(1)</script>')).toBeVisible();
  const mailto = message.getByRole('link', { name: 'Open in mail app' });
  const href = (await mailto.getAttribute('href'))!;
  const url = new URL(href);
  expect(decodeURIComponent(url.pathname)).toBe(candidate.email);
  expect(url.searchParams.get('subject')).toBe('Next steps Bcc: everyone@example.org');
  expect(url.searchParams.get('body')).toMatch(/P\.S\. <script>alert\(1\)<\/script>$/);
  const stored = await messagesSince<{ id: string; to: string; candidateId: string }>(page, before);
  expect(stored).toEqual([expect.objectContaining({ to: candidate.email, candidateId: candidate.id })]);
});

test('an interviewer reads the templates but edits none, and has no Email', async ({ page }) => {
  await openCandidates(page);
  await signInAs(page, 'Dave Tanaka');
  // Dave's list holds his interviews only.
  const link = candidateList(page).getByRole('listitem').first().getByRole('link');
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email', exact: true })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }).click();
  const editor = page.getByRole('form', { name: 'Acknowledgement of an application' });
  await expect(editor.getByLabel('Subject')).toHaveAttribute('readonly', '');
  await expect(editor.getByRole('button', { name: 'Save template' })).toHaveCount(0);
});

test('a job that acknowledges applications writes one to each applicant, from the acknowledgement template', async ({
  page,
}) => {
  await gotoApp(page, '/careers');
  const job = (await readStore<StoredJob>(page, 'jobs')).find(isOpen)!;
  await gotoApp(page, `/jobs/${job.id}`);
  const panel = page.getByRole('region', { name: 'Emails to applicants' });
  const acknowledge = panel.getByRole('checkbox', { name: /Email an acknowledgement/ });
  await expect(acknowledge).not.toBeChecked();
  await acknowledge.check();
  await expect(acknowledge).toBeChecked();
  await expect(panel.getByRole('status')).toHaveText('Saved.');

  await gotoApp(page, `/careers/${job.slug}`);
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByLabel('Full name').fill('Maya Lopez');
  await form.getByLabel('Email').fill('maya.acknowledged@example.org');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

  const maya = (await storedCandidates(page)).find((each) => each.email === 'maya.acknowledged@example.org')!;
  await gotoApp(page, `/candidates/${maya.id}`);
  const message = page.getByRole('region', { name: 'Messages' }).getByRole('listitem');
  await expect(message).toHaveCount(1);
  await expect(message.getByText(`We received your application for ${job.title}`)).toBeVisible();
  await expect(message).toContainText('Hello Maya,');
  await expect(message).toContainText('The hiring team ·');
});

test('a recruiter emails a board column as a job’s filter shows it, each candidate once', async ({ page }) => {
  await gotoApp(page, '/candidates/kanban');
  const everyone = await storedCandidates(page);
  const jobId = everyone.find((each) => each.stage === 'tech')!.jobId;
  const inTech = everyone.filter((each) => each.stage === 'tech' && each.jobId === jobId);
  await page.getByLabel('Job').selectOption(jobId);
  const column = page.getByRole('region', { name: `Tech ${inTech.length}` });
  await expect(column).toBeVisible();
  const before = await outboxNow(page);
  await page.getByLabel('Email a column').selectOption('tech');
  await page.getByRole('button', { name: `Email the ${inTech.length} shown in Tech` }).click();
  const dialog = page.getByRole('dialog', { name: 'Email the selected candidates' });
  await dialog.getByLabel('Template').selectOption({ label: 'Your assessment' });
  const noun = inTech.length === 1 ? 'message' : 'messages';
  await dialog.getByRole('button', { name: `Send ${inTech.length} ${noun}` }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${inTech.length} ${noun} written`, { exact: true })).toBeVisible();
  const messages = await messagesSince<{ id: string; candidateId: string }>(page, before);
  expect(messages.map((message) => message.candidateId).sort()).toEqual(inTech.map((each) => each.id).sort());
});

test('a recruiter emails three selected candidates one template, each filled in for its own', async ({ page }) => {
  await openCandidates(page);
  const rows = candidateList(page).getByRole('listitem');
  const names: string[] = [];
  for (const index of [0, 1, 2]) {
    await rows.nth(index).getByRole('checkbox').check();
    names.push((await rows.nth(index).getByRole('link').first().textContent())!);
  }
  const before = await outboxNow(page);
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Email the selected candidates' });
  await dialog.getByLabel('Template').selectOption({ label: 'Interview invitation' });
  await expect(dialog.getByRole('article', { name: `As ${names[0]} reads it` })).toContainText(
    `Hello ${names[0].split(' ')[0]},`,
  );
  await dialog.getByRole('button', { name: 'Send 3 messages' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 messages written', { exact: true })).toBeVisible();

  const stored = await storedCandidates(page);
  const messages = await messagesSince<{ id: string; to: string; body: string; candidateId: string }>(page, before);
  expect(messages).toHaveLength(3);
  for (const name of names) {
    const candidate = stored.find((each) => each.name === name)!;
    const [mine] = messages.filter((message) => message.candidateId === candidate.id);
    expect(mine).toMatchObject({ to: candidate.email, body: expect.stringMatching(`^Hello ${name.split(' ')[0]},`) });
  }
});
