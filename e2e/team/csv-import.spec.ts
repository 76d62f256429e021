import type { APIRequestContext } from '@playwright/test';
import { matchCount } from '../support/candidates';
import { chooseFile } from '../support/csvImport';
import { expect, gotoApp, test } from '../support/fixtures';
import { TEAM_HOSTS } from '../support/hosts';
import { addCandidate, addJob, fromOwnPage, anotherMember, stageChangesOf, unique } from '../support/team';

/** "Import CSV" on `npm run team`: the rows go to the team's server, all at once, and every recruiter sees them. */

async function teamCandidatesMatching(request: APIRequestContext, search: string) {
  const answer = await request.get(`${TEAM_HOSTS.team}/candidates?search=${encodeURIComponent(search)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { id: string; name: string; stage: string; jobId: string }[] }).items;
}

test('a recruiter imports a file: the ready rows reach the server at once and the other recruiter’s list shows them', async ({
  page,
  browser,
  request,
}) => {
  const tag = unique('importteam').split(' ')[1];
  const job = await addJob(request, TEAM_HOSTS.team, 'Tide Analyst');
  const taken = await addCandidate(request, TEAM_HOSTS.team);
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  await gotoApp(other.page, `/candidates?search=${tag}`);
  await expect(matchCount(other.page)).toHaveText('0 candidates');

  await gotoApp(page, '/candidates');
  const dialog = await chooseFile(
    page,
    [
      'Name,Email,Stage,Job',
      `Marina ${tag},marina.${tag}@example.org,tech,${job.title}`,
      `Pilar ${tag},pilar.${tag}@example.org,,${job.id}`,
      `Nobody's ${tag},nojob.${tag}@example.org,screen,`,
      `Taken ${tag},${taken.email.toUpperCase()},,${job.title}`,
    ].join('\n'),
  );
  await expect(dialog.getByRole('status')).toHaveText(
    '3 ready (1 of them an application of people in TalentFlow to other jobs), 1 with problems',
  );
  await expect(dialog.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveText([
    'Line 4: Missing job',
  ]);
  await dialog.getByRole('button', { name: 'Import 3 candidates' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('3 candidates imported, 1 skipped');
  // The known email's row is a second application of theirs, under their own name.
  const takenApplications = await teamCandidatesMatching(request, taken.email);
  expect(takenApplications.map(({ name, jobId }) => `${name} ${jobId}`).sort()).toEqual(
    [`${taken.name} ${taken.jobId}`, `${taken.name} ${job.id}`].sort(),
  );

  const stored = await teamCandidatesMatching(request, tag);
  expect(stored.map(({ name, stage, jobId }) => ({ name, stage, jobId }))).toEqual([
    { name: `Marina ${tag}`, stage: 'tech', jobId: job.id },
    { name: `Pilar ${tag}`, stage: 'applied', jobId: job.id },
  ]);
  expect(await stageChangesOf(request, TEAM_HOSTS.team, stored[0].id)).toEqual(['tech→tech']);
  await expect(matchCount(other.page)).toHaveText('2 candidates');
  await other.page.getByRole('link', { name: `Marina ${tag}` }).click();
  await expect(other.page.getByText('Imported into tech')).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await other.close();
});

test('an email another recruiter adds after the check stops the import: the server keeps none of its rows', async ({
  page,
  request,
}) => {
  const tag = unique('importrace').split(' ')[1];
  await gotoApp(page, '/candidates');
  const dialog = await chooseFile(
    page,
    [
      'name,email,job',
      `First ${tag},first.${tag}@example.org,job-1`,
      `Second ${tag},second.${tag}@example.org,job-1`,
    ].join('\n'),
  );
  await expect(dialog.getByRole('status')).toHaveText('2 ready, 0 with problems');

  const meanwhile = await request.post(`${TEAM_HOSTS.team}/candidates`, {
    headers: fromOwnPage(TEAM_HOSTS.team),
    data: { name: `Quick ${tag}`, email: `second.${tag}@example.org`, stage: 'applied', jobId: 'job-1' },
  });
  expect(meanwhile.status()).toBe(200);

  await dialog.getByRole('button', { name: 'Import 2 candidates' }).click();
  await expect(dialog.getByText(`second.${tag}@example.org is in TalentFlow already (added meanwhile)`)).toBeVisible();
  expect((await teamCandidatesMatching(request, tag)).map(({ name }) => name)).toEqual([`Quick ${tag}`]);
});

test("on the team server too, a file's own stage word is mapped and a job it names is created for its rows", async ({
  page,
  request,
}) => {
  const tag = unique('importwords').split(' ')[1];
  const newJob = `Tide Diver ${tag}`;
  await gotoApp(page, '/candidates');
  const dialog = await chooseFile(
    page,
    ['Nom complet;Courriel;Étape;Poste', `Odile ${tag};odile.${tag}@example.org;Entretien;${newJob}`].join('\n'),
  );
  await expect(dialog.getByRole('status')).toHaveText('0 ready, 1 with problems');
  await dialog.getByLabel('Stage “Entretien” (1 row)').selectOption('screen');
  await dialog.getByLabel(`Job “${newJob}” (1 row)`).selectOption({ label: `Create the job “${newJob}”` });
  await expect(dialog.getByRole('status')).toHaveText('1 ready, 0 with problems');
  await dialog.getByRole('button', { name: 'Import 1 candidate' }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 candidate imported, 0 skipped');

  const answer = await request.get(`${TEAM_HOSTS.team}/api/jobs?search=${encodeURIComponent(newJob)}`);
  expect(answer.status()).toBe(200);
  const created = ((await answer.json()) as { items: { id: string; title: string }[] }).items;
  expect(created.map((job) => job.title)).toEqual([newJob]);
  const [odile] = await teamCandidatesMatching(request, tag);
  expect(odile).toMatchObject({ name: `Odile ${tag}`, stage: 'screen', jobId: created[0].id });
});
