import type { APIRequestContext } from '@playwright/test';
import { expect, gotoApp, test } from '../support/fixtures';
import { TEAM_HOSTS, TEAM_PEOPLE, TEAM_STATES } from '../support/hosts';
import { addCandidate, fromOwnPage, anotherMember, unique } from '../support/team';

/** Each role on `npm run team`, enforced by the server whatever the screens offer. */

const origin = TEAM_HOSTS.team;

/** What the refused calls below could have changed: a job, a candidate, the members. */
async function snapshot(request: APIRequestContext, candidateId: string) {
  const read = async (path: string) => (await request.get(`${origin}${path}`)).json();
  return {
    // Job 1 is the one the refused edits name, but for its place (other tests reorder meanwhile); no
    // refused job was created (other tests add jobs meanwhile).
    job: ((await read('/api/jobs?pageSize=all')) as { items: { id: string; order?: number }[] }).items
      .filter((job) => job.id === 'job-1')
      .map(({ order: _, ...fields }) => fields),
    refusedJobs: await read(`/api/jobs?search=${encodeURIComponent('Refused Job')}`),
    candidate: await read(`/candidates/${candidateId}`),
    notes: await read(`/candidates/${candidateId}/notes`),
    assessment: await read('/assessments/job-1'),
    accounts: await read('/api/accounts'),
  };
}

test('each role is refused, 403 with a message and nothing changed, what its role does not allow', async ({
  request,
  playwright,
}) => {
  const candidate = await addCandidate(request, origin);
  const before = await snapshot(request, candidate.id);
  expect(before.job).toHaveLength(1);
  const members = (await (await request.get(`${origin}/api/members`)).json()) as { id: string; name: string }[];
  const rita = members.find((member) => member.name === TEAM_PEOPLE.recruiter.name)!;
  const admin = members.find((member) => member.name === TEAM_PEOPLE.admin.name)!;
  const calls: {
    method: 'get' | 'post' | 'patch' | 'put';
    path: string;
    data: unknown;
    roles: ('recruiter' | 'interviewer')[];
  }[] = [
    { method: 'post', path: '/api/jobs', data: { title: unique('Refused Job') }, roles: ['interviewer'] },
    { method: 'patch', path: '/api/jobs/job-1', data: { title: 'Renamed' }, roles: ['interviewer'] },
    { method: 'patch', path: '/api/jobs/job-1/reorder', data: { fromOrder: 0, toOrder: 1 }, roles: ['interviewer'] },
    {
      method: 'post',
      path: '/candidates',
      data: { name: 'Refused', email: 'refused@e2e.test' },
      roles: ['interviewer'],
    },
    { method: 'patch', path: `/candidates/${candidate.id}`, data: { stage: 'hired' }, roles: ['interviewer'] },
    {
      method: 'post',
      path: '/candidates/stage',
      data: { ids: [candidate.id], stage: 'offer' },
      roles: ['interviewer'],
    },
    { method: 'post', path: '/candidates/delete', data: { ids: [candidate.id] }, roles: ['interviewer'] },
    { method: 'post', path: '/candidates/import', data: { candidates: [] }, roles: ['interviewer'] },
    { method: 'put', path: '/assessments/job-1', data: { sections: [] }, roles: ['interviewer'] },
    { method: 'post', path: `/candidates/${candidate.id}/notes`, data: { text: 'Not theirs' }, roles: ['interviewer'] },
    {
      method: 'post',
      path: '/api/accounts',
      data: { name: 'Sneaky', email: 'sneaky@e2e.test', role: 'admin' },
      roles: ['recruiter', 'interviewer'],
    },
    { method: 'patch', path: `/api/accounts/${rita.id}`, data: { role: 'admin' }, roles: ['recruiter', 'interviewer'] },
    // Another member's activity: only an admin sees it.
    { method: 'get', path: `/api/activity?member=${admin.id}`, data: undefined, roles: ['recruiter', 'interviewer'] },
    // Candidates' data (issue 30): erasure and retention are an admin's; duplicates need every candidate.
    {
      method: 'post',
      path: `/candidates/${candidate.id}/erase`,
      data: { name: candidate.name },
      roles: ['recruiter', 'interviewer'],
    },
    { method: 'put', path: '/api/retention', data: { months: 1 }, roles: ['recruiter', 'interviewer'] },
    { method: 'get', path: '/api/retention/due', data: undefined, roles: ['recruiter', 'interviewer'] },
    { method: 'post', path: '/api/retention/sweep', data: undefined, roles: ['recruiter', 'interviewer'] },
    { method: 'get', path: '/api/duplicates', data: undefined, roles: ['interviewer'] },
    {
      method: 'post',
      path: `/candidates/${candidate.id}/merge`,
      data: { otherId: 'someone-else' },
      roles: ['interviewer'],
    },
  ];
  for (const role of ['recruiter', 'interviewer'] as const) {
    const member = await playwright.request.newContext({ storageState: TEAM_STATES[role] });
    for (const call of calls.filter(({ roles }) => roles.includes(role))) {
      const answer = await member[call.method](`${origin}${call.path}`, {
        headers: fromOwnPage(origin),
        data: call.data,
      });
      expect(answer.status(), `${role} ${call.method} ${call.path}`).toBe(403);
      expect((await answer.json()).message, `${role} ${call.path}`).toMatch(
        /^(Recruiters|Interviewers) cannot |^Interviewers see only/,
      );
    }
    await member.dispose();
  }
  expect(await snapshot(request, candidate.id)).toEqual(before);
});

