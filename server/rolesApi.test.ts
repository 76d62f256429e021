import { beforeEach, describe, expect, it } from 'vitest';
import {
  addQuestion,
  addSection,
  changeType,
  emptyAssessment,
  updateQuestion,
} from '@/lib/assessments/assessmentDraft';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Member, Role } from '@/lib/people/members';
import { refusalMessage, type Permission } from '@/lib/people/roleRules';
import type { Store } from '@/lib/store/store';
import type {
  Assessment,
  Candidate,
  CandidateNote,
  JobChange,
  JobInput,
  Page,
  TimelineEntry,
} from '@/lib/shared/types';
import type { Assignment } from '@/lib/people/assignments';
import { NOT_ASSIGNED } from '@/lib/store/assignedOnly';
import { testJobs } from '@/lib/test/jobs';
import { BACKENDS, useBackend } from './test/backends';

const memberWith = (role: Role): Member => DEMO_TEAM.find((member) => member.role === role)!;
const interviewer = memberWith('interviewer');
const recruiter = memberWith('recruiter');
const admin = memberWith('admin');

function essayAssessment(): Assessment {
  let draft = addSection(emptyAssessment('job-1'));
  draft = addQuestion(draft, draft.sections[0].id);
  const essay = draft.questions[0].id;
  draft = changeType(draft, essay, 'long');
  return updateQuestion(draft, essay, { label: 'Why?', required: true, points: 3 });
}
const ESSAY = essayAssessment();

const newJob: JobInput = {
  id: 'job-new',
  title: 'Staff Engineer',
  status: 'active',
  tags: [],
  skills: [],
  type: 'Full-Time',
  order: 0,
};

/** Every write an interviewer may not make, with the permission its refusal names. */
const INTERVIEWER_REFUSALS: [string, string, string, unknown, Permission][] = [
  ['creating a job', 'POST', '/api/jobs', newJob, 'changeJobs'],
  ['editing a job', 'PATCH', '/api/jobs/job-1', { ...newJob, id: 'job-1', title: 'Renamed' }, 'changeJobs'],
  [
    'archiving a job',
    'PATCH',
    '/api/jobs/job-2',
    { ...newJob, id: 'job-2', title: 'Job job-2', status: 'archived' },
    'changeJobs',
  ],
  ['reordering jobs', 'PATCH', '/api/jobs/job-1/reorder', { fromOrder: 0, toOrder: 1 }, 'changeJobs'],
  [
    "editing a job's interview plan",
    'PUT',
    '/api/jobs/job-1/interview-plan',
    { screen: ['Grit'], tech: [], offer: [] },
    'changeJobs',
  ],
  [
    'adding a candidate',
    'POST',
    '/candidates',
    { name: 'Mo New', email: 'mo@example.com', jobId: 'job-1' },
    'changeCandidates',
  ],
  ['editing a candidate', 'PATCH', '/candidates/c-1', { name: 'Ada King' }, 'changeCandidates'],
  ['moving a candidate', 'PATCH', '/candidates/c-1', { stage: 'offer' }, 'changeCandidates'],
  ['a bulk move', 'POST', '/candidates/stage', { ids: ['c-1', 'c-2'], stage: 'hired' }, 'changeCandidates'],
  [
    'an import',
    'POST',
    '/candidates/import',
    { candidates: [{ name: 'Imp Orted', email: 'imp@example.com', jobId: 'job-2' }] },
    'changeCandidates',
  ],
  ['building an assessment', 'PUT', '/assessments/job-2', { ...ESSAY, jobId: 'job-2' }, 'changeAssessments'],
  ['sending an assessment link', 'POST', '/candidates/c-1/assessment-links', undefined, 'changeAssessments'],
  [
    'answering in the preview',
    'POST',
    '/assessments/job-1/submit',
    { answers: { [ESSAY.questions[0].id]: 'Why not' } },
    'changeAssessments',
  ],
  // Last: the others name c-1.
  ['deleting a candidate', 'POST', '/candidates/delete', { ids: ['c-1'] }, 'changeCandidates'],
];

