import { personOf } from '@/lib/candidates/personApplications';
import { beforeEach, describe, expect, it } from 'vitest';
import { computeInsights, type Insights } from '@/lib/insights/insights';
import { testJobs } from '@/lib/test/jobs';
import type { Candidate, CandidateNote, JobChange, Page, TimelineEntry } from '@/lib/shared/types';
import { BACKENDS, TEST_ADMIN, useBackend } from './test/backends';

const people: Candidate[] = [
  { id: 'c1', name: 'Ada Lovelace', email: 'ada@analytical.org', stage: 'applied', jobId: 'job-1' },
  { id: 'c2', name: 'Grace Hopper', email: 'grace@navy.mil', stage: 'tech', jobId: 'job-1' },
  { id: 'c3', name: 'Alan Turing', email: 'alan@bletchley.uk', stage: 'tech', jobId: 'job-2' },
  { id: 'c4', name: 'Katherine Johnson', email: 'kj@nasa.gov', stage: 'hired', jobId: 'job-2' },
];

const names = (list: Candidate[]) => list.map((candidate) => candidate.name);

describe.each(BACKENDS)('the candidates API over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const list = async (query = '') => (await backend.call<Page<Candidate>>('GET', `/candidates${query}`)).body;
  const stored = async (id: string) => (await backend.store().candidates.get(id))!;
  const timeline = (id: string) => backend.store().candidates.timeline(id);
  const timeline_ = timeline;

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1', 'job-2']));
    await backend.addCandidates(people);
  });

  it('searches names and emails ignoring case, sorted by name', async () => {
    expect(names((await list('?search=AL')).items)).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(names((await list('?search=nasa.GOV')).items)).toEqual(['Katherine Johnson']);
    expect((await list('?search=%20%20')).items).toHaveLength(4);
  });

  it('filters by stage and by job, alone and with search, and pages', async () => {
    expect(names((await list('?stage=tech&search=')).items)).toEqual(['Alan Turing', 'Grace Hopper']);
    expect(names((await list('?jobId=job-2')).items)).toEqual(['Alan Turing', 'Katherine Johnson']);
    expect(names((await list('?jobId=job-1&stage=tech')).items)).toEqual(['Grace Hopper']);
    expect(names((await list('?jobId=job-2&search=turing')).items)).toEqual(['Alan Turing']);
    const paged = await list('?pageSize=3&page=2');
    expect(paged).toMatchObject({ page: 2, totalPages: 2, total: 4 });
    expect(names(paged.items)).toEqual(['Katherine Johnson']);
    expect((await backend.call('GET', '/candidates?stage=interview')).status).toBe(400);
  });

  it('GET /candidates/:id finds one or answers 404', async () => {
    expect((await backend.call<Candidate>('GET', '/candidates/c2')).body.name).toBe('Grace Hopper');
    expect(await backend.call('GET', '/candidates/nobody')).toEqual({
      status: 404,
      body: { message: 'Candidate not found' },
    });
  });

  it('writes a timeline entry with every stage change, in the same save', async () => {
    backend.setNow(new Date('2026-11-22T09:00:00Z'));
    await backend.call('PATCH', '/candidates/c1', { stage: 'screen' });
    await backend.call('PATCH', '/candidates/c1', { name: 'Ada King' });
    backend.setNow(new Date('2026-11-23T09:00:00Z'));
    const response = await backend.call<Candidate>('PATCH', '/candidates/c1', { stage: 'offer' });
    expect(response.body).toEqual({ ...people[0], name: 'Ada King', stage: 'offer', version: 4 });
    const entries = await backend.call<TimelineEntry[]>('GET', '/candidates/c1/timeline');
    expect(entries.body.map(({ from, to, timestamp }) => ({ from, to, timestamp }))).toEqual([
      { from: 'screen', to: 'offer', timestamp: '2026-11-23T09:00:00.000Z' },
      { from: 'applied', to: 'screen', timestamp: '2026-11-22T09:00:00.000Z' },
    ]);
    expect(await stored('c1')).toMatchObject({ name: 'Ada King', stage: 'offer' });
  });

  it('writes a job change with every change of job, in the same save, beside the stage changes', async () => {
    backend.setNow(new Date('2026-11-22T09:00:00Z'));
    await backend.call('PATCH', '/candidates/c1', { jobId: 'job-2' });
    await backend.call('PATCH', '/candidates/c1', { stage: 'screen', name: 'Ada King' });
    backend.setNow(new Date('2026-11-23T09:00:00Z'));
    const response = await backend.call<Candidate>('PATCH', '/candidates/c1', { jobId: 'job-1', stage: 'tech' });
    expect(response.body).toMatchObject({ jobId: 'job-1', stage: 'tech', version: 4 });
    const changes = await backend.call<JobChange[]>('GET', '/candidates/c1/job-changes');
    expect(changes.body.map(({ fromJobId, toJobId, timestamp }) => ({ fromJobId, toJobId, timestamp }))).toEqual([
      { fromJobId: 'job-2', toJobId: 'job-1', timestamp: '2026-11-23T09:00:00.000Z' },
      { fromJobId: 'job-1', toJobId: 'job-2', timestamp: '2026-11-22T09:00:00.000Z' },
    ]);
    expect(changes.body.every((change) => change.candidateId === 'c1' && change.id)).toBe(true);
    expect((await timeline('c1')).map(({ from, to }) => `${from}→${to}`)).toEqual(['screen→tech', 'applied→screen']);
    expect((await backend.call('GET', '/candidates/c2/job-changes')).body).toEqual([]);

    const refused = await backend.call('PATCH', '/candidates/c1', { jobId: 'job-2', version: 1 });
    expect(refused.status).toBe(409);
    expect(await backend.store().candidates.jobChanges('c1')).toHaveLength(2);
    await backend.call('POST', '/candidates/delete', { ids: ['c1'] });
    expect(await backend.store().candidates.jobChanges('c1')).toEqual([]);
  });

  it('writes neither the change nor the timeline when the save is refused', async () => {
    const clash = await backend.call('PATCH', '/candidates/c1', { stage: 'screen', email: 'GRACE@navy.mil' });
    expect(clash).toEqual({
      status: 409,
      body: { message: 'A candidate with this email already exists', holder: { id: 'c2', name: 'Grace Hopper' } },
    });
    expect((await stored('c1')).stage).toBe('applied');
    expect(await timeline('c1')).toEqual([]);
    const noJob = await backend.call('PATCH', '/candidates/c1', { stage: 'screen', jobId: 'job-404' });
    expect(noJob).toEqual({ status: 400, body: { message: 'Choose a job that exists' } });
    expect(await timeline('c1')).toEqual([]);
  });

  it.each([
    [{ stage: 'interview' }, 400, 'Stage must be one of applied, screen, tech, offer, hired, rejected'],
    [{ id: 'other' }, 400, 'Cannot change id'],
    [{ stage: 3 }, 400, 'stage must be text'],
    [[], 400, 'The changes must be a JSON object'],
    [{ name: '  ' }, 400, 'Name is required'],
  ])('PATCH refuses %j', async (body, status, message) => {
    expect(await backend.call('PATCH', '/candidates/c1', body)).toEqual({ status, body: { message } });
    expect(await stored('c1')).toMatchObject(people[0]);
  });

  it('refuses an edit that started from a version someone else has changed since, and keeps theirs', async () => {
    const opened = await stored('c1');
    const version = opened.version ?? 1;
    expect((await backend.call('PATCH', '/candidates/c1', { name: 'First Edit', version })).status).toBe(200);
    expect(await backend.call('PATCH', '/candidates/c1', { name: 'Second Edit', version })).toEqual({
      status: 409,
      body: { message: 'Changed by someone else since you opened it' },
    });
    expect((await stored('c1')).name).toBe('First Edit');
    expect((await backend.call('PATCH', '/candidates/c1', { name: 'Third', version: version + 1 })).status).toBe(200);
    expect((await backend.call('PATCH', '/candidates/c1', { version: 0 })).status).toBe(400);
  });

  it('answers an edit sent again after its answer was lost with the candidate, not a conflict', async () => {
    const version = (await stored('c1')).version ?? 1;
    // Sent as typed, with spaces the server trims away.
    const edit = { name: ' Ada Again ', stage: 'tech', version };
    expect((await backend.call('PATCH', '/candidates/c1', edit)).status).toBe(200);
    expect(await backend.call('PATCH', '/candidates/c1', edit)).toMatchObject({
      status: 200,
      body: { name: 'Ada Again', stage: 'tech', version: version + 1 },
    });
    // One move, one timeline entry.
    expect((await timeline('c1')).filter((entry) => entry.to === 'tech')).toHaveLength(1);
    expect((await backend.call('PATCH', '/candidates/c1', { ...edit, stage: 'offer' })).status).toBe(409);
  });

  it('refuses a move from a stage the candidate has left meanwhile, saying where they are, and writes nothing', async () => {
    // Two recruiters see Ada in Applied; the first moves her to Screen, the second to Offer.
    const first = await backend.call<Candidate>('PATCH', '/candidates/c1', { stage: 'screen', fromStage: 'applied' });
    expect(first).toMatchObject({ status: 200, body: { stage: 'screen' } });
    expect(await backend.call('PATCH', '/candidates/c1', { stage: 'offer', fromStage: 'applied' })).toEqual({
      status: 409,
      body: { message: 'Moved to Screen by someone else meanwhile' },
    });
    expect((await stored('c1')).stage).toBe('screen');
    expect((await timeline('c1')).map((entry) => `${entry.from} → ${entry.to}`)).toEqual(['applied → screen']);
    // The same move again (its answer lost, or made by both) finds her where it asks: no conflict.
    expect(await backend.call('PATCH', '/candidates/c1', { stage: 'screen', fromStage: 'applied' })).toMatchObject({
      status: 200,
      body: { stage: 'screen' },
    });
    expect(await timeline('c1')).toHaveLength(1);
    expect((await backend.call('PATCH', '/candidates/c1', { stage: 'offer', fromStage: 'screen' })).status).toBe(200);
    expect((await backend.call('PATCH', '/candidates/c1', { stage: 'tech', fromStage: 'interview' })).status).toBe(400);
  });

  it('PATCH answers 404 for an unknown candidate', async () => {
    expect((await backend.call('PATCH', '/candidates/nobody', { stage: 'tech' })).status).toBe(404);
  });

  it('POST /candidates adds a candidate with an id, trimmed, and refuses bad or taken fields', async () => {
    const added = await backend.call<Candidate>('POST', '/candidates', {
      name: ' New Person ',
      email: ' new@x.io ',
      stage: 'screen',
      jobId: 'job-2',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: 'New Person', email: 'new@x.io', stage: 'screen', jobId: 'job-2' });
    expect(added.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored(added.body.id)).toEqual(added.body);
    const add = (fields: Record<string, unknown>) =>
      backend.call('POST', '/candidates', { name: 'X', email: 'x@x.io', stage: 'applied', jobId: 'job-1', ...fields });
    expect(await add({ name: ' ' })).toEqual({ status: 400, body: { message: 'Name is required' } });
    expect(await add({ email: 'nope' })).toEqual({ status: 400, body: { message: 'Enter a valid email address' } });
    expect(await add({ jobId: 'job-404' })).toEqual({ status: 400, body: { message: 'Choose a job that exists' } });
    expect(await add({ email: 'ADA@analytical.org' })).toEqual({
      status: 409,
      body: { message: 'A candidate with this email already exists', holder: { id: 'c1', name: 'Ada Lovelace' } },
    });
    expect((await list()).total).toBe(5);
  });

  it('POST /candidates/import adds every candidate, trimmed, in one go, each with a first timeline entry', async () => {
    backend.setNow(new Date('2026-11-25T10:00:00Z'));
    const rows = [
      { name: ' Mary Jackson ', email: 'mary@nasa.gov', stage: 'screen', jobId: 'job-2' },
      { name: 'Dorothy Vaughan', email: ' dorothy@nasa.gov', jobId: 'job-1' },
    ];
    expect(await backend.call('POST', '/candidates/import', { candidates: rows })).toEqual({
      status: 200,
      body: { imported: 2 },
    });
    const added = (await list('?search=nasa.gov')).items;
    expect(added.map(({ name, email, stage, jobId }) => ({ name, email, stage, jobId }))).toEqual([
      { name: 'Dorothy Vaughan', email: 'dorothy@nasa.gov', stage: 'applied', jobId: 'job-1' },
      { name: 'Katherine Johnson', email: 'kj@nasa.gov', stage: 'hired', jobId: 'job-2' },
      { name: 'Mary Jackson', email: 'mary@nasa.gov', stage: 'screen', jobId: 'job-2' },
    ]);
    const mary = added.find((candidate) => candidate.name === 'Mary Jackson')!;
    expect(await timeline(mary.id)).toEqual([
      {
        id: expect.any(String),
        candidateId: mary.id,
        timestamp: '2026-11-25T10:00:00.000Z',
        from: 'screen',
        to: 'screen',
        by: TEST_ADMIN.name,
      },
    ]);
    const insights = (await backend.call<Insights>('GET', '/api/insights?jobId=job-2')).body;
    expect(insights.funnel.map((step) => step.reached)).toEqual([3, 3, 2, 1, 1]);
  });

  it('POST /candidates/import updates stored candidates with the new rows, all at once, the moves on the timeline', async () => {
    backend.setNow(new Date('2026-11-26T09:00:00Z'));
    const version = async (id: string) => (await stored(id)).version ?? 1;
    const answer = await backend.call('POST', '/candidates/import', {
      candidates: [{ name: 'Mary Jackson', email: 'mary@nasa.gov', jobId: 'job-2' }],
      updates: [
        { id: 'c1', version: await version('c1'), changes: { stage: 'screen', name: 'Ada King' } },
        { id: 'c3', version: await version('c3'), changes: { jobId: 'job-1' } },
      ],
    });
    expect(answer).toEqual({ status: 200, body: { imported: 1 } });
    expect(await stored('c1')).toMatchObject({ name: 'Ada King', stage: 'screen', jobId: 'job-1' });
    expect(await stored('c3')).toMatchObject({ stage: 'tech', jobId: 'job-1' });
    expect((await timeline('c1')).map((entry) => `${entry.from}>${entry.to} ${entry.by}`)).toEqual([
      `applied>screen ${TEST_ADMIN.name}`,
    ]);
    const changes = await backend.store().candidates.jobChanges('c3');
    expect(changes.map((change) => `${change.fromJobId}>${change.toJobId}`)).toEqual(['job-2>job-1']);

    // A candidate changed since the check refuses the whole import: nobody added, nothing changed.
    const stale = await backend.call('POST', '/candidates/import', {
      candidates: [{ name: 'Dorothy Vaughan', email: 'dorothy@nasa.gov', jobId: 'job-1' }],
      updates: [
        { id: 'c2', version: await version('c2'), changes: { stage: 'offer' } },
        { id: 'c1', version: 1, changes: { stage: 'hired' } },
      ],
    });
    expect(stale).toEqual({
      status: 409,
      body: {
        message:
          'A candidate this file updates was changed by someone else after the check. Nothing was imported: check the file again.',
      },
    });
    expect((await list('?search=dorothy')).total).toBe(0);
    expect(await stored('c2')).toMatchObject({ stage: 'tech' });
    expect(await stored('c1')).toMatchObject({ stage: 'screen' });
  });

  it('POST /candidates/import adds applications: to a stored person, and a new person’s rows to several jobs', async () => {
    const answer = await backend.call('POST', '/candidates/import', {
      candidates: [
        { name: 'Someone Else', email: 'whatever@x.io', stage: 'screen', jobId: 'job-2', personId: 'c1' },
        { name: 'Mary Jackson', email: 'mary@nasa.gov', jobId: 'job-1' },
        { name: 'Mary J', email: 'MARY@nasa.gov', stage: 'tech', jobId: 'job-2' },
      ],
    });
    expect(answer).toEqual({ status: 200, body: { imported: 3 } });
    const ada = await stored('c1');
    const adas = (await backend.store().candidates.all()).filter((candidate) => personOf(candidate) === 'c1');
    expect(adas.map(({ name, email, stage, jobId }) => `${name} ${email} ${stage} ${jobId}`).sort()).toEqual([
      `${ada.name} ${ada.email} ${ada.stage} job-1`,
      `${ada.name} ${ada.email} screen job-2`,
    ]);
    expect(adas.map((candidate) => candidate.personApplications)).toEqual([2, 2]);
    const marys = (await list('?search=mary@nasa.gov')).items.sort((a, b) => a.stage.localeCompare(b.stage));
    expect(
      marys.map(({ name, email, stage, personApplications }) => ({ name, email, stage, personApplications })),
    ).toEqual([
      { name: 'Mary Jackson', email: 'mary@nasa.gov', stage: 'applied', personApplications: 2 },
      { name: 'Mary Jackson', email: 'mary@nasa.gov', stage: 'tech', personApplications: 2 },
    ]);

    // The person applied to that job meanwhile, or went: nothing is written.
    const again = await backend.call('POST', '/candidates/import', {
      candidates: [
        { name: 'Dorothy Vaughan', email: 'dorothy@nasa.gov', jobId: 'job-1' },
        { name: 'Ada', email: 'ada@x.io', jobId: 'job-2', personId: 'c1' },
      ],
    });
    expect(again.status).toBe(409);
    const gone = await backend.call('POST', '/candidates/import', {
      candidates: [{ name: 'Nobody', email: 'nobody@x.io', jobId: 'job-2', personId: 'c-none' }],
    });
    expect(gone.status).toBe(409);
    expect((await list('?search=dorothy')).total).toBe(0);
  });

  it('POST /candidates/import writes nothing when one row is refused, and says which', async () => {
    const good = { name: 'Mary Jackson', email: 'mary@nasa.gov', stage: 'screen', jobId: 'job-2' };
    const importing = (...rows: unknown[]) => backend.call('POST', '/candidates/import', { candidates: rows });
    expect(await importing(good, { ...good, email: 'ADA@analytical.org', name: 'Ada Again' })).toEqual({
      status: 409,
      body: { message: 'ADA@analytical.org is in TalentFlow already (added meanwhile). Nothing was imported.' },
    });
    expect(await importing(good, { ...good, name: 'Mary Twice', email: 'Mary@NASA.gov' })).toEqual({
      status: 409,
      body: { message: 'Mary@NASA.gov is in the list twice for one job. Nothing was imported.' },
    });
    expect(await importing(good, { ...good, email: 'other@nasa.gov', jobId: 'job-404' })).toEqual({
      status: 400,
      body: { message: 'There is no job with the id "job-404". Nothing was imported.' },
    });
    expect(await importing(good, { ...good, email: 'nope' })).toEqual({
      status: 400,
      body: { message: 'Enter a valid email address' },
    });
    expect(await importing(good, { ...good, email: 'x@x.io', version: 3 })).toEqual({
      status: 400,
      body: { message: 'Cannot change version' },
    });
    expect(await importing(good, 'Someone')).toEqual({
      status: 400,
      body: { message: 'Candidate 2 must be a JSON object' },
    });
    expect(await backend.call('POST', '/candidates/import', { candidates: [] })).toEqual({
      status: 400,
      body: { message: 'The import adds or updates nobody' },
    });
    expect(await backend.call('POST', '/candidates/import', { candidates: {} })).toEqual({
      status: 400,
      body: { message: 'candidates must be a list of candidates' },
    });
    expect(
      await backend.call('POST', '/candidates/import', {
        candidates: [],
        updates: [{ id: 'c1', version: 1, changes: { email: 'new@x.io' } }],
      }),
    ).toEqual({ status: 400, body: { message: 'Cannot change email' } });
    expect(
      await backend.call('POST', '/candidates/import', { candidates: [], updates: [{ id: 'c1', changes: {} }] }),
    ).toEqual({ status: 400, body: { message: 'Update 1 must give the version it was made from' } });
    expect((await list()).total).toBe(4);
  });

  it('POST /candidates/stage moves many in one go, one timeline entry each, or none when one is missing', async () => {
    const moved = await backend.call('POST', '/candidates/stage', { ids: ['c1', 'c2', 'c2', 'c4'], stage: 'hired' });
    // c4 is already hired: it stays as it is, with no entry.
    expect(moved).toEqual({ status: 200, body: { moved: 2, refused: [] } });
    expect((await list('?stage=hired')).items.map((item) => item.id).sort()).toEqual(['c1', 'c2', 'c4']);
    expect((await timeline('c1')).map((entry) => `${entry.from}→${entry.to}`)).toEqual(['applied→hired']);
    expect((await timeline('c2')).map((entry) => `${entry.from}→${entry.to}`)).toEqual(['tech→hired']);
    expect(await timeline('c4')).toEqual([]);

    expect((await backend.call('POST', '/candidates/stage', { ids: ['c3', 'nobody'], stage: 'offer' })).status).toBe(
      404,
    );
    expect((await stored('c3')).stage).toBe('tech');
    expect(await timeline('c3')).toEqual([]);
    expect((await backend.call('POST', '/candidates/stage', { ids: ['c3'], stage: 'interview' })).status).toBe(400);
    expect((await backend.call('POST', '/candidates/stage', { ids: 'c3', stage: 'offer' })).status).toBe(400);
    expect((await backend.call('POST', '/candidates/stage', { ids: [], stage: 'offer' })).status).toBe(400);
  });

  it('POST /candidates/stage leaves those someone else moved meanwhile where they are, and moves the rest', async () => {
    // The mover saw c1 in applied and c2, c3 in tech; meanwhile someone moved c2 to offer.
    expect((await backend.call('PATCH', '/candidates/c2', { stage: 'offer', fromStage: 'tech' })).status).toBe(200);
    const fromStages = { c1: 'applied', c2: 'tech', c3: 'tech' };
    const answer = await backend.call('POST', '/candidates/stage', {
      ids: ['c1', 'c2', 'c3'],
      stage: 'screen',
      fromStages,
    });
    expect(answer).toEqual({ status: 200, body: { moved: 2, refused: [{ id: 'c2', stage: 'offer' }] } });
    expect((await stored('c2')).stage).toBe('offer');
    expect((await timeline('c2')).map((entry) => `${entry.from}→${entry.to}`)).toEqual(['tech→offer']);
    expect([(await stored('c1')).stage, (await stored('c3')).stage]).toEqual(['screen', 'screen']);
    // Sent again (its answer lost): nothing left to move, nothing refused.
    const again = await backend.call('POST', '/candidates/stage', { ids: ['c1', 'c3'], stage: 'screen', fromStages });
    expect(again).toEqual({ status: 200, body: { moved: 0, refused: [] } });
    const bad = { ids: ['c1'], stage: 'tech', fromStages: { c1: 'interview' } };
    expect((await backend.call('POST', '/candidates/stage', bad)).status).toBe(400);
  });

  it('keeps notes as typed with their mentions, refuses blank ones and lists the newest first', async () => {
    const add = (text: string) => backend.call<CandidateNote>('POST', '/candidates/c1/notes', { text });
    expect(await add('   \n ')).toEqual({ status: 400, body: { message: 'Write something before adding a note' } });
    backend.setNow(new Date('2026-01-01T00:00:00Z'));
    await add('Ping @alice and @bob, then @alice again');
    backend.setNow(new Date('2026-01-02T00:00:00Z'));
    const text = '<img src=x onerror=alert(1)> @eve';
    await add(text);
    const notes = (await backend.call<CandidateNote[]>('GET', '/candidates/c1/notes')).body;
    expect(notes.map((note) => note.text)).toEqual([text, 'Ping @alice and @bob, then @alice again']);
    expect(notes[1]).toMatchObject({
      author: TEST_ADMIN.name,
      mentions: ['@alice', '@bob'],
      candidateId: 'c1',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(notes[0].mentions).toEqual(['@eve']);
    expect((await backend.call('POST', '/candidates/nobody/notes', { text: 'hello' })).status).toBe(404);
  });

  it('POST /candidates/delete removes candidates with their notes and timeline, and nothing else', async () => {
    await backend.call('POST', '/candidates/c1/notes', { text: 'first' });
    await backend.call('POST', '/candidates/c2/notes', { text: 'keep me' });
    await backend.call('PATCH', '/candidates/c1', { stage: 'screen' });
    await backend.call('PATCH', '/candidates/c2', { stage: 'offer' });
    expect(await backend.call('POST', '/candidates/delete', { ids: ['c1', 'c3'] })).toEqual({
      status: 200,
      body: { deleted: 2 },
    });
    expect(names((await list()).items)).toEqual(['Grace Hopper', 'Katherine Johnson']);
    expect(await backend.store().candidates.notes('c1')).toEqual([]);
    expect(await timeline('c1')).toEqual([]);
    expect(await backend.store().candidates.notes('c2')).toHaveLength(1);
    expect(await timeline('c2')).toHaveLength(1);
    expect((await backend.call('POST', '/candidates/delete', { ids: 'c2' })).status).toBe(400);
  });

  it('counts the insights, for all jobs and per job, as worked out from every candidate and stage change', async () => {
    const moves: [string, string, string][] = [
      ['c1', 'screen', '2026-11-01T09:00:00Z'],
      ['c1', 'tech', '2026-11-04T09:00:00Z'],
      ['c3', 'offer', '2026-11-05T09:00:00Z'],
      ['c1', 'rejected', '2026-11-09T21:00:00Z'],
      ['c2', 'offer', '2026-11-10T09:00:00Z'],
      ['c3', 'hired', '2026-11-12T09:00:00Z'],
    ];
    for (const [id, stage, at] of moves) {
      backend.setNow(new Date(at));
      expect((await backend.call('PATCH', `/candidates/${id}`, { stage })).status).toBe(200);
    }
    const candidates = (await list()).items;
    const timeline = (await Promise.all(candidates.map((candidate) => timeline_(candidate.id)))).flat();
    for (const jobId of ['', 'job-1', 'job-2']) {
      const own = candidates.filter((candidate) => !jobId || candidate.jobId === jobId);
      // No move here gave a reason nor an offer (server/rejectionsApi.test.ts, offersApi.test.ts count those).
      const expected = {
        ...computeInsights(own, timeline),
        rejections: [],
        offers: { sent: 0, accepted: 0, declined: 0 },
      };
      const counted = await backend.call<Insights>('GET', `/api/insights?jobId=${jobId}`);
      expect(counted).toEqual({ status: 200, body: JSON.parse(JSON.stringify(expected)) });
    }
    expect(computeInsights(candidates, timeline).funnel.map((step) => step.reached)).toEqual([4, 4, 4, 3, 2]);
    const reached = await backend.call<string[]>('GET', '/api/insights/reached?stage=offer');
    expect(reached.body.sort()).toEqual(['c2', 'c3', 'c4']);
    expect((await backend.call('GET', '/api/insights/reached?stage=rejected')).status).toBe(400);
  });
});
