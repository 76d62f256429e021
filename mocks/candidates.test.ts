import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TalentFlowDB } from '@/lib/db';
import { callApi } from './testApi';
import { createTestDb } from '@/lib/test/db';
import type { Candidate, Page, TimelineEntry } from '@/lib/types';
import { createHandlers } from './handlers';
import {
  addCandidate,
  addNote,
  deleteCandidates,
  listCandidates,
  listNotes,
  listTimeline,
  updateCandidate,
} from '@/lib/data/candidates';

const people: Candidate[] = [
  { id: 'c1', name: 'Ada Lovelace', email: 'ada@analytical.org', stage: 'applied', jobId: 'job-1' },
  { id: 'c2', name: 'Grace Hopper', email: 'grace@navy.mil', stage: 'tech', jobId: 'job-1' },
  { id: 'c3', name: 'Alan Turing', email: 'alan@bletchley.uk', stage: 'tech', jobId: 'job-2' },
  { id: 'c4', name: 'Katherine Johnson', email: 'kj@nasa.gov', stage: 'hired', jobId: 'job-2' },
];

let db: TalentFlowDB;
beforeEach(async () => {
  db = createTestDb();
  await db.candidates.bulkAdd(people);
});

const names = (list: Candidate[]) => list.map((candidate) => candidate.name);

describe('candidate repository', () => {
  it('searches names and emails case-insensitively, sorted by name', async () => {
    expect(names(await listCandidates(db, { search: 'AL' }))).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(names(await listCandidates(db, { search: 'nasa.GOV' }))).toEqual(['Katherine Johnson']);
    expect(names(await listCandidates(db, { search: '   ' }))).toHaveLength(4);
  });

  it('filters by stage and by job, alone and together with search', async () => {
    expect(names(await listCandidates(db, { stage: 'tech' }))).toEqual(['Alan Turing', 'Grace Hopper']);
    expect(names(await listCandidates(db, { jobId: 'job-2' }))).toEqual(['Alan Turing', 'Katherine Johnson']);
    expect(names(await listCandidates(db, { jobId: 'job-1', stage: 'tech' }))).toEqual(['Grace Hopper']);
    expect(names(await listCandidates(db, { stage: 'tech', search: 'grace' }))).toEqual(['Grace Hopper']);
  });

  it('writes a timeline entry with every stage change, in the same save', async () => {
    const at = new Date('2026-11-22T09:00:00Z');
    await updateCandidate(db, 'c1', { stage: 'screen' }, () => at);
    await updateCandidate(db, 'c1', { name: 'Ada King' }, () => at);
    await updateCandidate(db, 'c1', { stage: 'offer' }, () => new Date('2026-11-23T09:00:00Z'));
    const timeline = await listTimeline(db, 'c1');
    expect(timeline.map(({ from, to, timestamp }) => ({ from, to, timestamp }))).toEqual([
      { from: 'screen', to: 'offer', timestamp: '2026-11-23T09:00:00.000Z' },
      { from: 'applied', to: 'screen', timestamp: '2026-11-22T09:00:00.000Z' },
    ]);
    expect(await db.candidates.get('c1')).toMatchObject({ name: 'Ada King', stage: 'offer' });
  });

  it('writes neither the change nor the timeline when the save is refused', async () => {
    await expect(updateCandidate(db, 'c1', { stage: 'screen', email: 'grace@navy.mil' })).rejects.toThrow(
      'A candidate with this email already exists',
    );
    expect((await db.candidates.get('c1'))?.stage).toBe('applied');
    expect(await listTimeline(db, 'c1')).toEqual([]);
  });

  it('adds candidates with a uuid and refuses a missing name, a bad email or a taken one', async () => {
    const added = await addCandidate(db, { name: ' New Person ', email: 'new@x.io', stage: 'applied', jobId: 'job-1' });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.name).toBe('New Person');
    await expect(addCandidate(db, { name: ' ', email: 'a@b.co', stage: 'applied', jobId: 'job-1' })).rejects.toThrow(
      'Name is required',
    );
    await expect(addCandidate(db, { name: 'X', email: 'nope', stage: 'applied', jobId: 'job-1' })).rejects.toThrow(
      'Enter a valid email address',
    );
    await expect(
      addCandidate(db, { name: 'X', email: 'ADA@analytical.org', stage: 'applied', jobId: 'job-1' }),
    ).rejects.toThrow('A candidate with this email already exists');
  });

  it('deletes candidates with their notes and timeline, and nothing else', async () => {
    await addNote(db, 'c1', 'first');
    await addNote(db, 'c2', 'keep me');
    await updateCandidate(db, 'c1', { stage: 'screen' });
    await updateCandidate(db, 'c2', { stage: 'offer' });
    await deleteCandidates(db, ['c1', 'c3']);
    expect(names(await listCandidates(db))).toEqual(['Grace Hopper', 'Katherine Johnson']);
    expect(await listNotes(db, 'c1')).toEqual([]);
    expect(await listTimeline(db, 'c1')).toEqual([]);
    expect(await listNotes(db, 'c2')).toHaveLength(1);
    expect(await listTimeline(db, 'c2')).toHaveLength(1);
  });

  it('keeps notes as typed with their mentions, ignores blank ones and lists the newest first', async () => {
    expect(await addNote(db, 'c1', '   \n ')).toBeUndefined();
    await addNote(db, 'c1', 'Ping @alice and @bob, then @alice again', () => new Date('2026-01-01T00:00:00Z'));
    const text = '<img src=x onerror=alert(1)> @eve';
    await addNote(db, 'c1', text, () => new Date('2026-01-02T00:00:00Z'));
    const notes = await listNotes(db, 'c1');
    expect(notes.map((note) => note.text)).toEqual([text, 'Ping @alice and @bob, then @alice again']);
    expect(notes[1]).toMatchObject({ author: '', mentions: ['@alice', '@bob'], candidateId: 'c1' });
    expect(notes[0].mentions).toEqual(['@eve']);
  });
});

