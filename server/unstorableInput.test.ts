import { beforeEach, describe, expect, it } from 'vitest';
import { testJobs } from '@/lib/test/jobs';
import type { Candidate, Page } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

const ada: Candidate = {
  id: 'c1',
  name: 'Ada Lovelace',
  email: 'ada@analytical.org',
  stage: 'applied',
  jobId: 'job-1',
};

const job = (fields: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  title: 'Platform Engineer',
  status: 'active',
  tags: [],
  skills: [],
  type: 'Contract',
  order: 0,
  ...fields,
});

const newCandidate = (fields: Record<string, unknown>) => ({
  name: 'Grace Hopper',
  email: `grace.${crypto.randomUUID().slice(0, 6)}@navy.mil`,
  jobId: 'job-1',
  ...fields,
});

/** JSON as a client could send it: a lone surrogate escaped, which JSON.stringify never writes raw. */
const withLoneSurrogate = (body: Record<string, unknown>, field: string) =>
  JSON.stringify({ ...body, [field]: 'Ada \uFFFF' })
    .replace('\\uffff', '\\ud800')
    .replace('\uffff', '\\ud800');

describe.each(BACKENDS)('input no store can keep, over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const candidates = async () =>
    (await backend.call<Page<Candidate>>('GET', '/candidates')).body.items.map(({ name }) => name);

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1']));
    await backend.addCandidates([ada]);
  });

  const refusals: [string, string, string, unknown, RegExp][] = [
    ['a NUL byte in a name', 'POST', '/candidates', newCandidate({ name: 'Ada\u0000' }), /NUL/],
    ['a lone surrogate in a name', 'POST', '/candidates', withLoneSurrogate(newCandidate({}), 'name'), /Unicode/],
    ['a name of 100 000 characters', 'POST', '/candidates', newCandidate({ name: 'a'.repeat(100_000) }), /at most/],
    [
      'a name of 201 characters',
      'POST',
      '/candidates',
      newCandidate({ name: 'a'.repeat(201) }),
      /Name must be at most 200/,
    ],
    [
      'an email of 255 characters',
      'POST',
      '/candidates',
      newCandidate({ email: `${'a'.repeat(243)}@example.org` }),
      /Email must be at most 254/,
    ],
    ['a NUL byte in a field name', 'POST', '/candidates', { ...newCandidate({}), ['na\u0000me']: 'x' }, /NUL/],
    ['an edit with a NUL byte', 'PATCH', '/candidates/c1', { name: 'Ada\u0000Byron' }, /NUL/],
    ['a note of 10 001 characters', 'POST', '/candidates/c1/notes', { text: 'n'.repeat(10_001) }, /10,000/],
    ['a note with a NUL byte', 'POST', '/candidates/c1/notes', { text: 'hello\u0000' }, /NUL/],
    [
      'an id of 101 characters in a bulk move',
      'POST',
      '/candidates/stage',
      { ids: ['c'.repeat(101)], stage: 'tech' },
      /at most 100/,
    ],
    ['a job starting on 2026-02-31', 'POST', '/api/jobs', job({ startDate: '2026-02-31' }), /startDate must be a date/],
    ['a job ending on 2026-13-01', 'POST', '/api/jobs', job({ endDate: '2026-13-01' }), /endDate must be a date/],
    [
      'a job with 51 tags',
      'POST',
      '/api/jobs',
      job({ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }),
      /at most 50/,
    ],
    [
      'a job with a title of 201 characters',
      'POST',
      '/api/jobs',
      job({ title: 't'.repeat(201) }),
      /characters or fewer/,
    ],
    [
      'a job with an id of 101 characters',
      'POST',
      '/api/jobs',
      job({ id: 'j'.repeat(101) }),
      /Job id must be at most 100/,
    ],
    ['a job with a NUL in its package', 'POST', '/api/jobs', job({ package: '$1\u0000' }), /NUL/],
  ];

  it.each(refusals)(
    'refuses %s with 400 and a message, and stores nothing',
    async (_what, method, path, body, message) => {
      const before = {
        candidates: await candidates(),
        jobs: await backend.jobs(),
        notes: await backend.store().candidates.notes('c1'),
      };
      const answer = await backend.call<{ message: string }>(method, path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(await candidates()).toEqual(before.candidates);
      expect(await backend.jobs()).toEqual(before.jobs);
      expect(await backend.store().candidates.notes('c1')).toEqual(before.notes);
      expect((await backend.store().candidates.get('c1'))?.name).toBe('Ada Lovelace');
    },
  );

  it('refuses a NUL byte in a search or a path, and an id over 100 characters in a path, with 400', async () => {
    for (const path of ['/candidates?search=a%00b', '/candidates/c%00', `/candidates/${'c'.repeat(101)}`]) {
      const answer = await backend.call<{ message: string }>('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toMatch(/NUL|at most 100|Unicode/);
    }
  });

  it('keeps a name of 200 characters, an email of 254 and a note of 10 000', async () => {
    const name = 'N'.repeat(200);
    const email = `${'e'.repeat(242)}@example.org`;
    const added = await backend.call<Candidate>('POST', '/candidates', newCandidate({ name, email }));
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name, email });
    expect((await backend.call('POST', '/candidates/c1/notes', { text: 'n'.repeat(10_000) })).status).toBe(200);
    expect((await backend.call('POST', '/api/jobs', job({ startDate: '2028-02-29' }))).status).toBe(200);
  });
});
