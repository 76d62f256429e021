import { expect, gotoApp, test } from '../support/fixtures';
import { HOSTS, TEAM_ACCESS_TOKEN, TEAM_HOSTS } from '../support/hosts';
import { unique } from '../support/team';

/** A team server started with TALENTFLOW_ACCESS_TOKEN, reached by its TALENTFLOW_PUBLIC_URL. */
test.use({ baseURL: TEAM_HOSTS.guarded });

test('a request without the access token gets 401 and no data', async ({ request }) => {
  for (const path of ['/api/jobs', '/candidates', '/api/insights', '/api/events']) {
    const answer = await request.get(`${TEAM_HOSTS.guardedLoopback}${path}`);
    expect(answer.status(), path).toBe(401);
    expect(await answer.json()).toEqual({ message: 'Sign in first: this TalentFlow needs its access token.' });
    expect(answer.headers()['cache-control']).toBe('no-store');
  }
  const withWrongToken = await request.get(`${TEAM_HOSTS.guardedLoopback}/api/jobs`, {
    headers: { Authorization: 'Bearer guess' },
  });
  expect(withWrongToken.status()).toBe(401);
});

test('the sign-in screen asks for the token once, then every screen works and writes', async ({ page }) => {
  await page.goto('/candidates?search=ada');
  await expect(page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  await page.getByLabel('Access token').fill('not it');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That access token is not right.');

  await page.getByLabel('Access token').fill(TEAM_ACCESS_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${TEAM_HOSTS.guarded}/candidates?search=ada`);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByText(/^\d+ candidates?$/)).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'talentflow_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
  expect(session?.value).not.toContain(encodeURIComponent(TEAM_ACCESS_TOKEN));

  // A write from the server's own page, under the name the team opens it by.
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

test('a page of another site cannot write, by a form or by a script, even to a signed-in browser', async ({
  page,
  request,
}) => {
  const name = unique('Drive By');
  const countOf = async (origin: string, headers: Record<string, string> = {}) =>
    (await (await request.get(`${origin}/candidates?search=${encodeURIComponent(name)}`, { headers })).json()).total;

  // Signed in to the guarded server, then visiting another site (the static host: another origin).
  await page.goto('/signin');
  await page.getByLabel('Access token').fill(TEAM_ACCESS_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${HOSTS.staticHost}/`);
  const body = JSON.stringify({ name, email: `${name.replaceAll(' ', '.')}@evil.example`, jobId: 'job-1' });
  const statuses = await page.evaluate(
    async ({ targets, body }) => {
      const answers: string[] = [];
      for (const target of targets) {
        // A drive-by form post: text/plain, no preflight, cookies sent where the browser sends them.
        const form = Object.assign(document.createElement('form'), {
          method: 'POST',
          action: target,
          enctype: 'text/plain',
          target: 'sink',
        });
        const field = Object.assign(document.createElement('input'), { name: body.slice(0, -2), value: '"}' });
        form.append(field);
        const sink = Object.assign(document.createElement('iframe'), { name: 'sink' });
        document.body.append(sink, form);
        // The frame loads the server's answer: the post has been answered by then.
        const answered = new Promise((resolve) => sink.addEventListener('load', resolve, { once: true }));
        form.submit();
        await answered;
        sink.remove();
        form.remove();
        const sent = await fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include', body });
        answers.push(sent.type);
      }
      return answers;
    },
    { targets: [`${TEAM_HOSTS.guarded}/candidates`, `${TEAM_HOSTS.team}/candidates`], body },
  );
  expect(statuses).toEqual(['opaque', 'opaque']);
  const bearer = { Authorization: `Bearer ${TEAM_ACCESS_TOKEN}` };
  expect(await countOf(TEAM_HOSTS.team)).toBe(0);
  expect(await countOf(TEAM_HOSTS.guardedLoopback, bearer)).toBe(0);
});
