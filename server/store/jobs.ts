import { ANOTHER_JOB_HAS_THIS_TITLE, CANDIDATE_STAGES, CHANGED_ELSEWHERE } from '@/lib/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/data/errors';
import { matchJobs, reorderedJobs } from '@/lib/data/jobs';
import type { JobStore } from '@/lib/data/store';
import { paginate } from '@/lib/paging';
import { slugify } from '@/lib/slug';
import type { Job, JobInput, StageCounts } from '@/lib/types';
import type { Sql } from '../sql';
import { refusingDuplicates } from './errors';

interface JobRow {
  id: string;
  title: string;
  slug: string;
  status: Job['status'];
  tags: string[];
  skills: string[];
  start_date: string | null;
  end_date: string | null;
  package: string | null;
  type: Job['type'];
  sort_order: number;
  version: number;
}

const JOB_COLUMNS = `id, title, slug, status, tags, skills, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date, package, type, sort_order, version`;

/** A row as the API shows a job: absent optional fields are left out, as the browser's store leaves them. */
function toJob(row: JobRow): Job {
  const job: Job = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    tags: row.tags,
    skills: row.skills,
    type: row.type,
    order: row.sort_order,
    version: row.version,
  };
  if (row.start_date !== null) job.startDate = row.start_date;
  if (row.end_date !== null) job.endDate = row.end_date;
  if (row.package !== null) job.package = row.package;
  return job;
}

const DUPLICATE_MESSAGES = {
  jobs_title_key: ANOTHER_JOB_HAS_THIS_TITLE,
  jobs_slug_key: 'A job with this slug already exists',
  jobs_pkey: 'A job with this id already exists',
};

/** Creating and reordering renumber jobs: they take this lock so that orders stay 0..n-1. */
const LOCK_ORDER = "SELECT pg_advisory_xact_lock(hashtext('talentflow.jobs.order'))";

async function allJobs(sql: Sql): Promise<Job[]> {
  return (await sql.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs ORDER BY sort_order`)).map(toJob);
}

async function findJob(sql: Sql, id: string, { lock = false } = {}): Promise<Job | undefined> {
  const [row] = await sql.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return row && toJob(row);
}

/** The same refusals, in the same order, as the browser's store (lib/data/jobs.ts). */
async function assertTitleAndSlugFree(sql: Sql, title: string, slug: string, ownId: string) {
  const titleHolder = await sql.query('SELECT 1 FROM jobs WHERE lower(btrim(title)) = lower(btrim($1)) AND id <> $2', [
    title,
    ownId,
  ]);
  if (titleHolder.length > 0) throw new ConflictError(ANOTHER_JOB_HAS_THIS_TITLE);
  if (!slug) throw new InvalidInputError('Title must contain a letter or a digit');
  const slugHolder = await sql.query('SELECT 1 FROM jobs WHERE slug = $1 AND id <> $2', [slug, ownId]);
  if (slugHolder.length > 0) throw new ConflictError(DUPLICATE_MESSAGES.jobs_slug_key);
}

const jobValues = (job: Job) => [
  job.id,
  job.title,
  job.slug,
  job.status,
  JSON.stringify(job.tags),
  JSON.stringify(job.skills),
  job.startDate ?? null,
  job.endDate ?? null,
  job.package ?? null,
  job.type,
  job.order,
];

/** Adds jobs as they are, in one statement (sample data, tests). */
export async function insertJobs(sql: Sql, jobs: Job[]): Promise<void> {
  await sql.query(
    `INSERT INTO jobs (id, title, slug, status, tags, skills, start_date, end_date, package, type, sort_order)
     SELECT id, title, slug, status, tags, skills, "startDate", "endDate", package, type, "order"
     FROM jsonb_to_recordset($1::jsonb) AS job(id text, title text, slug text, status text, tags jsonb,
       skills jsonb, "startDate" date, "endDate" date, package text, type text, "order" integer)`,
    [JSON.stringify(jobs)],
  );
}

export function sqlJobStore(sql: Sql): JobStore {
  return {
    listAll: () => allJobs(sql),
    find: async (filters) => matchJobs(await allJobs(sql), filters),
    list: async (filters) => paginate(matchJobs(await allJobs(sql), filters), filters.page, filters.pageSize),
    detail: (id) =>
      sql.transaction(async (tx) => {
        const job = await findJob(tx, id);
        if (!job) throw new RecordNotFoundError('Job not found');
        const rows = await tx.query<{ stage: string; count: number }>(
          'SELECT stage, count(*)::int AS count FROM candidates WHERE job_id = $1 GROUP BY stage',
          [id],
        );
        const counted = new Map(rows.map((row) => [row.stage, row.count]));
        const candidateCounts = Object.fromEntries(
          CANDIDATE_STAGES.map((stage) => [stage, counted.get(stage) ?? 0]),
        ) as StageCounts;
        return { ...job, candidateCounts };
      }),
    create: (input: JobInput) =>
      sql.transaction(async (tx) => {
        await tx.query(LOCK_ORDER);
        const existing = await findJob(tx, input.id);
        // The same request again (a retry, a double click) answers with the job it created.
        if (existing && existing.title === input.title) return existing;
        if (existing) throw new ConflictError(DUPLICATE_MESSAGES.jobs_pkey);
        const slug = slugify(input.title);
        await assertTitleAndSlugFree(tx, input.title, slug, input.id);
        const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM jobs');
        const job: Job = { ...input, slug, order: count, version: 1 };
        await refusingDuplicates(() => insertJobs(tx, [job]), DUPLICATE_MESSAGES);
        return job;
      }),
    update: async (id, input) => {
      if (input.id !== id) throw new InvalidInputError('The job id in the body does not match the URL');
      return sql.transaction(async (tx) => {
        // Locked until the edit is written: a second edit from the same version waits, then is refused.
        const existing = await findJob(tx, id, { lock: true });
        if (!existing) throw new RecordNotFoundError('Job not found');
        if (input.version !== undefined && input.version !== existing.version) {
          throw new ConflictError(CHANGED_ELSEWHERE);
        }
        const slug = input.title === existing.title ? existing.slug : slugify(input.title);
        await assertTitleAndSlugFree(tx, input.title, slug, id);
        // Order is changed only by a reorder, so an edit keeps the stored one.
        const job: Job = { ...input, slug, order: existing.order, version: existing.version! + 1 };
        await refusingDuplicates(
          () =>
            tx.query(
              `UPDATE jobs SET title = $2, slug = $3, status = $4, tags = $5::jsonb, skills = $6::jsonb,
                 start_date = $7::date, end_date = $8::date, package = $9, type = $10, version = version + 1
               WHERE id = $1`,
              jobValues(job).slice(0, 10),
            ),
          DUPLICATE_MESSAGES,
        );
        return job;
      });
    },
    reorder: (id, fromOrder, toOrder) =>
      sql.transaction(async (tx) => {
        await tx.query(LOCK_ORDER);
        for (const job of reorderedJobs(await allJobs(tx), id, fromOrder, toOrder)) {
          await tx.query('UPDATE jobs SET sort_order = $2 WHERE id = $1', [job.id, job.order]);
        }
      }),
  };
}
