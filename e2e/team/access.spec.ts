import { expect, test } from '../support/fixtures';
import { TEAM_ACCESS_TOKEN, TEAM_HOSTS } from '../support/hosts';

/** A team server started with TALENTFLOW_ACCESS_TOKEN. */
test.use({ baseURL: TEAM_HOSTS.guarded });

test('a request without the access token gets 401 and no data', async ({ request }) => {
  for (const path of ['/api/jobs', '/candidates', '/api/insights', '/api/events']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(401);
    expect(await answer.json()).toEqual({ message: 'Sign in first: this TalentFlow needs its access token.' });
  }
  const withWrongToken = await request.get('/api/jobs', { headers: { Authorization: 'Bearer guess' } });
  expect(withWrongToken.status()).toBe(401);
});

test('the sign-in screen asks for the token once, then every screen works', async ({ page }) => {
  await page.goto('/candidates?search=ada');
  await expect(page.getByRole('heading', { name: 'Sign in to TalentFlow' })).toBeVisible();
  await page.getByLabel('Access token').fill('not it');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That access token is not right.');

  await page.getByLabel('Access token').fill(TEAM_ACCESS_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/candidates?search=ada');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByText(/^\d+ candidates?$/)).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: 'Product Factors Agent', exact: true })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'talentflow_access')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
  });
});
