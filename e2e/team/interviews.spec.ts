import type { BrowserContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, gotoApp, test } from '../support/fixtures';
import { fillInterview, interviewsPanel } from '../support/interviews';
import { addCandidate, joinedMember } from '../support/team';
import { mailTo } from '../support/mailbox';
import { parseInvite } from '../../lib/test/parseInvite';
import { formatInZone } from '../../lib/shared/zonedTime';

/** The summaries of the events a calendar reads at a feed's address, or its answer's status when it has none. */
async function readFeed(address: string) {
  const answer = await fetch(address);
  if (!answer.ok) return answer.status;
  expect(answer.headers.get('content-type')).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  return calendar.getAllSubcomponents('vevent').map((event) => String(new ICAL.Event(event).summary));
}

test('on a team server, a member subscribes to their interviews by a secret address, makes a new one, and turns it off', async ({
  page,
  request,
  baseURL,
}) => {
  const candidate = await addCandidate(request, baseURL!);
  await gotoApp(page, `/candidates/${candidate.id}`);
  const me = (await (await request.get(`${baseURL}/api/me`)).json()) as { name: string };
  await interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' }).click();
  const form = await fillInterview(page, 'New interview', {
    title: 'Harbour walk-through',
    date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    time: '09:30',
    timeZone: 'UTC',
    interviewers: [me.name],
  });
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(interviewsPanel(page).getByText('Harbour walk-through')).toBeVisible();

  await page.getByRole('link', { name: 'Interviews', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Your calendar' });
  await panel.getByRole('button', { name: /^Make (my feed|a new) address$/ }).click();
  const address = panel.getByText(/\/calendar\/[0-9a-f]{32}\.ics$/);
  const first = (await address.textContent())!;
  expect(first).toMatch(new RegExp(`^${baseURL}/calendar/[0-9a-f]{32}\\.ics$`));
  expect(await readFeed(first)).toContain(`Harbour walk-through with ${candidate.name}`);

  await panel.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveText(first);
  const second = (await address.textContent())!;
  expect(await readFeed(first)).toBe(404);
  expect(await readFeed(second)).toContain(`Harbour walk-through with ${candidate.name}`);
  await panel.getByRole('button', { name: 'Turn the feed off' }).click();
  await expect(panel.getByRole('button', { name: 'Make my feed address' })).toBeVisible();
  expect(await readFeed(second)).toBe(404);
});

/** The link the newest email to `email` carries to a page under `path` (such as /schedule/). */
async function linkIn(email: string, path: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const found = (await mailTo(email)).map((mail) =>
          new RegExp(`https?://\\S+${path}[0-9a-f]{32}`).exec(mail.text),
        );
        link = found.find(Boolean)?.[0];
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

/** The calendar parts the mailbox holds for `email` with one METHOD, parsed. */
const invitesTo = async (email: string, method: string) =>
  (await mailTo(email)).flatMap((mail) =>
    mail.calendar?.includes(`METHOD:${method}`) ? [parseInvite(mail.calendar)] : [],
  );

test('on a team server, a conflict is warned, a move is sent as SEQUENCE 1, and two candidates race for one time from their emailed links', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { invited: ivan, member } = await joinedMember(browser, request, 'interviewer');
  await member.close();
  const [first, second] = [await addCandidate(request, baseURL!), await addCandidate(request, baseURL!)];
  const date = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);

  // Ivan is on an interview of the first candidate; a second one half an hour in is warned of by its time.
  await gotoApp(page, `/candidates/${first.id}`);
  await interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' }).click();
  let form = await fillInterview(page, 'New interview', {
    date,
    time: '10:00',
    timeZone: 'UTC',
    interviewers: [ivan.name],
  });
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(interviewsPanel(page).getByRole('listitem')).toHaveCount(1);
  await gotoApp(page, `/candidates/${second.id}`);
  await interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' }).click();
  form = await fillInterview(page, 'New interview', {
    date,
    time: '10:30',
    timeZone: 'UTC',
    interviewers: [ivan.name],
  });
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(interviewsPanel(page).getByRole('alert')).toContainText(
    `${ivan.name} already has an interview on ${formatInZone(`${date}T10:00:00Z`, 'UTC')}`,
  );
  await expect(interviewsPanel(page).getByRole('alert')).not.toContainText(first.name);
  // This one moved to the afternoon: Ivan's calendar gets the same event again, one sequence on.
  await interviewsPanel(page).getByRole('button', { name: 'Reschedule' }).click();
  form = await fillInterview(page, 'Reschedule the interview', {
    date,
    time: '15:00',
    timeZone: 'UTC',
    interviewers: [ivan.name],
  });
  await form.getByRole('button', { name: 'Save the new time' }).click();
  await expect
    .poll(async () => (await invitesTo(ivan.email, 'REQUEST')).map((invite) => invite.sequence).sort())
    .toEqual([0, 0, 1]);
  const moved = (await invitesTo(ivan.email, 'REQUEST')).find((invite) => invite.sequence === 1)!;
  expect(moved.start).toBe(`${date}T15:00:00.000Z`);

  // Both candidates are offered the same two times with Ivan, free now that the afternoon one moved.
  const [nine, eleven] = [`${date}T09:00:00.000Z`, `${date}T11:00:00.000Z`];
  for (const candidate of [first, second]) {
    await gotoApp(page, `/candidates/${candidate.id}`);
    await interviewsPanel(page).getByRole('button', { name: 'Offer times to pick from' }).click();
    const offer = page.getByRole('form', { name: 'Offer times' });
    await offer.getByLabel('Time zone').fill('UTC');
    await offer.getByRole('group', { name: 'Interviewers' }).getByRole('checkbox', { name: ivan.name }).check();
    const grid = offer.getByRole('table', { name: 'Times to offer' });
    while ((await grid.getByRole('button', { name: formatInZone(nine, 'UTC'), exact: true }).count()) === 0) {
      await offer.getByRole('button', { name: 'Next week' }).click();
    }
    for (const slot of [nine, eleven])
      await grid.getByRole('button', { name: formatInZone(slot, 'UTC'), exact: true }).click();
    await offer.getByRole('button', { name: 'Send the times' }).click();
    await expect(page.getByRole('list', { name: 'Times offered' })).toBeVisible();
  }
  const pages: { candidate: typeof first; page: Page; context: BrowserContext }[] = [];
  for (const candidate of [first, second]) {
    const link = await linkIn(candidate.email, '/schedule/');
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const candidatePage = await context.newPage();
    await candidatePage.goto(link);
    await expect(candidatePage.getByLabel('Show times in')).toHaveValue('Asia/Tokyo');
    await candidatePage.getByRole('radio', { name: formatInZone(nine, 'Asia/Tokyo') }).check();
    pages.push({ candidate, page: candidatePage, context });
  }
  await Promise.all(pages.map((each) => each.page.getByRole('button', { name: 'Book this time' }).click()));
  const booked = `Booked: ${formatInZone(nine, 'Asia/Tokyo')}`;
  await expect
    .poll(async () => {
      const counts = await Promise.all(pages.map((each) => each.page.getByRole('heading', { name: booked }).count()));
      return counts.reduce((sum, count) => sum + count, 0);
    })
    .toBe(1);
  const winner = (await pages[0].page.getByRole('heading', { name: booked }).count()) === 1 ? pages[0] : pages[1];
  const loser = winner === pages[0] ? pages[1] : pages[0];
  await expect(loser.page.getByText('That time was just taken. Please choose another.')).toBeVisible();
  await expect(loser.page.getByRole('radio')).toHaveCount(1);
  // The winner's calendar file arrives by email, at nine UTC.
  await expect
    .poll(async () => (await invitesTo(winner.candidate.email, 'REQUEST')).map((invite) => invite.start))
    .toContain(nine);
  for (const each of pages) await each.context.close();
});