test('an interviewer’s screens offer no change and list only their interviews; an assignment adds one', async ({
  browser,
  request,
}) => {
  const interviewer = await anotherMember(browser, origin, 'interviewer');
  const page = interviewer.page;
  await gotoApp(page, '/jobs');
  await expect(page.getByText(`Signed in as ${TEAM_PEOPLE.interviewer.name} · Interviewer`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Create Job' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Members' })).toHaveCount(0);

  const candidate = await addCandidate(request, origin, 'screen');
  await gotoApp(page, `/candidates?search=${encodeURIComponent(candidate.name)}`);
  await expect(page.getByText('0 candidates')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add Candidate' })).toHaveCount(0);

  const members = (await (await request.get(`${origin}/api/members`)).json()) as { id: string; name: string }[];
  const ivan = members.find((member) => member.name === TEAM_PEOPLE.interviewer.name)!;
  const assigned = await request.post(`${origin}/candidates/${candidate.id}/assignments`, {
    headers: fromOwnPage(origin),
    data: { memberId: ivan.id, stage: 'screen' },
  });
  expect(assigned.status()).toBe(200);
  await expect(page.getByText('1 candidate', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: candidate.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Candidate' })).toHaveCount(0);
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox').fill('Solid answers on the phone screen');
  await notes.getByRole('button', { name: 'Add Note' }).dblclick();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toContainText(`${TEAM_PEOPLE.interviewer.name} ·`);
  await interviewer.close();
});

test('on the team server too, an interviewer sees another’s scorecard only after submitting their own', async ({
  browser,
  request,
  playwright,
}) => {
  const candidate = await addCandidate(request, origin, 'tech');
  const members = (await (await request.get(`${origin}/api/members`)).json()) as { id: string; name: string }[];
  const idOf = (name: string) => members.find((member) => member.name === name)!.id;
  const assign = async (name: string) => {
    const answer = await request.post(`${origin}/candidates/${candidate.id}/assignments`, {
      headers: fromOwnPage(origin),
      data: { memberId: idOf(name), stage: 'tech' },
    });
    return ((await answer.json()) as { id: string }).id;
  };
  await assign(TEAM_PEOPLE.interviewer.name);
  const ritas = await assign(TEAM_PEOPLE.recruiter.name);
  const recruiter = await playwright.request.newContext({ storageState: TEAM_STATES.recruiter });
  const submitted = await recruiter.put(`${origin}/candidates/${candidate.id}/scorecards/${ritas}`, {
    headers: fromOwnPage(origin),
    data: {
      ratings: { 'Problem solving': 'yes', 'System design': 'no', 'Code quality': 'yes' },
      recommendation: 'no',
      notes: 'Rita’s view',
      submit: true,
    },
  });
  expect(submitted.status()).toBe(200);
  await recruiter.dispose();

  const interviewer = await anotherMember(browser, origin, 'interviewer');
  const page = interviewer.page;
  await gotoApp(page, `/candidates/${candidate.id}`);
  const scorecards = page.getByRole('region', { name: 'Scorecards' });
  await expect(scorecards.getByText('1 scorecard from someone else is hidden until you submit yours')).toBeVisible();
  await expect(scorecards.getByText('Rita’s view')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Your Tech scorecard' });
  for (const attribute of ['Problem solving', 'System design', 'Code quality', 'Overall recommendation']) {
    await form.getByRole('group', { name: attribute }).getByRole('radio', { name: 'Strong yes' }).check();
  }
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(scorecards.getByRole('columnheader', { name: `${TEAM_PEOPLE.recruiter.name} (Tech)` })).toBeVisible();
  await expect(scorecards.getByText('Rita’s view')).toBeVisible();
  await expect(scorecards.getByText('Recommendations: Strong yes 1 · Yes 0 · No 1 · Strong no 0')).toBeVisible();
  await interviewer.close();
});
