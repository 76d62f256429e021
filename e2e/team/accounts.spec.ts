import { readFileSync } from 'node:fs';
import { answerDialogs, expect, gotoApp, test } from '../support/fixtures';
import { TEAM_HOSTS, TEAM_PASSWORD, TEAM_PEOPLE, USED_SETUP_LINK } from '../support/hosts';
import { addCandidate, inviteMember, joinedMember, anotherMember, unique } from '../support/team';

/** Members' own accounts on `npm run team`: the setup link, invites, sign-in and out, locks, deactivation. */

test('the setup link works once: opened again, it says so and offers sign-in', async ({ browser, request }) => {
  const link = readFileSync(USED_SETUP_LINK, 'utf8');
  expect((await request.get(link)).status()).toBe(410);
  const stranger = await anotherMember(browser, TEAM_HOSTS.team, 'nobody');
  await stranger.page.goto(link);
  await expect(stranger.page.getByRole('alert')).toHaveText(
    'This setup link has been used or has expired. Sign in instead.',
  );
  await expect(stranger.page.getByLabel('Your name')).toHaveCount(0);
  await stranger.page.getByRole('link', { name: 'Sign in' }).click();
  await expect(stranger.page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  await stranger.close();
});

test('an admin invites a member on the Members screen; the link signs the member in with their role', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: TEAM_HOSTS.team });
  await gotoApp(page, '/jobs');
  await page.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const name = unique('Nadia Newcomer');
  const email = `${name.replaceAll(' ', '.').toLowerCase()}@e2e.test`;
  const form = page.getByRole('region', { name: 'Invite a member' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: 'Recruiter' });
  await form.getByRole('button', { name: 'Invite' }).dblclick();
  const linkField = page.getByRole('textbox', { name: `Invite link for ${name}` });
  await expect(linkField).toHaveValue(new RegExp(`^${TEAM_HOSTS.team}/invite/[\\w-]{22}$`));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Invited')).toBeVisible();
  await row.getByRole('button', { name: `Copy the invite link for ${name}` }).click();
  await expect(row.getByText('Copied.')).toBeVisible();
  const inviteUrl = await linkField.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);

  const invitee = await anotherMember(browser, TEAM_HOSTS.team, 'nobody');
  await invitee.page.goto(inviteUrl);
  await expect(invitee.page.getByText(`Welcome, ${name}. You are invited as recruiter`)).toBeVisible();
  await invitee.page.getByLabel('Password', { exact: true }).fill(TEAM_PASSWORD);
  await invitee.page.getByLabel('Password again').fill(`${TEAM_PASSWORD} typo`);
  await invitee.page.getByRole('button', { name: 'Join' }).click();
  await expect(invitee.page.getByRole('alert')).toHaveText('The two passwords differ');
  await invitee.page.getByLabel('Password', { exact: true }).fill(TEAM_PASSWORD);
  await invitee.page.getByLabel('Password again').fill(TEAM_PASSWORD);
  await invitee.page.getByRole('button', { name: 'Join' }).click();
  await expect(invitee.page.getByText(`Signed in as ${name} · Recruiter`)).toBeVisible();
  // A recruiter is offered recruiters' work, not the team's members.
  await gotoApp(invitee.page, '/jobs');
  await expect(invitee.page.getByRole('button', { name: '+ Create Job' })).toBeVisible();
  await expect(invitee.page.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await invitee.page.goto(inviteUrl);
  await expect(invitee.page.getByRole('alert')).toContainText('This invite link has been used');
  await invitee.close();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Active')).toBeVisible();
});