describe('candidate handlers', () => {
  it('GET /candidates lists with optional search, stage, job and paging', async () => {
    const all = await callApi<Page<Candidate>>(db, 'GET', '/candidates');
    expect(all.body.total).toBe(4);
    expect(all.body.items).toHaveLength(4);
    const tech = await callApi<Page<Candidate>>(db, 'GET', '/candidates?stage=tech&search=');
    expect(names(tech.body.items)).toEqual(['Alan Turing', 'Grace Hopper']);
    const paged = await callApi<Page<Candidate>>(db, 'GET', '/candidates?pageSize=3&page=2');
    expect(paged.body).toMatchObject({ page: 2, totalPages: 2, total: 4 });
    expect(names(paged.body.items)).toEqual(['Katherine Johnson']);
    const byJob = await callApi<Page<Candidate>>(db, 'GET', '/candidates?jobId=job-2&search=turing');
    expect(names(byJob.body.items)).toEqual(['Alan Turing']);
    expect((await callApi(db, 'GET', '/candidates?stage=interview')).status).toBe(400);
  });

  it('GET /candidates/:id finds one or answers 404', async () => {
    expect((await callApi<Candidate>(db, 'GET', '/candidates/c2')).body.name).toBe('Grace Hopper');
    expect(await callApi(db, 'GET', '/candidates/nobody')).toEqual({
      status: 404,
      body: { message: 'Candidate not found' },
    });
  });

  it('PATCH /candidates/:id changes the stage and records it', async () => {
    const response = await callApi<Candidate>(db, 'PATCH', '/candidates/c3', { stage: 'offer' });
    expect(response.status).toBe(200);
    expect(response.body.stage).toBe('offer');
    const [entry] = await db.timelines.where('candidateId').equals('c3').toArray();
    expect(entry).toMatchObject<Partial<TimelineEntry>>({ from: 'tech', to: 'offer' });
  });

  it.each([
    [{ stage: 'interview' }, 400, 'Stage must be one of applied, screen, tech, offer, hired, rejected'],
    [{ id: 'other' }, 400, 'Cannot change id'],
    [{ stage: 3 }, 400, 'stage must be text'],
    [[], 400, 'The changes must be a JSON object'],
  ])('PATCH refuses %j', async (body, status, message) => {
    expect(await callApi(db, 'PATCH', '/candidates/c1', body)).toEqual({ status, body: { message } });
    expect((await db.candidates.get('c1'))?.stage).toBe('applied');
  });

  it('POST /candidates/stage moves many in one go, one timeline entry each, or none when one is missing', async () => {
    const moved = await callApi(db, 'POST', '/candidates/stage', { ids: ['c1', 'c2', 'c2', 'c4'], stage: 'hired' });
    // c4 is already hired: it stays as it is, with no entry.
    expect(moved).toEqual({ status: 200, body: { moved: 2 } });
    expect(
      (await db.candidates.toArray())
        .filter((item) => item.stage === 'hired')
        .map((item) => item.id)
        .sort(),
    ).toEqual(['c1', 'c2', 'c4']);
    expect(
      (await db.timelines.toArray()).map((entry) => `${entry.candidateId} ${entry.from}→${entry.to}`).sort(),
    ).toEqual(['c1 applied→hired', 'c2 tech→hired']);

    expect((await callApi(db, 'POST', '/candidates/stage', { ids: ['c3', 'nobody'], stage: 'offer' })).status).toBe(
      404,
    );
    expect((await db.candidates.get('c3'))?.stage).toBe('tech');
    expect(await db.timelines.count()).toBe(2);
    expect((await callApi(db, 'POST', '/candidates/stage', { ids: ['c3'], stage: 'interview' })).status).toBe(400);
    expect((await callApi(db, 'POST', '/candidates/stage', { ids: 'c3', stage: 'offer' })).status).toBe(400);
    expect((await callApi(db, 'POST', '/candidates/stage', { ids: [], stage: 'offer' })).status).toBe(400);
  });

  it('PATCH answers 404 for an unknown candidate', async () => {
    expect((await callApi(db, 'PATCH', '/candidates/nobody', { stage: 'tech' })).status).toBe(404);
  });

  it.each([
    ['an RSC payload', '/candidates/c1.txt?_rsc=abc', { RSC: '1' }],
    ['a prefetch', '/candidates/c1', { 'Next-Router-Prefetch': '1' }],
    ['an _rsc query', '/candidates?_rsc=xyz', {}],
  ])("lets Next's own request for %s through to the host", async (_kind, path, headers) => {
    const request = new Request(`http://localhost${path}`, { headers });
    const response = await getResponse(createHandlers(db), request, { baseUrl: 'http://localhost/' });
    expect(response?.headers.get('x-msw-intention')).toBe('passthrough');
  });
});
