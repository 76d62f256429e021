import { beforeEach, describe, expect, it } from 'vitest';
import { ALREADY_APPLIED } from '@/lib/candidates/personApplications';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { refusalMessage } from '@/lib/people/roleRules';
import { CHOOSE_EXISTING_JOB } from '@/lib/shared/constants';
import { testJobs } from '@/lib/test/jobs';
import type { Candidate, CandidateNote, PersonApplication } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

const ada: Candidate = { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'tech', jobId: 'job-1' };
const interviewer = DEMO_TEAM.find((member) => member.role === 'interviewer')!;

describe.each(BACKENDS)('a person’s applications over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2', 'job-3']));
    await backend.addCandidates([ada]);
  });

  it('adds an application of the person to another job, in its own stage, keeping the first', async () => {
    const added = await backend.call<Candidate>('POST', '/candidates/c1/applications', {
      jobId: 'job-2',
      stage: 'screen',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      jobId: 'job-2',
      stage: 'screen',
      personId: 'c1',
      personApplications: 2,
    });
    expect((await backend.call<Candidate>('GET', '/candidates/c1')).body).toMatchObject({
      jobId: 'job-1',
      stage: 'tech',
      personApplications: 2,
    });
    const listed = (await backend.call<PersonApplication[]>('GET', `/candidates/${added.body.id}/applications`)).body;
    expect(listed.map(({ candidateId, jobId }) => [candidateId, jobId]).sort()).toEqual(
      [
        ['c1', 'job-1'],
        [added.body.id, 'job-2'],
      ].sort(),
    );
    // Two applications of one person are not "possible duplicates".
    expect((await backend.call<unknown[]>('GET', '/api/duplicates')).body).toEqual([]);
  });

  it('shows the person’s notes on each application’s page, each naming the application it was written from', async () => {
    const second = (await backend.call<Candidate>('POST', '/candidates/c1/applications', { jobId: 'job-2' })).body;
    backend.setNow(new Date('2026-11-20T10:00:00Z'));
    await backend.call('POST', '/candidates/c1/notes', { text: 'Written on the first' });
    backend.setNow(new Date('2026-11-21T10:00:00Z'));
    await backend.call('POST', `/candidates/${second.id}/notes`, { text: 'Written on the second' });
    const notesOf = async (id: string, as?: typeof interviewer) =>
      (await backend.call<CandidateNote[]>('GET', `/candidates/${id}/notes`, undefined, { as })).body;
    for (const id of ['c1', second.id]) {
      expect((await notesOf(id)).map(({ text, candidateId }) => [text, candidateId])).toEqual([
        ['Written on the second', second.id],
        ['Written on the first', 'c1'],
      ]);
    }
    // An interviewer of one application reads only the notes written from it.
    await backend.call('POST', '/candidates/c1/assignments', { memberId: interviewer.id, stage: 'tech' });
    expect((await notesOf('c1', interviewer)).map(({ text }) => text)).toEqual(['Written on the first']);
  });

  it('refuses a job the person has an application to, a job that is not there, and a stage that is none', async () => {
    const refusals = [
      [{ jobId: 'job-1' }, 409, ALREADY_APPLIED],
      [{ jobId: 'job-9' }, 400, CHOOSE_EXISTING_JOB],
      [{ jobId: 'job-2', stage: 'interview' }, 400, 'Unknown stage "interview"'],
      [{ jobId: 'job-2', name: 'Eve' }, 400, 'Cannot set name'],
    ] as const;
    for (const [body, status, message] of refusals) {
      expect(await backend.call('POST', '/candidates/c1/applications', body)).toEqual({ status, body: { message } });
    }
    expect((await backend.call('POST', '/candidates/nobody/applications', { jobId: 'job-2' })).status).toBe(404);
    expect(await backend.store().candidates.all()).toHaveLength(1);
  });

  it('refuses a role that may not change candidates, also many at once, and adds nothing', async () => {
    const answers = await Promise.all(
      [0, 1, 2].map(() => backend.call('POST', '/candidates/c1/applications', { jobId: 'job-2' }, { as: interviewer })),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ status: 403, body: { message: refusalMessage('interviewer', 'changeCandidates') } });
    }
    expect(await backend.store().candidates.all()).toHaveLength(1);
  });

  it('of two adds to one job at once, makes one application', async () => {
    const answers = await Promise.all(
      [0, 1].map(() => backend.call('POST', '/candidates/c1/applications', { jobId: 'job-3' })),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect((await backend.store().candidates.all()).map(({ jobId }) => jobId).sort()).toEqual(['job-1', 'job-3']);
  });
});
