import type { Page } from '@playwright/test';
import { storedCandidates } from './support/candidates';
import { answerDialogs, expect, gotoApp, setNetwork, test } from './support/fixtures';
import { beforeSummerTime, downloadedInvite, fillInterview, interviewsPanel, viewFrom } from './support/interviews';
import { signInAs } from './support/people';

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
  await expect(interviewsPanel(page).getByRole('button', { name: 'Schedule an interview' })).toHaveCount(0);
});
