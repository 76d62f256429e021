import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '@/lib/activity/activity';
import { ONE_PERSON_ALREADY, type DuplicatePair } from '@/lib/candidates/duplicates';
import { personOf } from '@/lib/candidates/personApplications';
import type { Assignment } from '@/lib/people/assignments';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { refusalMessage } from '@/lib/people/roleRules';
import { seededRandom } from '@/lib/test/random';
import { testJobs } from '@/lib/test/jobs';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import type { Candidate, CandidateNote, PersonApplication } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

const person = (name: string): Member => DEMO_TEAM.find((member) => member.name.startsWith(name))!;
const [bob, dave] = [person('Bob'), person('Dave')];
const pdf = new TextEncoder().encode('%PDF-1.7 a résumé');

describe.each(BACKENDS)('duplicates and merging over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const apply = (slug: string, name: string, email: string, phone?: string, resume?: string) =>
    backend.store().careers.apply(slug, { name, email, phone }, resume ? { name: resume, data: pdf } : undefined);

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2', 'job-3']));
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

  it('merges two people of two applications each into one person of four, every résumé and note kept', async () => {
    await apply('job-1', 'Ada Lovelace', 'ada@example.com', '020 7946 0958', 'ada.pdf');
    await apply('job-2', 'Ada Lovelace', 'ada@example.com', '020 7946 0958');
    await apply('job-2', 'Ada Lovelace', 'ada.king@example.org', '020 7946 0958', 'king.pdf');
    await apply('job-3', 'Ada Lovelace', 'ada.king@example.org', '020 7946 0958');
    const all = await backend.store().candidates.all();
    const ofEmail = (email: string, jobId: string) => all.find((row) => row.email === email && row.jobId === jobId)!;
    const [kept, keptSecond] = [ofEmail('ada@example.com', 'job-1'), ofEmail('ada@example.com', 'job-2')];
    const [other, otherSecond] = [ofEmail('ada.king@example.org', 'job-2'), ofEmail('ada.king@example.org', 'job-3')];
    await backend.call('PATCH', `/candidates/${other.id}`, { stage: 'tech' }, { as: bob });
    await backend.call('POST', `/candidates/${other.id}/notes`, { text: 'Other note' }, { as: bob });
    await backend.call('POST', `/candidates/${other.id}/assignments`, { memberId: dave.id, stage: 'screen' });
    expect((await backend.call<DuplicatePair[]>('GET', '/api/duplicates')).body).not.toEqual([]);

    const merged = await backend.call<Candidate>(
      'POST',
      `/candidates/${kept.id}/merge`,
      { otherId: other.id, choose: { email: 'other' } },
      { as: bob },
    );
    expect(merged).toMatchObject({
      status: 200,
      body: {
        id: kept.id,
        name: 'Ada Lovelace',
        email: 'ada.king@example.org',
        otherEmails: ['ada@example.com'],
        stage: 'applied',
        jobId: 'job-1',
        personApplications: 4,
      },
    });

    const read = async <T>(path: string) => (await backend.call<T>('GET', path)).body;
    const rows = await backend.store().candidates.all();
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map(personOf))).toEqual(new Set([personOf(kept)]));
    for (const row of rows) {
      expect(row).toMatchObject({
        email: 'ada.king@example.org',
        otherEmails: ['ada@example.com'],
        personApplications: 4,
      });
    }
    expect((await read<Candidate>(`/candidates/${other.id}`)).stage).toBe('tech');
    const applications = await read<PersonApplication[]>(`/candidates/${otherSecond.id}/applications`);
    expect(applications.map((each) => `${each.jobId} ${each.stage}`).sort()).toEqual([
      'job-1 applied',
      'job-2 applied',
      'job-2 tech',
      'job-3 applied',
    ]);
    expect(await backend.store().careers.resume(kept.id)).toMatchObject({ name: 'ada.pdf', data: pdf });
    expect(await backend.store().careers.resume(other.id)).toMatchObject({ name: 'king.pdf', data: pdf });
    expect((await read<CandidateNote[]>(`/candidates/${other.id}/notes`)).map((note) => note.text)).toContain(
      'Other note',
    );
    const assignments = await read<Assignment[]>(`/candidates/${other.id}/assignments`);
    expect(assignments.map((one) => `${one.stage} ${one.memberName}`)).toEqual([`screen ${dave.name}`]);
    expect(await read<{ into: string | null }>(`/candidates/${other.id}/merged-into`)).toEqual({ into: null });
    expect(await read<DuplicatePair[]>('/api/duplicates')).toEqual([]);

    const { items } = await read<ActivityPage>(`/api/activity?candidate=${kept.id}`);
    expect(items[0]).toMatchObject({
      action: 'merged',
      kind: 'candidate',
      actorName: bob.name,
      subjectId: other.id,
      candidateId: kept.id,
      before: { name: 'Ada Lovelace', email: 'ada.king@example.org' },
      after: { name: 'Ada Lovelace', email: 'ada.king@example.org' },
    });
    expect(items.filter((entry) => entry.action === 'changed')).toEqual([]);

    // The merged person's rights are over all four.
    expect(await backend.call('POST', `/candidates/${keptSecond.id}/erase`, { name: 'Ada Lovelace' })).toMatchObject({
      status: 200,
      body: { erased: 1 },
    });
    expect(await backend.store().candidates.all()).toEqual([]);
  });

  it('finds a merged person by the email that is no longer their main one: applying adds an application, adding is refused', async () => {
    await apply('job-1', 'Ada Lovelace', 'ada@example.com');
    await apply('job-2', 'Ada Lovelace', 'ada.king@example.org');
    const before = await backend.store().candidates.all();
    const kept = before.find((row) => row.email === 'ada@example.com')!;
    const other = before.find((row) => row.email === 'ada.king@example.org')!;
    await backend.call('POST', `/candidates/${kept.id}/merge`, { otherId: other.id, choose: {} });

    await apply('job-3', 'Ada King', 'ADA.KING@example.org');
    const rows = await backend.store().candidates.all();
    expect(rows.map((row) => `${row.jobId} ${row.email} ${row.personApplications}`).sort()).toEqual([
      'job-1 ada@example.com 3',
      'job-2 ada@example.com 3',
      'job-3 ada@example.com 3',
    ]);
    expect(new Set(rows.map(personOf)).size).toBe(1);
    const holder = { id: expect.any(String), name: 'Ada Lovelace' };
    const taken = { message: 'A candidate with this email already exists', holder };
    expect(
      await backend.call('POST', '/candidates', {
        name: 'Somebody',
        email: 'Ada.King@example.org',
        stage: 'applied',
        jobId: 'job-1',
      }),
    ).toEqual({ status: 409, body: taken });
    await backend.addCandidates([
      { id: 'c-grace', name: 'Grace Hopper', email: 'grace@example.com', stage: 'applied', jobId: 'job-1' },
    ]);
    expect(await backend.call('PATCH', '/candidates/c-grace', { email: 'ada.king@example.org' })).toEqual({
      status: 409,
      body: taken,
    });
    expect(await backend.store().candidates.all()).toHaveLength(4);
  });

  it('refuses a merge with a candidate who is gone, with themselves, of one person, or of a field; changes nothing', async () => {
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'applied', jobId: 'job-1' },
    ]);
    const second = await backend.call<Candidate>('POST', '/candidates/c-1/applications', {
      jobId: 'job-2',
      stage: 'screen',
    });
    const before = await backend.store().candidates.all();
    expect(await backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-2' })).toEqual({
      status: 404,
      body: { message: CANDIDATE_NOT_FOUND },
    });
    expect(await backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-1' })).toEqual({
      status: 400,
      body: { message: 'A candidate cannot be merged with themselves' },
    });
    expect(await backend.call('POST', '/candidates/c-1/merge', { otherId: second.body.id })).toEqual({
      status: 400,
      body: { message: ONE_PERSON_ALREADY },
    });
    expect(await backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-2', choose: { stage: 'other' } })).toEqual(
      {
        status: 400,
        body: { message: 'Cannot merge stage: a merge chooses the name and main email, and keeps every application' },
      },
    );
    expect(await backend.store().candidates.all()).toEqual(before);
    const entries = (await backend.call<ActivityPage>('GET', '/api/activity')).body.items;
    expect(entries.filter((entry) => entry.action === 'merged')).toEqual([]);
  });

  it('lets one of two merges of the same pair at once win, whole', async () => {
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'applied', jobId: 'job-1' },
      { id: 'c-2', name: 'Ada King', email: 'ada2@example.com', stage: 'screen', jobId: 'job-1' },
    ]);
    const answers = await Promise.all([
      backend.call('POST', '/candidates/c-1/merge', { otherId: 'c-2' }),
      backend.call('POST', '/candidates/c-2/merge', { otherId: 'c-1' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const rows = await backend.store().candidates.all();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => `${row.name} ${row.email} ${row.otherEmails?.join()} ${row.version}`)).size).toBe(
      1,
    );
    const merges = (await backend.call<ActivityPage>('GET', '/api/activity')).body.items;
    expect(merges.filter((entry) => entry.action === 'merged')).toHaveLength(1);
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

  it('merges 100 people one after another as a fold of the same merges says: one person of 101', async () => {
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
    // The fold: each person's applications and name, named by the first application merged in.
    const people = new Map(ids.map((id, index) => [id, { ids: [id], name: `Person ${index}` }]));
    for (let merge = 0; merge < 100; merge += 1) {
      const left = [...people.keys()];
      const kept = left[Math.floor(random() * left.length)];
      const others = left.filter((id) => id !== kept);
      const other = others[Math.floor(random() * others.length)];
      const takeName = random() < 0.5;
      // Any application of each person names them.
      const [from, into] = [people.get(other)!, people.get(kept)!];
      const answer = await backend.call('POST', `/candidates/${into.ids.at(-1)}/merge`, {
        otherId: from.ids[0],
        choose: takeName ? { name: 'other' } : {},
      });
      expect(answer.status).toBe(200);
      people.set(kept, { ids: [...into.ids, ...from.ids], name: takeName ? from.name : into.name });
      people.delete(other);
    }
    const [[, person]] = [...people];
    const rows = await backend.store().candidates.all();
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(new Set(rows.map((row) => `${row.name} ${row.personApplications} ${personOf(row)}`)).size).toBe(1);
    expect(rows[0].name).toBe(person.name);
    expect(new Set([rows[0].email, ...(rows[0].otherEmails ?? [])]).size).toBe(101);
    // Every note is the one person's, each still on the application it was written from.
    const notes = await backend.store().candidates.notes(ids[0]);
    expect(notes).toHaveLength(101);
    for (const note of notes) expect(note.text).toBe(`Note of ${note.candidateId}`);
    const entries = (await backend.call<ActivityPage>('GET', '/api/activity')).body;
    expect(entries.total).toBe(201);
  }, 120_000);
});
