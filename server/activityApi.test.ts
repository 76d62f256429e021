import { beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, type ActivityPage } from '@/lib/activity/activity';
import type { Assignment } from '@/lib/people/assignments';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { refusalMessage } from '@/lib/people/roleRules';
import { rightOrWrong, testAssessment } from '@/lib/test/assessments';
import { testJobs } from '@/lib/test/jobs';
import { BACKENDS, TEST_ADMIN, useBackend } from './test/backends';

const person = (name: string): Member => DEMO_TEAM.find((member) => member.name.startsWith(name))!;
const [bob, dave] = [person('Bob'), person('Dave')];

describe.each(BACKENDS)('the activity log over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const activity = async (query = '', as: Member = TEST_ADMIN) =>
    (await backend.call<ActivityPage>('GET', `/api/activity${query}`, undefined, { as })).body;

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2', 'job-3']));
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'applied', jobId: 'job-1' },
      { id: 'c-2', name: 'Alan Turing', email: 'alan@example.com', stage: 'tech', jobId: 'job-2' },
    ]);
  });

  it('records who moved a card, when, on which job and candidate, and the stage before and after', async () => {
    const before = new Date().toISOString();
    expect((await backend.call('PATCH', '/candidates/c-1', { stage: 'screen' }, { as: bob })).status).toBe(200);
    const { items, total } = await activity();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      actorId: bob.id,
      actorName: bob.name,
      kind: 'candidate',
      action: 'changed',
      subjectId: 'c-1',
      jobId: 'job-1',
      candidateId: 'c-1',
      jobTitle: 'Job job-1',
      candidateName: 'Ada Lovelace',
      before: { stage: 'applied' },
      after: { stage: 'screen' },
    });
    expect(items[0].at >= before.slice(0, 19)).toBe(true);
  });

  it('records an import as an addition of each candidate, as adding one by one does, naming the member', async () => {
    const imported = [
      { name: 'Grace Hopper', email: 'grace@example.com', stage: 'screen', jobId: 'job-2' },
      { name: 'Edsger Dijkstra', email: 'edsger@example.com', stage: 'applied', jobId: 'job-3' },
    ];
    expect((await backend.call('POST', '/candidates/import', { candidates: imported }, { as: bob })).status).toBe(200);
    const { items } = await activity();
    expect(items).toHaveLength(2);
    for (const candidate of imported) {
      const entry = items.find((item) => item.candidateName === candidate.name)!;
      expect(entry).toMatchObject({
        actorId: bob.id,
        actorName: bob.name,
        kind: 'candidate',
        action: 'added',
        jobId: candidate.jobId,
        after: candidate,
      });
      expect(entry.subjectId).toBe(entry.candidateId);
      expect(entry.before).toBeNull();
    }
  });

  it("names the member in every write's entries, newest first, and leaves out what no tracked field changed", async () => {
    const asBob = (method: string, path: string, body?: unknown) => backend.call(method, path, body, { as: bob });
    await asBob('POST', '/candidates', { name: 'Grace Hopper', email: 'grace@example.com', jobId: 'job-1' });
    await asBob('POST', '/candidates/c-1/notes', { text: 'Strong <b>start</b>' });
    const assigned = await asBob('POST', '/candidates/c-1/assignments', { memberId: dave.id, stage: 'screen' });
    await asBob('PUT', '/api/jobs/job-1/interview-plan', { screen: ['Care'], tech: [], offer: [] });
    await asBob('PATCH', '/candidates/c-2', { name: 'Alan Turing' });
    await asBob('POST', '/candidates/delete', { ids: ['c-2'] });
    await asBob('DELETE', `/candidates/c-1/assignments/${(assigned.body as Assignment).id}`);
    const job = { ...testJobs(['job-9'])[0], title: 'Data Engineer', order: 3 };
    expect((await asBob('POST', '/api/jobs', job)).status).toBe(200);
    await asBob('PATCH', '/api/jobs/job-9', { ...job, status: 'archived' });
    expect(
      (await asBob('PUT', '/assessments/job-1', { ...testAssessment('job-1', [rightOrWrong]), version: 0 })).status,
    ).toBe(200);
    const link = await asBob('POST', '/candidates/c-1/assessment-links');
    expect(link.status).toBe(201);
    const { items } = await activity();
    expect(items.filter((entry) => entry.actorId !== bob.id || entry.actorName !== bob.name)).toEqual([]);
    expect(items.map((entry) => `${entry.action} ${entry.kind}`)).toEqual([
      'added assessmentLink',
      'added assessment',
      'changed job',
      'added job',
      'removed assignment',
      'removed candidate',
      'added interviewPlan',
      'added assignment',
      'added note',
      'added candidate',
    ]);
    expect(items[2]).toMatchObject({
      jobTitle: 'Data Engineer',
      before: { status: 'active' },
      after: { status: 'archived' },
    });
    expect(items[5]).toMatchObject({ candidateName: 'Alan Turing', before: { name: 'Alan Turing', stage: 'tech' } });
    expect(items[8]).toMatchObject({ jobId: 'job-1', candidateId: 'c-1', after: { text: 'Strong <b>start</b>' } });
    expect(items[7].after).toEqual({ stage: 'screen', memberName: dave.name });
    // The link's token is not in the log: only when it was sent.
    expect(Object.keys(items[0].after!)).toEqual(['sentAt']);
  });

  it("records a reorder as the moved job's new place, not the places of the jobs it shifted", async () => {
    expect(
      (await backend.call('PATCH', '/api/jobs/job-3/reorder', { fromOrder: 2, toOrder: 0 }, { as: bob })).status,
    ).toBe(200);
    const { items } = await activity();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'job', subjectId: 'job-3', before: { order: 2 }, after: { order: 0 } });
  });

  it('filters by member, job, candidate and days, and pages', async () => {
    await backend.call('PATCH', '/candidates/c-1', { stage: 'screen' }, { as: bob });
    const assigned = await backend.call<Assignment>(
      'POST',
      '/candidates/c-1/assignments',
      { memberId: dave.id, stage: 'screen' },
      { as: bob },
    );
    expect(assigned.status).toBe(200);
    await backend.call('POST', '/candidates/c-1/notes', { text: 'Asked about compilers' }, { as: dave });
    await backend.call('PATCH', '/candidates/c-2', { stage: 'offer' });
    expect((await activity(`?member=${dave.id}`)).items.map((entry) => entry.kind)).toEqual(['note']);
    expect((await activity('?job=job-2')).items.map((entry) => entry.candidateId)).toEqual(['c-2']);
    expect((await activity('?candidate=c-1')).total).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`?from=${today}&to=${today}`)).total).toBe(4);
    expect((await activity('?to=2000-01-01')).total).toBe(0);

    for (let index = 0; index < ACTIVITY_PAGE_SIZE; index++) {
      await backend.call('PATCH', '/candidates/c-2', { name: `Alan ${index}` });
    }
    const last = await activity('?page=99');
    expect(last).toMatchObject({ page: 2, totalPages: 2, total: ACTIVITY_PAGE_SIZE + 4 });
    expect(last.items.map((entry) => entry.kind)).toEqual(['candidate', 'note', 'assignment', 'candidate']);
    expect((await backend.call('GET', '/api/activity?from=yesterday')).body).toEqual({
      message: 'The first day must be a date (YYYY-MM-DD)',
    });
    expect((await backend.call('GET', '/api/activity?page=0')).status).toBe(400);
  });

  it("shows anyone but an admin only their own, and refuses them another member's", async () => {
    await backend.call('PATCH', '/candidates/c-1', { stage: 'screen' }, { as: bob });
    await backend.call('POST', '/candidates/c-1/assignments', { memberId: dave.id, stage: 'screen' }, { as: bob });
    await backend.call('POST', '/candidates/c-1/notes', { text: 'Mine' }, { as: dave });
    expect((await activity('', dave)).items.map((entry) => entry.actorId)).toEqual([dave.id]);
    expect((await activity('', bob)).total).toBe(2);
    const refused = await backend.call('GET', `/api/activity?member=${bob.id}`, undefined, { as: dave });
    expect(refused).toEqual({ status: 403, body: { message: refusalMessage('interviewer', 'seeAllActivity') } });
    expect((await backend.call('GET', `/api/activity?member=${dave.id}`, undefined, { as: bob })).status).toBe(403);
    expect((await activity(`?member=${bob.id}`)).total).toBe(2);
  });
});
