import { answerDialogs, expect, gotoApp, readStore, test } from './support/fixtures';
import { candidateList, openCandidates, storedCandidates } from './support/candidates';
import { cardName, cards, carryCardWithMouse, openBoard } from './support/board';
import { openJobs, storedJobs } from './support/jobs';
import { signedInAs, signInAs, type StoredAssignment } from './support/people';

test('"Signed in as" picks a demo member, and an interviewer is offered no change a recruiter can make', async ({
  page,
}) => {
  await openJobs(page);
  await expect(signedInAs(page).getByRole('option')).toHaveText([
    'Alice Moreau',
    'Bob Okafor',
    'Carol Lindqvist',
    'Dave Tanaka',
    'Eve Castillo',
  ]);
  await expect(signedInAs(page)).toHaveValue('@alice');
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Create Job' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(10);

  await signInAs(page, 'Dave Tanaka');
  await expect(page.getByText('Interviewer', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Create Job' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Archive|Unarchive)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Reorder / })).toHaveCount(0);
  // The shortcut for a new job does nothing either.
  await page.locator('body').press('n');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The choice stays across a reload, as a sign-in does, and the list holds only Dave's interviews.
  await openCandidates(page);
  await expect(signedInAs(page)).toHaveValue('@dave');
  const daves = (await readStore<StoredAssignment>(page, 'assignments')).filter((a) => a.memberId === 'demo-dave');
  expect(daves.length).toBeGreaterThan(0);
  await expect(page.getByText(/^\d+ candidates?$/)).toHaveText(`${daves.length} candidates`);
  await expect(page.getByRole('button', { name: '+ Add Candidate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByLabel(/^Select all/)).toHaveCount(0);
  await expect(candidateList(page).getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  const first = candidateList(page).getByRole('listitem').first().getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Candidate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send assessment' })).toHaveCount(0);

  // Notes stay open to an interviewer, and name them.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox').fill('Clear thinker, cc @bob');
  await notes.getByRole('button', { name: 'Add Note' }).dblclick();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toContainText('Dave Tanaka ·');

  // Back as a recruiter, the same screens offer the changes again, and a move names who made it.
  await signInAs(page, 'Bob Okafor');
  await expect(page.getByRole('button', { name: 'Send assessment' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Candidate' }).click();
  const panel = page.getByRole('region', { name: 'Edit Candidate Info' });
  const stage = panel.getByLabel('Stage');
  const to = (await stage.inputValue()) === 'rejected' ? 'hired' : 'rejected';
  await stage.selectOption(to);
  const alerts = answerDialogs(page);
  await panel.getByRole('button', { name: 'Save Changes' }).dblclick();
  await expect.poll(() => alerts).toEqual(['alert: Candidate updated successfully!']);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').first()).toContainText(`→ ${to}`);
  await expect(timeline.getByRole('listitem').first()).toContainText('Bob Okafor ·');
});

test("an interviewer's board holds only their interviews, a drag moves nothing, and the assessment page only shows", async ({
  page,
}) => {
  await openBoard(page);
  // An admin's card is a button to pick up; an interviewer's is not offered as one.
  await expect(cards(page, 'screen').first().getByRole('button')).toHaveCount(1);
  await signInAs(page, 'Eve Castillo');
  await expect(cards(page, 'screen').first()).toBeVisible();
  await expect(cards(page, 'applied')).toHaveCount(0);
  const card = cards(page, 'screen').first();
  const name = await cardName(card);
  await expect(card.getByRole('button')).toHaveCount(0);
  await carryCardWithMouse(page, card, 'tech');
  await page.mouse.up();
  await expect(cards(page, 'screen').first()).toContainText(name);
  expect((await storedCandidates(page)).find((candidate) => candidate.name === name)?.stage).toBe('screen');

  await gotoApp(page, '/assessments/job-1');
  await expect(page.getByRole('heading', { name: 'Live Preview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Responses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assessment Builder' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Test Runtime Form' })).toHaveCount(0);
});

test("the demo's API refuses each kind of change an interviewer's role does not allow, and a call that names nobody", async ({
  page,
}) => {
  await openJobs(page);
  const jobsBefore = await storedJobs(page);
  const candidatesBefore = await storedCandidates(page);
  const [candidate] = candidatesBefore;
  const answers = await page.evaluate(
    async ({ candidateId, job }) => {
      const eve = { 'X-TalentFlow-Member': '@eve' };
      const call = async (method: string, path: string, body: unknown, member?: string) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (member) headers['X-TalentFlow-Member'] = member;
        const response = await fetch(path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return `${response.status} ${((await response.json()) as { message: string }).message}`;
      };
      return [
        await call('POST', '/api/jobs', { ...job, id: 'job-new', title: 'Refused Role' }, '@dave'),
        await call('PATCH', `/candidates/${candidateId}`, { stage: 'hired' }, '@eve'),
        await call('POST', '/candidates/delete', { ids: [candidateId] }, '@dave'),
        await call(
          'PUT',
          '/assessments/job-1',
          await (await fetch('/assessments/job-1', { headers: eve })).json(),
          '@eve',
        ),
        await call('POST', `/candidates/${candidateId}/assessment-links`, undefined, '@dave'),
        await call('PATCH', `/candidates/${candidateId}`, { stage: 'hired' }),
      ];
    },
    { candidateId: candidate.id, job: jobsBefore[0] },
  );
  expect(answers).toEqual([
    '403 Interviewers cannot create, edit, archive or reorder jobs.',
    '403 Interviewers cannot add, edit, move, delete, import or export candidates.',
    '403 Interviewers cannot add, edit, move, delete, import or export candidates.',
    '403 Interviewers cannot build, send or score assessments.',
    '403 Interviewers cannot build, send or score assessments.',
    '401 Sign in first: this call needs to know who you are.',
  ]);
  expect(await storedJobs(page)).toEqual(jobsBefore);
  expect(await storedCandidates(page)).toEqual(candidatesBefore);
  expect(await readStore(page, 'assessmentLinks')).toEqual([]);
});

test('a recruiter assigns an interviewer, who then sees the candidate; a candidate of nobody of theirs is not found', async ({
  page,
}) => {
  await openCandidates(page);
  await signInAs(page, 'Bob Okafor');
  const assigned = new Set(
    (await readStore<StoredAssignment>(page, 'assignments')).map((assignment) => assignment.candidateId),
  );
  const candidate = (await storedCandidates(page)).find((one) => !assigned.has(one.id))!;

  // Dave does not see this candidate yet: their address reads as not found.
  await signInAs(page, 'Dave Tanaka');
  const before = Number((await page.getByText(/^\d+ candidates?$/).textContent())!.split(' ')[0]);
  await gotoApp(page, `/candidates/${candidate.id}`);
  await expect(page.getByText('Candidate not found.')).toBeVisible();

  await signInAs(page, 'Bob Okafor');
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  const interviewers = page.getByRole('region', { name: 'Interviewers' });
  await expect(interviewers.getByText('Nobody is assigned yet.')).toBeVisible();
  await interviewers.getByLabel('Interviewer').selectOption({ label: 'Dave Tanaka' });
  await interviewers.getByLabel('Interview stage').selectOption('tech');
  await interviewers.getByRole('button', { name: 'Assign' }).dblclick();
  await expect(interviewers.getByRole('listitem')).toHaveText(['Dave Tanaka · TechRemove']);
  await expect(interviewers.getByRole('alert')).toHaveCount(0);

  // Dave now finds them in his list and on their page, may note them, and may not assign anyone.
  await signInAs(page, 'Dave Tanaka');
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await expect(interviewers.getByRole('listitem')).toHaveText(['Dave Tanaka · Tech']);
  await expect(interviewers.getByRole('button', { name: 'Assign' })).toHaveCount(0);
  await openCandidates(page);
  await expect(page.getByText(/^\d+ candidates?$/)).toHaveText(`${before + 1} candidates`);
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill(candidate.email);
  await expect(candidateList(page).getByRole('listitem')).toHaveCount(1);

  // Removed again, the candidate is gone from his list.
  await signInAs(page, 'Bob Okafor');
  await gotoApp(page, `/candidates/${candidate.id}`);
  await interviewers.getByRole('button', { name: 'Remove Dave Tanaka from tech' }).click();
  await expect(interviewers.getByText('Nobody is assigned yet.')).toBeVisible();
  await signInAs(page, 'Dave Tanaka');
  await openCandidates(page);
  await expect(page.getByText(/^\d+ candidates?$/)).toHaveText(`${before} candidates`);
});

test('another open tab is told when someone else signs in, and shows their view once reloaded', async ({
  page,
  context,
}) => {
  await openCandidates(page);
  const other = await context.newPage();
  await openCandidates(other);
  await expect(other.getByText(/^\d+ candidates?$/)).toHaveText('1000 candidates');

  await signInAs(page, 'Eve Castillo');
  const notice = other.getByRole('alert').filter({ hasText: 'Another tab signed in as' });
  await expect(notice).toContainText('Another tab signed in as Eve Castillo (Interviewer).');
  await Promise.all([other.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  await expect(other.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  await expect(other.getByText(/^\d+ candidates?$/)).not.toHaveText('1000 candidates');
  await expect(notice).toHaveCount(0);
  await expect(other.getByRole('button', { name: '+ Add Candidate' })).toHaveCount(0);
});