/** What a refused call must leave as it was. */
async function everything(store: Store) {
  const candidates = await store.candidates.all();
  return {
    jobs: await store.jobs.listAll(),
    candidates: candidates.sort((a, b) => a.id.localeCompare(b.id)),
    timelines: await Promise.all(candidates.map((candidate) => store.candidates.timeline(candidate.id))),
    notes: await Promise.all(candidates.map((candidate) => store.candidates.notes(candidate.id))),
    // job-2's is never saved: reading it makes a new empty one each time.
    assessment: await store.assessments.get('job-1'),
    summaries: await store.assessments.summaries(),
    responses: await store.assessments.responses('job-1'),
    links: await store.assessments.candidateAssessments('c-1'),
    plan: await store.interviews.plan('job-1'),
  };
}

describe.each(BACKENDS)('the role rules over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2']));
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'screen', jobId: 'job-1' },
      { id: 'c-2', name: 'Bo Ops', email: 'bo@example.com', stage: 'applied', jobId: 'job-2' },
    ]);
    await backend.call('PUT', '/assessments/job-1', ESSAY);
    await backend.call('POST', '/assessments/job-1/submit', { answers: { [ESSAY.questions[0].id]: 'Because' } });
  });

  it("refuses each write an interviewer's role does not allow with 403 and a message, changing nothing", async () => {
    const before = await everything(backend.store());
    for (const [what, method, path, body, permission] of INTERVIEWER_REFUSALS) {
      const answer = await backend.call(method, path, body, { as: interviewer });
      expect({ what, ...answer }).toEqual({
        what,
        status: 403,
        body: { message: refusalMessage('interviewer', permission) },
      });
    }
    const [response] = await backend.store().assessments.responses('job-1');
    const scoring = await backend.call(
      'PUT',
      `/assessments/job-1/responses/${response.id}/scores`,
      { scores: { [ESSAY.questions[0].id]: 2 } },
      { as: interviewer },
    );
    expect(scoring).toEqual({ status: 403, body: { message: refusalMessage('interviewer', 'changeAssessments') } });
    // Refused whatever the body: a role is checked before the request is read.
    for (const [method, path, permission] of [
      ['POST', '/api/jobs', 'changeJobs'],
      ['PUT', '/assessments/job-1', 'changeAssessments'],
      ['POST', '/candidates/import', 'changeCandidates'],
    ] as const) {
      expect(await backend.call(method, path, '{not json', { as: interviewer })).toEqual({
        status: 403,
        body: { message: refusalMessage('interviewer', permission) },
      });
    }
    expect(await everything(backend.store())).toEqual(before);
  });

  it('shows an interviewer only the candidates assigned to them, and lets them note only those', async () => {
    const as = { as: interviewer };
    // The whole list, and a page of it (read by the store itself), hold the interviewer's alone.
    const listed = async () => {
      const ids = (await backend.call<Page<Candidate>>('GET', '/candidates', undefined, as)).body.items.map(
        (c) => c.id,
      );
      const page = (await backend.call<Page<Candidate>>('GET', '/candidates?pageSize=10', undefined, as)).body;
      expect({ ids: page.items.map((c) => c.id), total: page.total }).toEqual({ ids, total: ids.length });
      return ids;
    };
    expect(await listed()).toEqual([]);
    expect((await backend.call('GET', '/candidates/c-1', undefined, as)).status).toBe(404);
    expect(await backend.call('POST', '/candidates/c-1/notes', { text: 'Hi' }, as)).toEqual({
      status: 403,
      body: { message: NOT_ASSIGNED },
    });
    const toScreen = { memberId: interviewer.id, stage: 'screen' };
    expect((await backend.call('POST', '/candidates/c-1/assignments', toScreen, as)).status).toBe(403);

    const assigned = await backend.call<Assignment>('POST', '/candidates/c-1/assignments', toScreen, { as: recruiter });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ memberName: interviewer.name, assignedBy: recruiter.name, stage: 'screen' });
    // Asked again (a double click, a retry), it answers the one assignment stored.
    expect(await backend.call('POST', '/candidates/c-1/assignments', toScreen, { as: recruiter })).toEqual(assigned);
    expect((await backend.call<Assignment[]>('GET', '/candidates/c-1/assignments')).body).toEqual([assigned.body]);
    expect(await listed()).toEqual(['c-1']);
    expect((await backend.call('GET', '/candidates/c-1', undefined, as)).status).toBe(200);
    expect((await backend.call('GET', '/candidates/c-2', undefined, as)).status).toBe(404);
    expect((await backend.call('GET', '/candidates/c-2/timeline', undefined, as)).status).toBe(403);
    expect((await backend.call('GET', '/api/assessments/candidate-scores', undefined, as)).body).toEqual([]);
    expect((await backend.call('GET', `/api/members/${recruiter.id}/candidates`, undefined, as)).status).toBe(403);
    expect((await backend.call('GET', `/api/members/${interviewer.id}/candidates`, undefined, as)).body).toEqual([
      'c-1',
    ]);

    const note = await backend.call<CandidateNote>('POST', '/candidates/c-1/notes', { text: 'cc @bob' }, as);
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({ author: interviewer.name, mentions: ['@bob'] });
    expect(await backend.store().candidates.notes('c-1')).toEqual([note.body]);

    const path = `/candidates/c-1/assignments/${assigned.body.id}`;
    expect((await backend.call('DELETE', path, undefined, as)).status).toBe(403);
    expect((await backend.call('DELETE', path, undefined, { as: recruiter })).status).toBe(200);
    expect((await backend.call('DELETE', path, undefined, { as: recruiter })).status).toBe(404);
    expect(await listed()).toEqual([]);
  });

  it('assigns only members of the team, to an interview stage of a stored candidate', async () => {
    const assign = (id: string, body: unknown) => backend.call('POST', `/candidates/${id}/assignments`, body);
    expect((await assign('c-1', { memberId: 'nobody', stage: 'tech' })).body).toEqual({
      message: 'Choose a member of the team',
    });
    expect((await assign('c-1', { memberId: interviewer.id, stage: 'hired' })).status).toBe(400);
    expect((await assign('c-404', { memberId: interviewer.id, stage: 'tech' })).status).toBe(404);
    expect((await backend.call<Member[]>('GET', '/api/members')).body.map((member) => member.id)).toContain(
      interviewer.id,
    );
  });

  it('lets a recruiter make every change but the members', async () => {
    for (const [what, method, path, body] of INTERVIEWER_REFUSALS) {
      const { status } = await backend.call(method, path, body, { as: recruiter });
      expect({ what, status }).toEqual({ what, status: expect.toSatisfy((code: number) => code < 300) });
    }
    const note = await backend.call<CandidateNote>('POST', '/candidates/c-2/notes', { text: 'Hi' }, { as: recruiter });
    expect(note.body.author).toBe(recruiter.name);
  });

  it('names who made each stage and job change on the timeline, and nobody for an applicant', async () => {
    await backend.call('PATCH', '/candidates/c-1', { stage: 'tech' }, { as: recruiter });
    await backend.call('POST', '/candidates/stage', { ids: ['c-1', 'c-2'], stage: 'offer' }, { as: admin });
    await backend.call('PATCH', '/candidates/c-2', { jobId: 'job-1' }, { as: recruiter });
    const imported = { candidates: [{ name: 'Imp Orted', email: 'imp@example.com', jobId: 'job-2', stage: 'screen' }] };
    await backend.call('POST', '/candidates/import', imported, { as: recruiter });
    const makers = async (id: string) =>
      (await backend.call<TimelineEntry[]>('GET', `/candidates/${id}/timeline`)).body.map(
        (entry) => `${entry.from}→${entry.to} ${entry.by ?? 'nobody'}`,
      );
    expect(await makers('c-1')).toEqual([`tech→offer ${admin.name}`, `screen→tech ${recruiter.name}`]);
    expect(await makers('c-2')).toEqual([`applied→offer ${admin.name}`]);
    const jobChanges = await backend.call<JobChange[]>('GET', '/candidates/c-2/job-changes');
    expect(jobChanges.body.map((change) => change.by)).toEqual([recruiter.name]);
    const [importedOne] = (await backend.store().candidates.list({ search: 'imp@' })).map((c) => c.id);
    expect(await makers(importedOne)).toEqual([`screen→screen ${recruiter.name}`]);
  });

  it('answers a call that names no member with 401, but lets an applicant through', async () => {
    const anonymous = backend.app({ as: null });
    const refused = await anonymous.request('http://localhost/candidates/c-1');
    expect(refused.status).toBe(401);
    expect((await anonymous.request('http://localhost/api/careers/jobs')).status).toBe(200);
  });
});
