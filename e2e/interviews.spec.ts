import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { storedCandidates } from './support/candidates';
import { answerDialogs, expect, gotoApp, setNetwork, test } from './support/fixtures';
import { beforeSummerTime, downloadedInvite, fillInterview, interviewsPanel, viewFrom } from './support/interviews';
import { signInAs } from './support/people';
import { wallClockAt, zonedInstant } from '../lib/interviews/zonedTime';
import { formatInZone } from '../lib/shared/zonedTime';

const { saturday, monday, year } = beforeSummerTime();
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });

/** Two candidates in the Screen stage, the first opened as `member`, read from Paris. */
async function openCandidates(page: Page, member: string) {
  await viewFrom(page, 'Europe/Paris');
  await gotoApp(page, '/');
  const [first, second] = (await storedCandidates(page)).filter((each) => each.stage === 'screen');
  await gotoApp(page, `/candidates/${first.id}`);
  await signInAs(page, member);
  return [first, second];
}

async function download(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    interviewsPanel(page).getByRole('button', { name: 'Download invite' }).click(),
  ]);
  return downloadedInvite(file);
}

test('a recruiter schedules across the change to summer time, the invite and the screens agree, and the steps are kept', async ({
  page,
}) => {
  const [candidate] = await openCandidates(page, 'Bob Okafor');
  await interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' }).click();
  const form = await fillInterview(page, 'New interview', {
    stage: 'Tech',
    date: saturday,
    time: '10:00',
    timeZone: 'Europe/Paris',
    minutes: '60',
    interviewers: ['Dave Tanaka', 'Eve Castillo'],
    place: 'https://meet.example.com/abc',
    notes: 'Ask about <b>the migration</b>',
  });
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Tech interview');
  await form.getByRole('button', { name: 'Schedule' }).dblclick();
  const item = interviewsPanel(page).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Sat, Mar 27, ${year}, 10:00 AM GMT+1, 60 minutes`);
  await expect(item.getByText('Notes: Ask about <b>the migration</b>')).toBeVisible();
  await expect(item.getByRole('link', { name: 'https://meet.example.com/abc' })).toBeVisible();
  await expect(item).toContainText('Interviewers: Dave Tanaka, Eve Castillo');
  // Both interviewers are now assigned to the candidate in the interview's stage.
  const interviewers = page.getByRole('region', { name: 'Interviewers' });
  await expect(interviewers.getByText('Dave Tanaka · Tech')).toBeVisible();
  await expect(interviewers.getByText('Eve Castillo · Tech')).toBeVisible();

  const first = await download(page);
  expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, start: `${saturday}T09:00:00.000Z` });
  expect(first.attendees).toEqual([candidate.name]);
  expect(first.description).not.toContain('migration');
  const mail = new URL((await item.getByRole('link', { name: 'Open in mail app' }).getAttribute('href'))!);
  expect(decodeURIComponent(mail.pathname)).toBe(candidate.email);
  expect(mail.searchParams.get('subject')).toContain(`Sat, Mar 27, ${year}, 10:00 AM GMT+1`);

  // The same wall-clock time two days on is an hour earlier in UTC: the clocks changed between.
  await item.getByRole('button', { name: 'Reschedule' }).click();
  const moved = await fillInterview(page, 'Reschedule the interview', {
    date: monday,
    time: '10:00',
    timeZone: 'Europe/Paris',
    interviewers: ['Dave Tanaka', 'Eve Castillo'],
  });
  await moved.getByRole('button', { name: 'Save the new time' }).click();
  await expect(item).toContainText(`Mon, Mar 29, ${year}, 10:00 AM GMT+2`);
  const second = await download(page);
  expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, start: `${monday}T08:00:00.000Z` });
  await expect(
    timeline(page).getByText(`Interview scheduled: Tech interview, Sat, Mar 27, ${year}, 10:00 AM GMT+1`),
  ).toBeVisible();
  await expect(
    timeline(page).getByText(`Interview rescheduled: Tech interview, Mon, Mar 29, ${year}, 10:00 AM GMT+2`),
  ).toBeVisible();

  // Read in New York, the same interview is at four in the morning there, the organiser's time beside it.
  await viewFrom(page, 'America/New_York');
  await page.reload();
  await expect(item).toContainText(`Mon, Mar 29, ${year}, 4:00 AM EDT, 60 minutes`);
  await expect(item).toContainText(
    `(the organiser’s Mon, Mar 29, ${year}, 10:00 AM GMT+2 to Mon, Mar 29, ${year}, 11:00 AM GMT+2)`,
  );

  const dialogs = answerDialogs(page, 'accept');
  await item.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(item.getByText('Cancelled')).toBeVisible();
  expect(dialogs).toEqual(['confirm: Cancel Tech interview? Everyone invited is told.']);
  await expect(item.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(timeline(page).getByText(/^Interview cancelled: Tech interview/)).toBeVisible();
  await gotoApp(page, `/activity?candidate=${candidate.id}`);
  await expect(page.getByText(`rescheduled the interview with ${candidate.name}`)).toBeVisible();
  await expect(page.getByText(`cancelled the interview with ${candidate.name}`)).toBeVisible();
});

test('a conflict is warned by its time only, a past time is refused keeping the form, and an interviewer sees only their own', async ({
  page,
}) => {
  const [first, second] = await openCandidates(page, 'Bob Okafor');
  const schedule = async (fields: Parameters<typeof fillInterview>[2]) => {
    await interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' }).click();
    const form = await fillInterview(page, 'New interview', fields);
    await form.getByRole('button', { name: 'Schedule' }).click();
    return form;
  };
  await schedule({ date: monday, time: '14:00', timeZone: 'UTC', interviewers: ['Eve Castillo'] });
  await expect(interviewsPanel(page).getByRole('listitem')).toHaveCount(1);
  await schedule({ date: monday, time: '16:00', timeZone: 'UTC', interviewers: ['Dave Tanaka'] });
  await expect(interviewsPanel(page).getByRole('listitem')).toHaveCount(2);

  await gotoApp(page, `/candidates/${second.id}`);
  // Yesterday is refused by name, and what was typed stays.
  const past = await schedule({
    date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    time: '09:00',
    timeZone: 'UTC',
    interviewers: ['Eve Castillo'],
    place: 'Room 4',
  });
  await expect(past.getByText('Could not save the interview: The interview must start in the future')).toBeVisible();
  await expect(past.getByLabel('Place or video link')).toHaveValue('Room 4');
  // Half an hour into Eve's other interview, on a failing network first: nothing saved, then saved with a warning.
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 1 });
  await past.getByLabel('Date', { exact: true }).fill(monday);
  await past.getByLabel('Time', { exact: true }).fill('14:30');
  await past.getByRole('button', { name: 'Schedule' }).click();
  await expect(past.getByText(/^Could not save the interview: /)).not.toContainText('future');
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  await past.getByRole('button', { name: 'Schedule' }).click();
  const warning = interviewsPanel(page).getByRole('alert');
  await expect(warning).toContainText(
    `Saved, but it overlaps: Eve Castillo already has an interview on Mon, Mar 29, ${year}, 4:00 PM GMT+2 (45 minutes).`,
  );
  await expect(warning).not.toContainText(first.name);
  await expect(interviewsPanel(page).getByRole('listitem')).toHaveCount(1);

  // Dave is on one of the first candidate's two interviews: he sees that one, and changes nothing.
  await gotoApp(page, `/candidates/${first.id}`);
  await signInAs(page, 'Dave Tanaka');
  const seen = interviewsPanel(page).getByRole('listitem');
  await expect(seen).toHaveCount(1);
  await expect(seen).toContainText('Interviewers: Dave Tanaka');
  await expect(seen.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(seen.getByRole('link', { name: 'Open in mail app' })).toHaveCount(0);
  await expect(interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' })).toHaveCount(0);
});

/** Next week's Tuesday at `time` in Paris, as the week grid and the schedule page name it. */
function nextTuesdayAt(time: string) {
  const today = wallClockAt(new Date().toISOString(), 'Europe/Paris').date;
  const day = new Date(`${today}T00:00:00Z`);
  const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000 + 7 * 86_400_000;
  const date = new Date(monday + 86_400_000).toISOString().slice(0, 10);
  return zonedInstant({ date, time }, 'Europe/Paris')!;
}

test('a recruiter offers times on the week grid; two candidates race for one from their links in New York, one books it, the other is told', async ({
  page,
  context,
}) => {
  const [first, second] = await openCandidates(page, 'Bob Okafor');
  const [ten, two] = [nextTuesdayAt('10:00'), nextTuesdayAt('14:00')];
  const offerTimes = async () => {
    await interviewsPanel(page).getByRole('button', { name: 'Offer times to pick from' }).click();
    const form = page.getByRole('form', { name: 'Offer times' });
    await form.getByLabel('Time zone').fill('Europe/Paris');
    await form.getByRole('combobox', { name: 'Length' }).selectOption({ label: '60 minutes' });
    await form.getByRole('group', { name: 'Interviewers' }).getByRole('checkbox', { name: 'Eve Castillo' }).check();
    await form.getByRole('button', { name: 'Next week' }).click();
    for (const slot of [ten, two]) {
      await form.getByRole('button', { name: formatInZone(slot, 'Europe/Paris'), exact: true }).click();
    }
    await expect(form.getByText('2 times chosen')).toBeVisible();
    await form.getByRole('button', { name: 'Send the times' }).dblclick();
    await expect(page.getByRole('list', { name: 'Times offered' }).getByRole('listitem')).toHaveCount(1);
    const body = await page.getByRole('region', { name: 'Messages' }).getByRole('listitem').first().textContent();
    return /(https?:\/\/\S+\/schedule\/[0-9a-f]{32})/.exec(body ?? '')![1];
  };
  const firstLink = await offerTimes();
  await gotoApp(page, `/candidates/${second.id}`);
  const secondLink = await offerTimes();

  const inNewYork = async (link: string) => {
    const candidatePage = await context.newPage();
    await viewFrom(candidatePage, 'America/New_York');
    await candidatePage.goto(link);
    await expect(candidatePage.getByLabel('Show times in')).toHaveValue('America/New_York');
    await candidatePage.getByRole('radio', { name: formatInZone(ten, 'America/New_York') }).check();
    return candidatePage;
  };
  const pages = [await inNewYork(firstLink), await inNewYork(secondLink)];
  await expect(pages[0].getByText(/^Hello /)).toContainText(first.name.split(' ')[0]);
  await Promise.all(pages.map((each) => each.getByRole('button', { name: 'Book this time' }).click()));
  const booked = `Booked: ${formatInZone(ten, 'America/New_York')}`;
  await expect
    .poll(async () => {
      const seen = await Promise.all(pages.map((each) => each.getByRole('heading', { name: booked }).count()));
      return seen.reduce((sum, count) => sum + count, 0);
    })
    .toBe(1);
  const winner = (await pages[0].getByRole('heading', { name: booked }).count()) === 1 ? 0 : 1;
  const loser = pages[1 - winner];
  await expect(loser.getByText('That time was just taken. Please choose another.')).toBeVisible();
  await expect(loser.getByRole('radio')).toHaveCount(1);
  // Read in Tokyo instead, the time left is the next morning there.
  await loser.getByLabel('Show times in').fill('Asia/Tokyo');
  await expect(loser.getByRole('radio', { name: formatInZone(two, 'Asia/Tokyo') })).toBeVisible();
  await loser.getByRole('radio').check();
  await loser.getByRole('button', { name: 'Book this time' }).click();
  await expect(loser.getByRole('heading', { name: `Booked: ${formatInZone(two, 'Asia/Tokyo')}` })).toBeVisible();
  // Opened again, the winner's link offers one move, and not to the time now taken.
  await pages[winner].reload();
  await expect(pages[winner].getByText('Need another time? You can move it once.')).toBeVisible();
  await expect(pages[winner].getByText('No time is free any more.', { exact: false })).toBeVisible();

  const winnerId = [first, second][winner].id;
  await gotoApp(page, `/candidates/${winnerId}`);
  await expect(interviewsPanel(page).getByRole('listitem').first()).toContainText(formatInZone(ten, 'Europe/Paris'));
  await expect(page.getByRole('list', { name: 'Times offered' })).toContainText('booked by the candidate');
});

test('the Interviews page lists mine and the team’s, upcoming and by week, each linking to its candidate; an interviewer sees only theirs', async ({
  page,
}) => {
  const [first, second] = await openCandidates(page, 'Bob Okafor');
  const tuesday = nextTuesdayAt('10:00');
  const { date } = wallClockAt(tuesday, 'Europe/Paris');
  const schedule = async (interviewers: string[], title: string) => {
    await interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' }).click();
    const form = await fillInterview(page, 'New interview', {
      title,
      date,
      time: '10:00',
      timeZone: 'Europe/Paris',
      interviewers,
    });
    await form.getByRole('button', { name: 'Schedule' }).click();
    await expect(interviewsPanel(page).getByText(title)).toBeVisible();
  };
  await schedule(['Dave Tanaka'], 'Culture chat');
  await gotoApp(page, `/candidates/${second.id}`);
  await schedule(['Eve Castillo'], 'Design review');

  await page.getByRole('link', { name: 'Interviews', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  await page.getByRole('group', { name: 'Whose' }).getByRole('button', { name: 'The team’s' }).click();
  const upcoming = page.getByRole('list', { name: 'Upcoming' });
  await expect(upcoming.getByText('Culture chat')).toBeVisible();
  await expect(upcoming.getByText('Design review')).toBeVisible();
  await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Week' }).click();
  await page.getByRole('group', { name: 'Week' }).getByRole('button', { name: 'Next week' }).click();
  const day = page.getByRole('region', { name: /^Tuesday, / });
  await expect(day.getByText(formatInZone(tuesday, 'Europe/Paris'))).toHaveCount(2);
  await day.getByRole('link', { name: first.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();

  await gotoApp(page, '/interviews');
  await signInAs(page, 'Dave Tanaka');
  await expect(page.getByRole('group', { name: 'Whose' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Upcoming' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Upcoming' })).toContainText('Culture chat');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my interviews' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('interviews.ics');
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, 'utf8')));
  expect(calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).summary)).toEqual([
    `Culture chat with ${first.name}`,
  ]);
  await page.getByRole('link', { name: 'Scorecard' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${first.id}#scorecards$`));
});

