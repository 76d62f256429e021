import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@/lib/activity/activity';
import type { DuplicatePair } from '@/lib/candidates/duplicates';
import type { Application } from '@/lib/careers/applications';
import type { Assignment } from '@/lib/people/assignments';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { refusalMessage } from '@/lib/people/roleRules';
import { seededRandom } from '@/lib/test/random';
import { rightOrWrong, testAssessment } from '@/lib/test/assessments';
import { testJobs } from '@/lib/test/jobs';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import type { Candidate, CandidateNote, JobChange, TimelineEntry } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

const person = (name: string): Member => DEMO_TEAM.find((member) => member.name.startsWith(name))!;
const [bob, dave] = [person('Bob'), person('Dave')];
const pdf = new TextEncoder().encode('%PDF-1.7 a résumé');

describe.each(BACKENDS)('duplicates and merging over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const candidateOf = async (email: string) =>
    (await backend.store().candidates.all()).find((candidate) => candidate.email === email)!;
  const apply = (slug: string, name: string, email: string, phone?: string, resume?: string) =>
    backend.store().careers.apply(slug, { name, email, phone }, resume ? { name: resume, data: pdf } : undefined);

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2']));
  });

  it('pairs candidates with the same name and phone, however they are written, and not others', async () => {
    await apply('job-1', 'Ada Lovelace', 'ada@example.com', '+44 20 7946 0958');
    await apply('job-2', '  ada  LOVELACE ', 'ada.l@example.org', '(020) 7946-0958');
    await apply('job-2', 'Ada Lovelace', 'other-ada@example.com', '+44 20 7946 0000');
    await apply('job-1', 'Alan Turing', 'alan@example.com');
    await backend.addCandidates([
      { id: 'c-9', name: 'Ada Lovelace', email: 'ada9@example.com', stage: 'applied', jobId: 'job-1' },
    ]);
    const { status, body } = await backend.call<DuplicatePair[]>('GET', '/api/duplicates');
    expect(status).toBe(200);
    expect(body.map((pair) => [pair.reason, pair.candidates.map((candidate) => candidate.email).sort()])).toEqual([
      ['namePhone', ['ada.l@example.org', 'ada@example.com']],
    ]);
    expect(body[0].candidates.map((candidate) => candidate.phone)).toEqual(
      expect.arrayContaining(['+44 20 7946 0958', '(020) 7946-0958']),
    );
  });

  it('merges every record of both into one, all at once, and the merged-away id leads to it', async () => {
    await apply('job-1', 'Ada Lovelace', 'ada@example.com', '020 7946 0958', 'ada.pdf');
    await apply('job-2', 'Ada King', 'ada.king@example.org', '020 7946 0958');
    const [kept, other] = [await candidateOf('ada@example.com'), await candidateOf('ada.king@example.org')];
    await backend.call('PATCH', `/candidates/${other.id}`, { stage: 'tech' }, { as: bob });
    await backend.call('POST', `/candidates/${kept.id}/notes`, { text: 'Kept note' }, { as: bob });
    await backend.call('POST', `/candidates/${other.id}/notes`, { text: 'Other note' }, { as: bob });
    await backend.call('POST', `/candidates/${other.id}/assignments`, { memberId: dave.id, stage: 'screen' });
    await backend.call('POST', `/candidates/${kept.id}/assignments`, { memberId: dave.id, stage: 'screen' });
    await backend.call('POST', `/candidates/${other.id}/assignments`, { memberId: bob.id, stage: 'tech' });
    await backend.call('PUT', '/assessments/job-2', { ...testAssessment('job-2', [rightOrWrong]), version: 0 });
    const link = await backend.call('POST', `/candidates/${other.id}/assessment-links`);
    expect(link.status).toBe(201);

    const merged = await backend.call<Candidate>(
      'POST',
      `/candidates/${kept.id}/merge`,
      { otherId: other.id, choose: { name: 'other', stage: 'other', email: 'kept' } },
      { as: bob },
    );
    expect(merged).toMatchObject({
      status: 200,
      body: { id: kept.id, name: 'Ada King', email: 'ada@example.com', stage: 'tech', jobId: 'job-1' },
    });

    const read = async <T>(path: string) => (await backend.call<T>('GET', path)).body;
    expect(await backend.call('GET', `/candidates/${other.id}`)).toMatchObject({ status: 404 });
    expect(await read(`/candidates/${other.id}/merged-into`)).toEqual({ into: kept.id });
    expect(await read(`/candidates/${kept.id}/merged-into`)).toEqual({ into: null });
    expect((await read<CandidateNote[]>(`/candidates/${kept.id}/notes`)).map((note) => note.text).sort()).toEqual([
      'Kept note',
      'Other note',
    ]);
    const timeline = await read<TimelineEntry[]>(`/candidates/${kept.id}/timeline`);
    expect(timeline.map((entry) => `${entry.from}>${entry.to}`)).toEqual(
      expect.arrayContaining(['applied>applied', 'applied>applied', 'applied>tech']),
    );
    expect(timeline.filter((entry) => entry.via === 'careers')).toHaveLength(2);
    expect(timeline[0]).toMatchObject({ from: 'applied', to: 'tech', by: bob.name });
    expect(timeline.map((entry) => entry.timestamp)).toEqual(
      [...timeline.map((entry) => entry.timestamp)].sort().reverse(),
    );
    const assignments = await read<Assignment[]>(`/candidates/${kept.id}/assignments`);
    expect(assignments.map((one) => `${one.stage} ${one.memberName}`).sort()).toEqual([
      `screen ${dave.name}`,
      `tech ${bob.name}`,
    ]);
    expect(await read<unknown[]>(`/candidates/${kept.id}/assessments`)).toHaveLength(1);
    expect(await read<Application>(`/candidates/${kept.id}/application`)).toMatchObject({
      phone: '020 7946 0958',
      resume: { name: 'ada.pdf' },
    });
    expect(await backend.store().careers.resume(kept.id)).toMatchObject({ name: 'ada.pdf', data: pdf });
    expect(await read<JobChange[]>(`/candidates/${kept.id}/job-changes`)).toEqual([]);
    expect(await read<DuplicatePair[]>('/api/duplicates')).toEqual([]);

    const { items } = await read<ActivityPage>(`/api/activity?candidate=${kept.id}`);
    expect(items[0]).toMatchObject({
      action: 'merged',
      kind: 'candidate',
      actorName: bob.name,
      subjectId: other.id,
      candidateId: kept.id,
      before: { name: 'Ada King', email: 'ada.king@example.org', stage: 'tech', jobId: 'job-2' },
      after: { name: 'Ada King', email: 'ada@example.com', stage: 'tech', jobId: 'job-1' },
    });
    const written = items.filter((entry) => entry.action !== 'merged');
    expect(
      written.map((entry) => `${entry.actorName} ${entry.action} ${entry.kind} ${entry.subjectId === other.id}`),
    ).toEqual(expect.arrayContaining([`${bob.name} changed candidate true`, `${bob.name} added note false`]));
  });

  it('keeps the chosen application and résumé when both have one, and takes the other record’s job', async () => {
    await apply('job-1', 'Ada Lovelace', 'ada@example.com', '020 7946 0958', 'first.pdf');
    await apply('job-2', 'Ada Lovelace', 'ada2@example.com', '020 7946 0958', 'second.pdf');
    const [kept, other] = [await candidateOf('ada@example.com'), await candidateOf('ada2@example.com')];
    const merged = await backend.call<Candidate>('POST', `/candidates/${kept.id}/merge`, {
      otherId: other.id,
      choose: { application: 'other', jobId: 'other', email: 'other' },
    });
    expect(merged.body).toMatchObject({ email: 'ada2@example.com', jobId: 'job-2' });
    expect((await backend.call<Application>('GET', `/candidates/${kept.id}/application`)).body).toMatchObject({
      jobId: 'job-2',
      resume: { name: 'second.pdf' },
    });
    const changes = (await backend.call<JobChange[]>('GET', `/candidates/${kept.id}/job-changes`)).body;
    expect(changes.map((change) => `${change.fromJobId}>${change.toJobId}`)).toEqual(['job-1>job-2']);
  });

  it('refuses a merge with a candidate who is gone, or with themselves, and changes nothing', async () => {
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'applied', jobId: 'job-1' },
    ]);
    expect(await backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-2' })).toEqual({
      status: 404,
      body: { message: CANDIDATE_NOT_FOUND },
    });
    expect(await backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-1' })).toEqual({
      status: 400,
      body: { message: 'A candidate cannot be merged with themselves' },
    });
    expect(await backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-2', choose: { phone: 'other' } })).toEqual(
      { status: 400, body: { message: 'Cannot merge phone' } },
    );
    expect((await backend.call<Candidate>('GET', '/candidates/c-1')).body).toMatchObject({ name: 'Ada Lovelace' });
    expect((await backend.call<ActivityPage>('GET', '/api/activity')).body.total).toBe(0);
  });

  it('lets one of two merges of the same pair at once win, whole', async () => {
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'applied', jobId: 'job-1' },
      { id: 'c-2', name: 'Ada Lovelace', email: 'ada2@example.com', stage: 'screen', jobId: 'job-1' },
    ]);
    await backend.call('POST', '/candidates/c-2/notes', { text: 'On the second' });
    const answers = await Promise.all([
      backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-2' }),
      backend.call('POST', '/candidates/c-2/merge', { otherId: 'c-1' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const left = await backend.store().candidates.all();
    expect(left).toHaveLength(1);
    const notes = await backend.store().candidates.notes(left[0].id);
    expect(notes.map((note) => note.text)).toEqual(['On the second']);
  });

  it('refuses the duplicates and a merge to an interviewer, 403, nothing changed', async () => {
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'applied', jobId: 'job-1' },
      { id: 'c-2', name: 'Ada Lovelace', email: 'ada2@example.com', stage: 'screen', jobId: 'job-1' },
    ]);
    expect(await backend.call('GET', '/api/duplicates', undefined, { as: dave })).toEqual({
      status: 403,
      body: { message: refusalMessage('interviewer', 'seeAllCandidates') },
    });
    expect(await backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-2' }, { as: dave })).toEqual({
      status: 403,
      body: { message: refusalMessage('interviewer', 'changeCandidates') },
    });
    expect(await backend.store().candidates.all()).toHaveLength(2);
  });

  it('merges 100 pairs one after the other as a fold of the same merges says', async () => {
    const random = seededRandom(30);
    const ids = Array.from({ length: 101 }, (_, index) => `c-${index}`);
    await backend.addCandidates(
      ids.map((id, index) => ({
        id,
        name: `Person ${index}`,
        email: `p${index}@example.com`,
        stage: 'applied',
        jobId: 'job-1',
      })),
    );
    for (const id of ids) await backend.store().candidates.addNote(id, `Note of ${id}`);
    // The fold: who each note belongs to, and where each merged-away id leads.
    const owner = new Map(ids.map((id) => [`Note of ${id}`, id]));
    const leadsTo = new Map<string, string>();
    let left = [...ids];
    for (let merge = 0; merge < 100; merge += 1) {
      const kept = left[Math.floor(random() * left.length)];
      const others = left.filter((id) => id !== kept);
      const other = others[Math.floor(random() * others.length)];
      const answer = await backend.call('POST', `/candidates/${kept}/merge`, {
        otherId: other,
        choose: random() < 0.5 ? { name: 'other' } : {},
      });
      expect(answer.status).toBe(200);
      for (const [note, id] of owner) if (id === other) owner.set(note, kept);
      for (const [from, to] of leadsTo) if (to === other) leadsTo.set(from, kept);
      leadsTo.set(other, kept);
      left = left.filter((id) => id !== other);
    }
    const store = backend.store().candidates;
    expect((await store.all()).map((candidate) => candidate.id)).toEqual(left);
    const notes = await store.notes(left[0]);
    expect(notes.map((note) => note.text).sort()).toEqual([...owner.keys()].sort());
    for (const [from, to] of leadsTo) expect(await store.mergedInto(from)).toBe(to);
    const entries = (await backend.call<ActivityPage>('GET', `/api/activity?candidate=${left[0]}`)).body;
    // Each note's entry went with its note: 101 notes and 100 merges, all on the one left.
    expect(entries.total).toBe(201);
    expect(entries.items.filter((entry) => entry.action === 'merged')).not.toHaveLength(0);
  }, 120_000);
});
