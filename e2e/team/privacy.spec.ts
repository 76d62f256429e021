import { readFileSync } from 'node:fs';
import pg from 'pg';
import { apply } from '../support/careers';
import { expect, gotoApp, test } from '../support/fixtures';
import { E2E_DATABASE_URL_FILE, TEAM_HOSTS } from '../support/hosts';
import { unique } from '../support/team';

/** Every row of every table of the team's PostgreSQL database, as text: what a search of all of it finds. */
async function everyTable(): Promise<string> {
  const client = new pg.Client({ connectionString: readFileSync(E2E_DATABASE_URL_FILE, 'utf8').trim() });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const texts: string[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${name}" t`);
      texts.push(...rows.map(({ row }) => row));
    }
    return texts.join('\n').toLowerCase();
  } finally {
    await client.end();
  }
}

test('an admin erases a candidate on a team server, and no table of its PostgreSQL holds anything of them', async ({
  page,
}) => {
  const origin = TEAM_HOSTS.first;
  const tag = Math.random().toString(36).slice(2, 8);
  const sofia = {
    name: unique('Sofia Kovalevskaya'),
    email: `sofia.${tag}@example.org`,
    phone: `+7 495 ${String(Date.now() % 10_000_000).padStart(7, '0')}`,
  };
  await gotoApp(page, `${origin}/careers`);
  const firstJob = page.getByRole('list', { name: 'Open positions' }).getByRole('link').first();
  const slug = (await firstJob.getAttribute('href'))!.split('/').pop()!;
  await apply(page, slug, sofia, origin);

  await gotoApp(page, `${origin}/candidates?search=${encodeURIComponent(sofia.email)}`);
  await page.getByRole('link', { name: sofia.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: sofia.name })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByPlaceholder('Write a note with @mentions...').fill(`Called ${sofia.name} on ${sofia.phone}`);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  const before = await everyTable();
  for (const trace of Object.values(sofia)) expect(before).toContain(trace.toLowerCase());

  await page.getByRole('button', { name: 'Erase candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase candidate' });
  await dialog.getByLabel(`Type “${sofia.name}” to confirm`).fill(sofia.name);
  await dialog.getByRole('button', { name: 'Erase candidate' }).click();
  await expect(page).toHaveURL(`${origin}/candidates`);

  const after = await everyTable();
  for (const trace of Object.values(sofia)) expect(after).not.toContain(trace.toLowerCase());
  await gotoApp(page, `${origin}/activity`);
  await expect(
    page.getByRole('list', { name: 'Changes' }).getByText("Ada Admin erased a candidate's data on request").first(),
  ).toBeVisible();
});
