import ICAL from 'ical.js';
import { expect, gotoApp, test } from '../support/fixtures';
import { fillInterview, interviewsPanel } from '../support/interviews';
import { addCandidate } from '../support/team';

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