test('every pending invite keeps its link on the Members screen, to copy again until it is used', async ({
  page,
  browser,
}) => {
  await gotoApp(page, '/members');
  const form = page.getByRole('region', { name: 'Invite a member' });
  const names = [unique('Ines Firstly'), unique('Otto Secondly')];
  for (const name of names) {
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(`${name.replaceAll(' ', '.').toLowerCase()}@e2e.test`);
    await form.getByRole('button', { name: 'Invite' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `${name} is invited: copy their link in the list below and send it to them.`,
    );
  }
  const linkOf = (name: string) => page.getByRole('textbox', { name: `Invite link for ${name}` });
  const first = await linkOf(names[0]).inputValue();
  expect(first).toMatch(new RegExp(`^${TEAM_HOSTS.team}/invite/[\\w-]{22}$`));
  // The first link is still on the screen after the second invite, and after a reload.
  await page.reload();
  await expect(linkOf(names[0])).toHaveValue(first);
  await expect(linkOf(names[1])).toHaveValue(/\/invite\//);

  const invitee = await anotherMember(browser, TEAM_HOSTS.team, 'nobody');
  await invitee.page.goto(first);
  await invitee.page.getByLabel('Password', { exact: true }).fill(TEAM_PASSWORD);
  await invitee.page.getByLabel('Password again').fill(TEAM_PASSWORD);
  await invitee.page.getByRole('button', { name: 'Join' }).click();
  await expect(invitee.page.getByText(`Signed in as ${names[0]}`)).toBeVisible();
  await invitee.close();
  // Used, the link is gone from the screen; the other stays.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(names[0]) }).getByText('Active')).toBeVisible();
  await expect(linkOf(names[0])).toHaveCount(0);
  await expect(linkOf(names[1])).toBeVisible();
});

test('a new password that is only spaces, a common one or the member’s own name is refused by the field', async ({
  browser,
  request,
}) => {
  const invited = await inviteMember(request, TEAM_HOSTS.team, 'interviewer');
  const invitee = await anotherMember(browser, TEAM_HOSTS.team, 'nobody');
  await invitee.page.goto(invited.inviteUrl);
  for (const [password, reason] of [
    ['            ', 'A password needs more than spaces'],
    ['qwertyuiop12', 'That password is one of the most common ones: choose words of your own'],
    [invited.name, 'A password may not be your email or your name'],
  ]) {
    await invitee.page.getByLabel('Password', { exact: true }).fill(password);
    await invitee.page.getByLabel('Password again').fill(password);
    await invitee.page.getByRole('button', { name: 'Join' }).click();
    await expect(invitee.page.getByRole('alert')).toHaveText(reason);
  }
  await invitee.close();
});

test('signing in comes back to the page asked for; signing out ends the session on the server', async ({
  browser,
  playwright,
}) => {
  const member = await anotherMember(browser, TEAM_HOSTS.team, 'nobody');
  await member.page.goto('/candidates?search=ada');
  await expect(member.page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  await member.page.getByLabel('Email').fill(TEAM_PEOPLE.recruiter.email);
  await member.page.getByLabel('Password').fill(TEAM_PASSWORD);
  await member.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(member.page).toHaveURL(`${TEAM_HOSTS.team}/candidates?search=ada`);
  await expect(member.page.getByText(`Signed in as ${TEAM_PEOPLE.recruiter.name}`)).toBeVisible();
  const [session] = (await member.page.context().cookies()).filter((cookie) => cookie.name.startsWith('talentflow_'));

  await member.page.getByRole('button', { name: 'Sign out' }).click();
  await expect(member.page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  await member.page.goto('/candidates');
  await expect(member.page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  // The old cookie, kept by someone, is worth nothing now.
  const replay = await playwright.request.newContext();
  const answer = await replay.get(`${TEAM_HOSTS.team}/candidates`, {
    headers: { Cookie: `${session.name}=${session.value}` },
  });
  expect(answer.status()).toBe(401);
  await replay.dispose();
  await member.close();
});

test('ten wrong passwords lock the email for fifteen minutes, the right password included', async ({
  browser,
  request,
}) => {
  const { invited, member } = await joinedMember(browser, request, 'interviewer');
  await member.page.getByRole('button', { name: 'Sign out' }).click();

  const page = member.page;
  await expect(page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await page.getByLabel('Email').fill(invited.email);
    await page.getByLabel('Password').fill(`wrong guess ${attempt}`);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an active member.');
  }
  await page.getByLabel('Password').fill(TEAM_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many failed sign-ins for this email. Try again in 15 minutes.');
  await expect(page.getByText(`Signed in as ${invited.name}`)).toHaveCount(0);
  await member.close();
});

test('a stranger’s wrong guesses lock the stranger out, not the member in their own browser', async ({
  browser,
  request,
}) => {
  const { invited, member } = await joinedMember(browser, request, 'recruiter');
  const stranger = await anotherMember(browser, TEAM_HOSTS.team, 'nobody');
  await stranger.page.goto('/signin');
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await stranger.page.getByLabel('Email').fill(invited.email);
    await stranger.page.getByLabel('Password').fill(`a stranger's guess ${attempt}`);
    await stranger.page.getByLabel('Password').press('Enter');
    await expect(stranger.page.getByRole('alert')).toHaveText('That email and password do not match an active member.');
  }
  await stranger.page.getByLabel('Password').fill(TEAM_PASSWORD);
  await stranger.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(stranger.page.getByRole('alert')).toHaveText(
    'Too many failed sign-ins for this email. Try again in 15 minutes.',
  );
  // The member's own browser, which signed in before, is not stopped by them.
  await member.page.getByRole('button', { name: 'Sign out' }).click();
  await member.page.getByLabel('Email').fill(invited.email);
  await member.page.getByLabel('Password').fill(TEAM_PASSWORD);
  await member.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(member.page.getByText(`Signed in as ${invited.name}`)).toBeVisible();
  await stranger.close();
  await member.close();
});

test('a deactivated member’s open session is refused at once', async ({ page, browser, request }) => {
  const { invited, member } = await joinedMember(browser, request, 'recruiter');
  await gotoApp(member.page, '/candidates');
  await expect(member.page.getByText(/^\d+ candidates$/)).toBeVisible();

  await gotoApp(page, '/members');
  const row = page.getByRole('row', { name: new RegExp(invited.name) });
  const dialogs = answerDialogs(page);
  await row.getByRole('button', { name: `Deactivate ${invited.name}` }).click();
  await expect(row.getByText('Deactivated')).toBeVisible();
  expect(dialogs).toEqual([
    `confirm: Deactivate ${invited.name}? They are signed out at once; their past work keeps their name.`,
  ]);

  // Their open screen reads again on the team's next change, is refused, and shows the sign-in
  // page; their password no longer opens it.
  await expect(member.page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  await expect(member.page).toHaveURL(`${TEAM_HOSTS.team}/signin?next=%2Fcandidates`);
  await member.page.getByLabel('Email').fill(invited.email);
  await member.page.getByLabel('Password').fill(TEAM_PASSWORD);
  await member.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(member.page.getByRole('alert')).toHaveText('That email and password do not match an active member.');
  await member.close();
});

test("a note's @mention of a member reaches their Mentions on their own browser, with its count", async ({
  page,
  browser,
  request,
}) => {
  const { invited, member } = await joinedMember(browser, request, 'recruiter');
  const nav = member.page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Mentions', exact: true })).toBeVisible();

  const candidate = await addCandidate(request, TEAM_HOSTS.team);
  await gotoApp(page, `/candidates/${candidate.id}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  const box = notes.getByRole('textbox');
  // The team's handles are offered as a mention is typed.
  await box.pressSequentially(`Please call them, ${invited.handle}`);
  await expect(page.getByRole('option', { name: invited.handle })).toBeVisible();
  await box.press('Enter');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem').getByText(invited.handle, { exact: true })).toBeVisible();
  await expect(notes.getByRole('listitem')).toContainText(`${TEAM_PEOPLE.admin.name} ·`);

  const unread = nav.getByRole('link', { name: 'Mentions 1 unread' });
  await expect(unread).toBeVisible();
  await unread.click();
  const mention = member.page.getByRole('list', { name: 'Notes that mention you' }).getByRole('listitem');
  await expect(mention).toHaveCount(1);
  await expect(mention).toContainText(`Please call them, ${invited.handle}`);
  await expect(mention).toContainText(`${TEAM_PEOPLE.admin.name} ·`);
  await expect(nav.getByRole('link', { name: 'Mentions', exact: true })).toBeVisible();
  await member.close();
});

test('an admin changes a member’s role, and the member’s next screen offers what the new role allows', async ({
  page,
  browser,
  request,
}) => {
  const { invited, member } = await joinedMember(browser, request, 'recruiter');
  await gotoApp(member.page, '/jobs');
  await expect(member.page.getByRole('button', { name: '+ Create Job' })).toBeVisible();

  await gotoApp(page, '/members');
  const row = page.getByRole('row', { name: new RegExp(invited.name) });
  await row.getByLabel(`Role of ${invited.name}`).selectOption({ label: 'Interviewer' });
  await expect(row.getByLabel(`Role of ${invited.name}`)).toHaveValue('interviewer');
  // The admin's own role is not theirs to change here.
  await expect(page.getByRole('row', { name: /Ada Admin/ }).getByRole('combobox')).toHaveCount(0);

  await member.page.reload();
  await expect(member.page.getByText(`Signed in as ${invited.name} · Interviewer`)).toBeVisible();
  await expect(member.page.getByRole('button', { name: '+ Create Job' })).toHaveCount(0);
  const refused = await member.page.request.post(`${TEAM_HOSTS.team}/api/jobs`, {
    headers: { Origin: TEAM_HOSTS.team },
    data: { title: unique('Too Late') },
  });
  expect(refused.status()).toBe(403);
  await member.close();
});