test('a scorecard still missing the team’s hours after the interview reminds its interviewer and shows on the board and the job', async ({
  page,
}) => {
  const [candidate] = await openCandidates(page, 'Bob Okafor');
  const tuesday = nextTuesdayAt('10:00');
  await interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' }).click();
  const form = await fillInterview(page, 'New interview', {
    title: 'Pairing session',
    date: wallClockAt(tuesday, 'Europe/Paris').date,
    time: '10:00',
    timeZone: 'Europe/Paris',
    minutes: '60',
    interviewers: ['Dave Tanaka'],
  });
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(interviewsPanel(page).getByText('Pairing session')).toBeVisible();

  await gotoApp(page, '/interviews');
  await signInAs(page, 'Alice Moreau');
  const setting = page.getByRole('form', { name: 'Scorecard reminders' });
  await setting.getByLabel(/this many hours/).fill('0');
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByText(/^Could not save: Remind from 1 to 168 hours/)).toBeVisible();
  await expect(setting.getByLabel(/this many hours/)).toHaveValue('0');
  await setting.getByLabel(/this many hours/).fill('2');
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByRole('status')).toHaveText('Saved.');

  // Three hours after the interview ended, by the browser's clock.
  await page.clock.setFixedTime(new Date(Date.parse(tuesday) + 4 * 3_600_000));
  await page.reload();
  await expect(page.getByRole('list', { name: 'Scorecards overdue' })).toContainText(
    `Dave Tanaka: Pairing session with ${candidate.name}`,
  );
  await signInAs(page, 'Dave Tanaka');
  // In his inbox too.
  await page.getByRole('link', { name: 'Mentions', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Your scorecards due' })).toContainText('Pairing session');
  await page.getByRole('link', { name: 'Interviews', exact: true }).click();
  const due = page.getByRole('list', { name: 'Your scorecards due' });
  await expect(due.getByRole('listitem')).toHaveCount(1);
  await due.getByRole('link', { name: candidate.name }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${candidate.id}#scorecards$`));

  await signInAs(page, 'Bob Okafor');
  await gotoApp(page, `/jobs/${candidate.jobId}`);
  await expect(page.getByRole('list', { name: 'Scorecards overdue' })).toContainText('Dave Tanaka: Pairing session');
  await gotoApp(page, `/candidates/kanban?job=${candidate.jobId}`);
  await expect(page.getByRole('link', { name: new RegExp(candidate.name) }).first()).toBeVisible();
  await expect(page.getByText('Scorecard overdue')).toHaveCount(1);
});
