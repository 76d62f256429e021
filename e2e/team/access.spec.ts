import { expect, gotoApp, test } from '../support/fixtures';
import { HOSTS, TEAM_ACCESS_TOKEN, TEAM_HOSTS, TEAM_PASSWORD, TEAM_PEOPLE, TEAM_STATES } from '../support/hosts';
import { unique } from '../support/team';

/** A team server reached by its TALENTFLOW_PUBLIC_URL, as a team behind a proxy opens it. */
test.use({ baseURL: TEAM_HOSTS.guarded });

test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a request gets 401 and no data', async ({ request }) => {
    for (const path of ['/api/jobs', '/candidates', '/api/insights', '/api/events', '/api/accounts']) {
      const answer = await request.get(`${TEAM_HOSTS.guardedLoopback}${path}`);
      expect(answer.status(), path).toBe(401);
      expect(await answer.json()).toEqual({ message: 'Sign in first: this TalentFlow needs to know who you are.' });
      expect(answer.headers()['cache-control']).toBe('no-store');
    }
    const withWrongToken = await request.get(`${TEAM_HOSTS.guardedLoopback}/api/jobs`, {
      headers: { Authorization: 'Bearer guess' },
    });
    expect(withWrongToken.status()).toBe(401);
    const script = await request.get(`${TEAM_HOSTS.guardedLoopback}/api/me`, {
      headers: { Authorization: `Bearer ${TEAM_ACCESS_TOKEN}` },
    });
    expect(await script.json()).toMatchObject({ name: 'API' });
  });

  test('the sign-in screen asks once, then every screen works and writes as the member', async ({ page }) => {
    await page.goto('/candidates?search=ada');
    await expect(page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
    await page.getByLabel('Email').fill(TEAM_PEOPLE.admin.email);
    await page.getByLabel('Password').fill('not it at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an active member.');
    // The email stays typed; only the password is asked again.
    await expect(page.getByLabel('Email')).toHaveValue(TEAM_PEOPLE.admin.email);

    await page.getByLabel('Password').fill(TEAM_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${TEAM_HOSTS.guarded}/candidates?search=ada`);
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    await expect(page.getByText(/^\d+ candidates?$/)).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.startsWith('talentflow_session_'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
    expect(session?.value).not.toContain(TEAM_PASSWORD);

    await gotoApp(page, '/jobs');
    await page.getByRole('button', { name: '+ Create Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Job' });
    const title = unique('Lighthouse Keeper');
    await dialog.getByLabel('Job Title').fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder('Search jobs...').fill(title);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  });
});

test('a page of another site cannot write, by a form or by a script, even to a signed-in browser', async ({
  browser,
  request,
}) => {
  const name = unique('Drive By');
  const countOf = async (origin: string, headers: Record<string, string> = {}) =>
    (await (await request.get(`${origin}/candidates?search=${encodeURIComponent(name)}`, { headers })).json()).total;

  // A browser of its own (the fixture's page prepares every frame as the app's), signed in on both servers.
  const context = await browser.newContext({ baseURL: TEAM_HOSTS.guarded, storageState: TEAM_STATES.admin });
  const page = await context.newPage();
  await page.goto('/jobs');
  await expect(page.getByText(`Signed in as ${TEAM_PEOPLE.admin.name}`)).toBeVisible();

  // Then it opens a page of another origin on this machine (a text file of the static host, which
  // has no policy of its own; the browser keeps public sites from loopback by itself), whose
  // script posts to both team servers.
  await page.goto(`${HOSTS.staticHost}/index.txt`);
  const body = JSON.stringify({ email: `${name.replaceAll(' ', '.')}@evil.example`, jobId: 'job-1', name });
  await page.evaluate(
    async ({ targets, body }) => {
      for (const target of targets) {
        // A drive-by form post: text/plain, no preflight, cookies sent where the browser sends them.
        const form = Object.assign(document.createElement('form'), {
          method: 'POST',
          action: target,
          enctype: 'text/plain',
          target: 'sink',
        });
        // text/plain sends name=value: the "=" lands inside the candidate's name, the rest is JSON.
        form.append(Object.assign(document.createElement('input'), { name: body.slice(0, -2), value: '"}' }));
        const sink = Object.assign(document.createElement('iframe'), { name: 'sink' });
        document.body.append(sink, form);
        // The frame loads the server's answer: the post has been answered by then.
        const answered = new Promise((resolve) => sink.addEventListener('load', resolve, { once: true }));
        form.submit();
        await answered;
        sink.remove();
        form.remove();
        // Answered once this settles; whether the page may see the answer is the browser's call.
        await fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).catch(() => undefined);
      }
    },
    { targets: [`${TEAM_HOSTS.guarded}/candidates`, `${TEAM_HOSTS.team}/candidates`], body },
  );
  await context.close();
  expect(await countOf(TEAM_HOSTS.team)).toBe(0);
  expect(await countOf(TEAM_HOSTS.guardedLoopback, { Authorization: `Bearer ${TEAM_ACCESS_TOKEN}` })).toBe(0);
});
