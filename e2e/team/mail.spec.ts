import { apply } from '../support/careers';
import { answerDialogs, expect, gotoApp, test } from '../support/fixtures';
import { fillInterview, interviewsPanel } from '../support/interviews';
import { parseInvite } from '../../lib/test/parseInvite';
import { TEAM_PASSWORD } from '../support/hosts';
import { mailTo } from '../support/mailbox';
import {
  addCandidate,
  addJob,
  anotherMember,
  fromOwnPage,
  inviteMember,
  joinByInvite,
  joinedMember,
  unique,
} from '../support/team';

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
  await expect(page.getByRole('region', { name: 'Emails to applicants' }).getByRole('status')).toHaveText('Saved.');

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

test('on a team server, one template emailed to 20 selected candidates arrives as 20 messages, each filled in for its own', async ({
  page,
  request,
  baseURL,
}) => {
  const job = await addJob(request, baseURL!, 'Bulk Mail Clerk');
  const tag = unique('bulk').split(' ')[1];
  const people = Array.from({ length: 20 }, (_, index) => ({
    name: `Ann${index} Bulk-${tag}`,
    email: `ann${index}.bulk-${tag}@example.net`,
  }));
  for (const person of people) {
    const added = await request.post(`${baseURL}/candidates`, {
      headers: fromOwnPage(baseURL!),
      data: { ...person, stage: 'screen', jobId: job.id },
    });
    expect(added.status()).toBe(200);
  }
  await gotoApp(page, `/candidates?job=${encodeURIComponent(job.id)}`);
  await expect(page.getByText('20 candidates', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Email the selected candidates' });
  await dialog.getByLabel('Template').selectOption({ label: 'Your assessment' });
  await expect(dialog.getByRole('article')).toContainText(`An assessment for ${job.title}`);
  await dialog.getByRole('button', { name: 'Send 20 messages' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('20 messages written', { exact: true })).toBeVisible();

  await expect.poll(async () => (await mailTo(`.bulk-${tag}@example.net`)).length, { timeout: 20_000 }).toBe(20);
  const received = await mailTo(`.bulk-${tag}@example.net`);
  for (const person of people) {
    const mine = received.filter((mail) => mail.to === person.email);
    expect(mine, person.email).toHaveLength(1);
    expect(mine[0].subject).toBe(`An assessment for ${job.title}`);
    expect(mine[0].text).toMatch(new RegExp(`^Hello ${person.name.split(' ')[0]},`));
  }
});

test('on a team server, a rejection sends the reason’s email after its delay, and one undone in time sends nothing', async ({
  page,
  request,
  baseURL,
}) => {
  const job = (await addJob(request, baseURL!, 'Lighthouse Keeper')) as { id: string; title: string };
  const [undone, rejected] = [
    await addCandidate(request, baseURL!, 'screen', job.id),
    await addCandidate(request, baseURL!, 'screen', job.id),
  ];
  const reject = async (candidate: { name: string; email: string }) => {
    await gotoApp(page, `/candidates?search=${encodeURIComponent(candidate.email)}`);
    await page.getByRole('checkbox', { name: `Select ${candidate.name}` }).check();
    await page.getByLabel('Move to stage').selectOption('rejected');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${candidate.name}` });
    await dialog.getByLabel('Reason').selectOption({ label: 'Another candidate was chosen' });
    await expect(dialog.getByRole('checkbox', { name: 'Email the candidate the rejection' })).toBeChecked();
    await dialog.getByRole('button', { name: `Reject ${candidate.name}` }).click();
    await expect(dialog).toBeHidden();
    return page.getByRole('status').filter({ hasText: `The rejection email to ${candidate.name} will be sent in` });
  };

  await (await reject(undone)).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toBeVisible();
  await expect(await reject(rejected)).toBeVisible();

  await expect.poll(async () => (await mailTo(rejected.email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailTo(rejected.email);
  expect(mail.subject).toBe(`Your application for ${job.title}`);
  expect(mail.text).toContain(`Hello ${rejected.name.split(' ')[0]},`);
  // The undone one would have gone first: it never did.
  expect(await mailTo(undone.email)).toEqual([]);
  await gotoApp(page, `/candidates/${undone.id}`);
  await expect(
    page.getByRole('region', { name: 'Messages' }).getByText(`To ${undone.email} · Cancelled`),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText('Reason: Another candidate was chosen'),
  ).toBeVisible();
});

test('on a team server, an offer approved and sent arrives with its link; the candidate accepts it there and is hired', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const job = (await addJob(request, baseURL!, 'Tide Forecaster')) as { id: string; title: string };
  const settings = await request.put(`${baseURL}/api/jobs/${job.id}/mail-settings`, {
    headers: fromOwnPage(baseURL!),
    data: { acknowledge: false, approveOffers: true },
  });
  expect(settings.status()).toBe(200);
  const candidate = await addCandidate(request, baseURL!, 'offer', job.id);
  await gotoApp(page, `/candidates/${candidate.id}`);
  const offers = page.getByRole('region', { name: 'Offers' });
  await offers.getByRole('button', { name: 'Draft an offer' }).click();
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Yearly salary').fill('72000');
  await form.getByLabel('Start date').fill('2027-05-03');
  await form.getByLabel('Answer by').fill('2027-04-01');
  await form.getByRole('button', { name: 'Write the letter from the terms' }).click();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await offers.getByRole('button', { name: 'Ask an admin to approve' }).click();
  await offers.getByRole('button', { name: 'Approve offer' }).click();
  await offers.getByRole('button', { name: `Send to ${candidate.name}` }).click();
  await expect(offers.getByText(/^Sent · /)).toBeVisible();

  await expect.poll(async () => (await mailTo(candidate.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailTo(candidate.email);
  expect(mail.subject).toContain(job.title);
  const link = /(http:\/\/\S+\/offer\/[0-9a-f]{32})/.exec(mail.text)![1];
  const visitor = await browser.newContext();
  const offerPage = await visitor.newPage();
  await offerPage.goto(link);
  await expect(offerPage.getByText('EUR 72,000', { exact: true })).toBeVisible();
  await offerPage.getByLabel(/^Type your full name to sign/).fill(candidate.name);
  await offerPage.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(offerPage.getByRole('heading', { name: 'Offer accepted' })).toBeVisible();
  await visitor.close();

  await expect
    .poll(
      async () =>
        ((await (await request.get(`${baseURL}/candidates/${candidate.id}`)).json()) as { stage: string }).stage,
    )
    .toBe('hired');
  await page.reload();
  await expect(offers.getByText(`Accepted and signed “${candidate.name}”.`)).toBeVisible();
});

test('on a team server, an invite arrives by email and its link lets the member in; a forgotten password is reset by the emailed link', async ({
  browser,
  request,
  baseURL,
}) => {
  const invited = await inviteMember(request, baseURL!, 'recruiter');
  await expect.poll(async () => (await mailTo(invited.email)).length, { timeout: 15_000 }).toBe(1);
  const [invite] = await mailTo(invited.email);
  expect(invite.subject).toBe('Ada Admin invited you to TalentFlow');
  const inviteLink = /(http:\/\/\S+\/invite\/[\w-]+)/.exec(invite.text)![1];
  expect(inviteLink).toBe(invited.inviteUrl);
  const member = await anotherMember(browser, baseURL!, 'nobody');
  await joinByInvite(member.page, inviteLink, TEAM_PASSWORD, invited.name);

  // Later, on another browser, they forgot it: the sign-in page offers a link by email.
  const forgetful = await anotherMember(browser, baseURL!, 'nobody');
  await forgetful.page.goto('/signin');
  await forgetful.page.getByRole('link', { name: 'Forgot your password?' }).click();
  await forgetful.page.getByLabel('Email').fill(invited.email.toUpperCase());
  await forgetful.page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(forgetful.page.getByRole('alert')).toHaveText(/^If a member has this email, a link/);
  await expect.poll(async () => (await mailTo(invited.email)).length, { timeout: 15_000 }).toBe(2);
  const reset = (await mailTo(invited.email)).find((mail) => mail.subject === 'Choose a new TalentFlow password')!;
  const resetLink = /(http:\/\/\S+\/reset\/[\w-]+)/.exec(reset.text)![1];
  await forgetful.page.goto(resetLink);
  const newPassword = `${TEAM_PASSWORD} renewed`;
  await forgetful.page.getByLabel('Password', { exact: true }).fill(newPassword);
  await forgetful.page.getByLabel('Password again').fill(newPassword);
  await forgetful.page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(forgetful.page.getByText(`Signed in as ${invited.name}`)).toBeVisible();
  // The link works once, and the browser signed in before the reset is signed out.
  await forgetful.page.goto(resetLink);
  await expect(forgetful.page.getByRole('alert')).toHaveText(
    'This password reset link has been used or has expired. Ask for a new one.',
  );
  await member.page.reload();
  await expect(member.page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  await member.close();
  await forgetful.close();
});

test('on a team server, "forgot password" answers alike for a stranger’s email, sends them nothing, and stops after its limit', async ({
  browser,
  baseURL,
}) => {
  const stranger = await anotherMember(browser, baseURL!, 'nobody');
  const email = `${unique('nobody').replaceAll(' ', '.')}@e2e.test`;
  const ask = () =>
    stranger.page.request.post(`${baseURL}/forgot`, {
      headers: { Origin: baseURL! },
      form: { email },
    });
  // Six at once: some pass (at most the email's three an hour), the rest are told to slow down.
  const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(ask));
  const passed = answers.filter((answer) => answer.status() === 200);
  expect(passed.length).toBeGreaterThanOrEqual(1);
  expect(passed.length).toBeLessThanOrEqual(3);
  expect(answers.filter((answer) => answer.status() === 429)).toHaveLength(6 - passed.length);
  expect(await passed[0].text()).toContain('If a member has this email');
  for (let more = passed.length; more < 3; more++) expect((await ask()).status()).toBe(200);
  expect((await ask()).status()).toBe(429);
  expect(await mailTo(email)).toEqual([]);
  await stranger.close();
});

test('on a team server, an interview with two interviewers sends each an invite.ics naming both, the candidate theirs, and a CANCEL after', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const [dave, eve] = [
    await joinedMember(browser, request, 'interviewer'),
    await joinedMember(browser, request, 'interviewer'),
  ];
  const candidate = await addCandidate(request, baseURL!);
  await gotoApp(page, `/candidates/${candidate.id}`);
  await interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' }).click();
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const form = await fillInterview(page, 'New interview', {
    stage: 'Tech',
    date,
    time: '15:00',
    timeZone: 'UTC',
    interviewers: [dave.invited.name, eve.invited.name],
    place: 'Room 4',
    notes: 'Ask about the harbour project',
  });
  await form.getByRole('button', { name: 'Schedule' }).dblclick();
  await expect(interviewsPanel(page).getByRole('listitem')).toHaveCount(1);

  const inviteTo = async (email: string, method: string) => {
    await expect
      .poll(async () => (await mailTo(email)).filter((mail) => mail.calendar?.includes(`METHOD:${method}`)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = (await mailTo(email)).find((each) => each.calendar?.includes(`METHOD:${method}`))!;
    return { mail, invite: parseInvite(mail.calendar!) };
  };
  const start = `${date}T15:00:00.000Z`;
  for (const { invited } of [dave, eve]) {
    const { mail, invite } = await inviteTo(invited.email, 'REQUEST');
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, start, organizer: 'hiring@e2e.test' });
    // The interviewers in the order they were ticked (the team's list is by name), then the candidate.
    expect(invite.attendees).toHaveLength(3);
    expect(invite.attendees).toEqual(expect.arrayContaining([dave.invited.name, eve.invited.name, candidate.name]));
    expect(invite.description).toContain(`Your scorecard: ${baseURL}/candidates/${candidate.id}#scorecards`);
    expect(mail.text).toContain('Notes: Ask about the harbour project');
  }
  const { mail: theirs, invite: candidateInvite } = await inviteTo(candidate.email, 'REQUEST');
  expect(candidateInvite.attendees).toEqual([candidate.name]);
  expect(`${theirs.text}${theirs.calendar}`).not.toContain('harbour project');
  expect(theirs.subject).toMatch(/^Your interview for /);

  // Dave sees the interview he is on, and can do nothing to it.
  await dave.member.page.goto(`/candidates/${candidate.id}`);
  const seen = interviewsPanel(dave.member.page).getByRole('listitem');
  await expect(seen).toContainText(dave.invited.name);
  await expect(seen).toContainText(eve.invited.name);
  await expect(interviewsPanel(dave.member.page).getByRole('button', { name: 'Cancel interview' })).toHaveCount(0);

  answerDialogs(page, 'accept');
  await interviewsPanel(page).getByRole('button', { name: 'Cancel interview' }).click();
  await expect(interviewsPanel(page).getByText('Cancelled')).toBeVisible();
  for (const email of [dave.invited.email, eve.invited.email, candidate.email]) {
    const { invite } = await inviteTo(email, 'CANCEL');
    expect(invite).toMatchObject({ uid: candidateInvite.uid, sequence: 1, status: 'CANCELLED' });
  }
  await dave.member.close();
  await eve.member.close();
});
