import { beforeEach, describe, expect, it } from 'vitest';
import { SALARY_BANDS } from '@/lib/shared/constants';
import type { Job, JobDetail, JobInput, Page } from '@/lib/shared/types';
import { BACKENDS, useBackend } from './test/backends';

function job(index: number, fields: Partial<Job> = {}): Job {
  return {
    id: `job-${index + 1}`,
    title: `Job ${index + 1}`,
    slug: `job-${index + 1}`,
    status: 'active',
    tags: [],
    skills: [],
    type: 'Full-Time',
    order: index,
    ...fields,
  };
}

const input = (fields: Partial<JobInput> = {}): JobInput => ({
  id: crypto.randomUUID(),
  title: 'Platform Engineer',
  status: 'active',
  tags: ['remote'],
  skills: ['Go'],
  type: 'Contract',
  order: 0,
  ...fields,
});

describe.each(BACKENDS)('the jobs API over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const list = (query: string) => backend.call<Page<Job>>('GET', `/api/jobs${query}`);
  const titles = (page: { body: Page<Job> }) => page.body.items.map((item) => item.title);

  describe('GET /api/jobs', () => {
    beforeEach(async () => {
      await backend.addJobs(
        Array.from({ length: 23 }, (_, index) => job(index, { status: index % 4 === 3 ? 'archived' : 'active' })),
      );
    });

    it('pages in job order, 10 by default', async () => {
      const first = await list('');
      expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 10, totalPages: 3 });
      expect(titles(first)).toEqual(Array.from({ length: 10 }, (_, index) => `Job ${index + 1}`));
      const last = await list('?page=3');
      expect(titles(last)).toEqual(['Job 21', 'Job 22', 'Job 23']);
      expect((await list('?page=2&pageSize=5')).body.items[0].title).toBe('Job 6');
    });

    it('clamps a page past the end to the last page', async () => {
      expect((await list('?page=9')).body.page).toBe(3);
    });

    it('filters by status', async () => {
      const archived = await list('?status=archived&pageSize=50');
      expect(archived.body.total).toBe(5);
      expect(archived.body.items.every((item) => item.status === 'archived')).toBe(true);
      expect((await list('?status=active')).body.total).toBe(18);
    });

    it('searches titles case-insensitively by substring', async () => {
      const found = await list('?search=JOB%202&pageSize=50');
      expect(titles(found)).toEqual(['Job 2', 'Job 20', 'Job 21', 'Job 22', 'Job 23']);
      expect((await list('?search=nothing')).body).toMatchObject({ total: 0, totalPages: 1, items: [] });
    });

    it.each([
      ['status=unknown', 'status must be active or archived'],
      ['sort=salary:asc', 'Cannot sort by "salary:asc"'],
      ['page=0', 'page and pageSize must be positive whole numbers'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await list(`?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });
  });

  describe('sorting', () => {
    beforeEach(async () => {
      await backend.addJobs([
        job(0, {
          title: 'beta',
          status: 'archived',
          tags: ['onsite'],
          skills: ['SQL'],
          startDate: '2026-03-01',
          package: '$60k - $90k',
          type: 'Intern',
        }),
        job(1, {
          title: 'Alpha',
          tags: ['hybrid', 'remote'],
          skills: ['AWS'],
          startDate: '2025-12-31',
          package: '$120k+',
          type: 'Contract',
        }),
        job(2, { title: 'gamma', tags: [], skills: [], package: '$40k - $60k', type: 'Part-Time' }),
        job(3, {
          title: 'Delta 10',
          tags: ['remote'],
          skills: ['React', 'SQL'],
          startDate: '2026-01-15',
          package: 'Competitive',
        }),
        job(4, { title: 'Delta 9', package: undefined }),
      ]);
    });

    const sorted = async (sort: string) => titles(await list(`?sort=${sort}`));

    it('sorts text by locale order, ignoring case, numbers by value', async () => {
      expect(await sorted('title:asc')).toEqual(['Alpha', 'beta', 'Delta 9', 'Delta 10', 'gamma']);
      expect(await sorted('title:desc')).toEqual(['gamma', 'Delta 10', 'Delta 9', 'beta', 'Alpha']);
    });

    it('sorts status and type as text', async () => {
      expect((await sorted('status:asc'))[4]).toBe('beta');
      expect((await sorted('status:desc'))[0]).toBe('beta');
      expect(await sorted('type:asc')).toEqual(['Alpha', 'Delta 10', 'Delta 9', 'beta', 'gamma']);
    });

    it('sorts dates by time with missing dates last in both directions', async () => {
      expect(await sorted('startDate:asc')).toEqual(['Alpha', 'Delta 10', 'beta', 'gamma', 'Delta 9']);
      expect(await sorted('startDate:desc')).toEqual(['beta', 'Delta 10', 'Alpha', 'gamma', 'Delta 9']);
    });

    it('sorts lists by their joined text with empty lists last', async () => {
      expect(await sorted('tags:asc')).toEqual(['Alpha', 'beta', 'Delta 10', 'gamma', 'Delta 9']);
      expect(await sorted('tags:desc')).toEqual(['Delta 10', 'beta', 'Alpha', 'gamma', 'Delta 9']);
      expect(await sorted('skills:asc')).toEqual(['Alpha', 'Delta 10', 'beta', 'gamma', 'Delta 9']);
    });

    it('sorts packages by salary band, other text after the bands, missing last', async () => {
      expect(SALARY_BANDS[0]).toBe('$40k - $60k');
      expect(await sorted('package:asc')).toEqual(['gamma', 'beta', 'Alpha', 'Delta 10', 'Delta 9']);
      expect(await sorted('package:desc')).toEqual(['Delta 10', 'Alpha', 'beta', 'gamma', 'Delta 9']);
    });
  });

  describe('POST /api/jobs', () => {
    it('creates an active job at the end of the order with a slug from its title', async () => {
      await backend.addJobs([job(0), job(1)]);
      const created = await backend.call<Job>(
        'POST',
        '/api/jobs',
        input({ title: '  Senior Ünïcode Dev  ', order: 0 }),
      );
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        title: 'Senior Ünïcode Dev',
        slug: 'senior-unicode-dev',
        order: 2,
        status: 'active',
      });
      expect(await backend.job(created.body.id)).toEqual(created.body);
    });

    it.each([
      [{ title: '   ' }, 'Title is required'],
      [{ title: 'x'.repeat(121) }, 'Keep the title to 120 characters or fewer'],
      [{ type: 'Freelance' }, 'Type must be one of Full-Time, Part-Time, Intern, Contract'],
      [{ status: 'paused' }, 'Status must be active or archived'],
      [{ tags: 'remote' }, 'Tags and skills must be lists of text'],
      [{ startDate: '01/02/2026' }, 'startDate must be a date (YYYY-MM-DD)'],
      [{ startDate: '2026-05-01', endDate: '2026-04-01' }, 'End date must not be before the start date'],
      [{ title: '!!!' }, 'Title must contain a letter or a digit'],
    ])('refuses %o with 400 and a message', async (fields, message) => {
      const response = await backend.call('POST', '/api/jobs', { ...input(), ...fields });
      expect(response).toEqual({ status: 400, body: { message } });
      expect((await backend.jobs()).length).toBe(0);
    });

    it('refuses a body that is not JSON', async () => {
      const response = await backend.call('POST', '/api/jobs', '{nope');
      expect(response).toEqual({ status: 400, body: { message: 'The request body must be JSON' } });
    });

    it('answers 409 when the slug is taken', async () => {
      await backend.call('POST', '/api/jobs', input({ title: 'Data Analyst' }));
      const duplicate = await backend.call('POST', '/api/jobs', input({ title: 'data analyst!' }));
      expect(duplicate).toEqual({ status: 409, body: { message: 'A job with this slug already exists' } });
      expect((await backend.jobs()).length).toBe(1);
    });
  });

  describe('POST /api/jobs: one rule for titles, and replays', () => {
    it('refuses a title another job has, seeded or created, ignoring case and spaces', async () => {
      await backend.addJobs([job(0, { title: 'Corporate Security Officer', slug: 'corporate-security-officer-7' })]);
      const response = await backend.call('POST', '/api/jobs', input({ title: '  corporate SECURITY officer ' }));
      expect(response).toEqual({ status: 409, body: { message: 'Another job already has this title' } });
      expect((await backend.jobs()).length).toBe(1);
    });

    it('answers the same request twice with the one job it created', async () => {
      const request = input({ id: 'same-id', title: 'QA Test Engineer' });
      const first = await backend.call<Job>('POST', '/api/jobs', request);
      const second = await backend.call<Job>('POST', '/api/jobs', request);
      expect(second).toEqual(first);
      expect((await backend.jobs()).length).toBe(1);
      const other = await backend.call('POST', '/api/jobs', input({ id: 'same-id', title: 'Another' }));
      expect(other).toEqual({ status: 409, body: { message: 'A job with this id already exists' } });
    });
  });

  describe('PATCH /api/jobs/:id', () => {
    it('updates every field but the order and the careers address, and archives', async () => {
      await backend.addJobs([job(0), job(1)]);
      const response = await backend.call<Job>('PATCH', '/api/jobs/job-2', {
        ...input({ id: 'job-2', title: 'Renamed', status: 'archived', order: 0 }),
      });
      expect(response.status).toBe(200);
      expect(await backend.job('job-2')).toMatchObject({
        title: 'Renamed',
        slug: 'job-2',
        status: 'archived',
        order: 1,
      });
    });

    it('keeps the slug whatever the title becomes, so careers links keep working', async () => {
      await backend.addJobs([job(0, { slug: 'seeded-slug-0' })]);
      await backend.call('PATCH', '/api/jobs/job-1', input({ id: 'job-1', title: 'Job 1', status: 'archived' }));
      expect((await backend.job('job-1'))?.slug).toBe('seeded-slug-0');
      await backend.call('PATCH', '/api/jobs/job-1', input({ id: 'job-1', title: 'Forward Research Designer' }));
      expect((await backend.job('job-1'))?.slug).toBe('seeded-slug-0');
      const blank = await backend.call('PATCH', '/api/jobs/job-1', input({ id: 'job-1', title: '!!!' }));
      expect(blank).toEqual({ status: 400, body: { message: 'Title must contain a letter or a digit' } });
    });

    it('answers 404 for an unknown job and 409 for a title another job holds', async () => {
      await backend.addJobs([job(0), job(1)]);
      expect((await backend.call('PATCH', '/api/jobs/nope', input({ id: 'nope' }))).status).toBe(404);
      const clash = await backend.call('PATCH', '/api/jobs/job-2', input({ id: 'job-2', title: ' JOB 1 ' }));
      expect(clash).toEqual({ status: 409, body: { message: 'Another job already has this title' } });
      expect((await backend.job('job-2'))?.title).toBe('Job 2');
    });

    it('refuses an edit that started from a version someone else has changed since, and keeps theirs', async () => {
      await backend.addJobs([job(0), job(1)]);
      const opened = (await backend.job('job-2'))!;
      const version = opened.version ?? 1;
      const first = await backend.call<Job>('PATCH', '/api/jobs/job-2', input({ id: 'job-2', title: 'Mine', version }));
      expect(first.status).toBe(200);
      expect(first.body.version).toBe(version + 1);
      const stale = await backend.call('PATCH', '/api/jobs/job-2', input({ id: 'job-2', title: 'Theirs', version }));
      expect(stale).toEqual({ status: 409, body: { message: 'Changed by someone else since you opened it' } });
      expect((await backend.job('job-2'))?.title).toBe('Mine');
      const bad = await backend.call('PATCH', '/api/jobs/job-2', input({ id: 'job-2', version: 0 }));
      expect(bad).toEqual({ status: 400, body: { message: 'Version must be a positive whole number' } });
    });

    it('answers an edit sent again after its answer was lost with the job, not a conflict', async () => {
      await backend.addJobs([job(0), job(1)]);
      const version = (await backend.job('job-2'))!.version ?? 1;
      const edit = input({ id: 'job-2', title: 'Mine', package: '50k', startDate: '2026-12-01', version });
      const first = await backend.call<Job>('PATCH', '/api/jobs/job-2', edit);
      expect(first.status).toBe(200);
      const again = await backend.call<Job>('PATCH', '/api/jobs/job-2', { ...edit, order: 5 });
      expect(again).toMatchObject({ status: 200, body: { title: 'Mine', package: '50k', version: version + 1 } });
      // The same edit less one field asks for something else: still a conflict.
      const { package: _dropped, ...withoutPackage } = edit;
      expect((await backend.call('PATCH', '/api/jobs/job-2', withoutPackage)).status).toBe(409);
      expect((await backend.job('job-2'))?.version).toBe(version + 1);
    });

    it('lets a job keep its own title in another case', async () => {
      await backend.addJobs([job(0), job(1)]);
      const response = await backend.call('PATCH', '/api/jobs/job-2', input({ id: 'job-2', title: 'JOB 2' }));
      expect(response.status).toBe(200);
    });
  });

  describe('GET /api/jobs/:id', () => {
    it('returns the job with its candidates counted by stage', async () => {
      await backend.addJobs([job(0), job(8, { order: 1 })]);
      await backend.addCandidates([
        { id: 'c1', name: 'A', email: 'a@x.io', stage: 'applied', jobId: 'job-1' },
        { id: 'c2', name: 'B', email: 'b@x.io', stage: 'applied', jobId: 'job-1' },
        { id: 'c3', name: 'C', email: 'c@x.io', stage: 'hired', jobId: 'job-1' },
        { id: 'c4', name: 'D', email: 'd@x.io', stage: 'hired', jobId: 'job-9' },
      ]);
      const response = await backend.call<JobDetail>('GET', '/api/jobs/job-1');
      expect(response.body.candidateCounts).toEqual({
        applied: 2,
        screen: 0,
        tech: 0,
        offer: 0,
        hired: 1,
        rejected: 0,
      });
      expect(response.body.title).toBe('Job 1');
      expect((await backend.call('GET', '/api/jobs/job-404')).status).toBe(404);
    });
  });

  describe('PATCH /api/jobs/:id/reorder', () => {
    beforeEach(async () => {
      await backend.addJobs(Array.from({ length: 6 }, (_, index) => job(index)));
    });

    const orderOfIds = async () => (await backend.jobs()).map((item) => item.id);
    const reorder = (id: string, fromOrder: unknown, toOrder: unknown) =>
      backend.call('PATCH', `/api/jobs/${id}/reorder`, { fromOrder, toOrder });

    it('moves a job down and up, keeping orders unique and gap-free', async () => {
      expect((await reorder('job-1', 0, 3)).status).toBe(200);
      expect(await orderOfIds()).toEqual(['job-2', 'job-3', 'job-4', 'job-1', 'job-5', 'job-6']);
      expect((await reorder('job-6', 5, 0)).status).toBe(200);
      expect(await orderOfIds()).toEqual(['job-6', 'job-2', 'job-3', 'job-4', 'job-1', 'job-5']);
      const orders = (await backend.jobs()).map((item) => item.order).sort((a, b) => a - b);
      expect(orders).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('refuses a stale fromOrder with 409 and changes nothing', async () => {
      const response = await reorder('job-2', 4, 0);
      expect(response.status).toBe(409);
      expect(await orderOfIds()).toEqual(['job-1', 'job-2', 'job-3', 'job-4', 'job-5', 'job-6']);
    });

    it('refuses out-of-range and non-numeric orders and unknown jobs', async () => {
      expect((await reorder('job-1', 0, 6)).status).toBe(400);
      expect((await reorder('job-1', 0, 'last')).status).toBe(400);
      expect((await reorder('job-77', 0, 1)).status).toBe(404);
    });
  });
});
