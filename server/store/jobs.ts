import { ANOTHER_JOB_HAS_THIS_TITLE, CANDIDATE_STAGES, CHANGED_ELSEWHERE } from '@/lib/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/data/errors';
import { assertReorderable, matchJobs } from '@/lib/data/jobs';
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

/**
 * Every job write takes this lock first, so job writes run one at a time: creating and
 * reordering renumber jobs (orders stay 0..n-1), and an edit changes index entries whose
 * deferred uniqueness checks would otherwise wait on a reorder that waits on the edit's row,
 * a deadlock PostgreSQL breaks only after a second.
 */
const LOCK_ORDER = "SELECT pg_advisory_xact_lock(hashtext('talentflow.jobs.order'))";

async function allJobs(sql: Sql): Promise<Job[]> {
  return (await sql.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs ORDER BY sort_order`)).map(toJob);
}

async function findJob(sql: Sql, id: string): Promise<Job | undefined> {
  const [row] = await sql.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = $1`, [id]);
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

/** Adds jobs as they are, in one statement, leaving out any whose id is taken; answers how many it added. */
export async function insertJobs(sql: Sql, jobs: Job[]): Promise<number> {
  const added = await sql.query(
    `INSERT INTO jobs (id, title, slug, status, tags, skills, start_date, end_date, package, type, sort_order)
     SELECT id, title, slug, status, tags, skills, "startDate", "endDate", package, type, "order"
     FROM jsonb_to_recordset($1::jsonb) AS job(id text, title text, slug text, status text, tags jsonb,
       skills jsonb, "startDate" date, "endDate" date, package text, type text, "order" integer)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [JSON.stringify(jobs)],
  );
  return added.length;
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
        // The same request again (a retry, a double click) answers with the job it created.
        const sameRequest = (existing: Job) => {
          if (existing.title === input.title) return existing;
          throw new ConflictError(DUPLICATE_MESSAGES.jobs_pkey);
        };
        const earlier = await findJob(tx, input.id);
        if (earlier) return sameRequest(earlier);
        // Checked before the lock, which job writes wait for, to keep it short: the checks give
        // the refusal's message, the constraints decide a race with another write.
        const slug = slugify(input.title);
        await assertTitleAndSlugFree(tx, input.title, slug, input.id);
        await tx.query(LOCK_ORDER);
        const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM jobs');
        const job: Job = { ...input, slug, order: count, version: 1 };
        const inserted = await refusingDuplicates(() => insertJobs(tx, [job]), DUPLICATE_MESSAGES);
        if (inserted === 0) return sameRequest((await findJob(tx, input.id))!);
        return job;
      }),
    update: async (id, input) => {
      if (input.id !== id) throw new InvalidInputError('The job id in the body does not match the URL');
      return sql.transaction(async (tx) => {
        const existing = await findJob(tx, id);
        if (!existing) throw new RecordNotFoundError('Job not found');
        const version = input.version ?? existing.version!;
        if (version !== existing.version) throw new ConflictError(CHANGED_ELSEWHERE);
        const slug = input.title === existing.title ? existing.slug : slugify(input.title);
        // Checked before the lock, as a create is.
        await assertTitleAndSlugFree(tx, input.title, slug, id);
        await tx.query(LOCK_ORDER);
        // Written only if nobody edited it since it was read: a second edit from the same version
        // waits for the lock, then finds the version moved on and is refused.
        const [written] = await refusingDuplicates(
          () =>
            tx.query<{ sort_order: number; version: number }>(
              `UPDATE jobs SET title = $2, slug = $3, status = $4, tags = $5::jsonb, skills = $6::jsonb,
                 start_date = $7::date, end_date = $8::date, package = $9, type = $10, version = version + 1
               WHERE id = $1 AND version = $11 RETURNING sort_order, version`,
              [...jobValues({ ...input, slug, order: existing.order }).slice(0, 10), version],
            ),
          DUPLICATE_MESSAGES,
        );
        if (!written) {
          if (!(await findJob(tx, id))) throw new RecordNotFoundError('Job not found');
          throw new ConflictError(CHANGED_ELSEWHERE);
        }
        // Order is changed only by a reorder, so an edit keeps the stored one.
        return { ...input, slug, order: written.sort_order, version: written.version };
      });
    },
    reorder: (id, fromOrder, toOrder) =>
      sql.transaction(async (tx) => {
        await tx.query(LOCK_ORDER);
        const [{ stored, count }] = await tx.query<{ stored: number | null; count: number }>(
          'SELECT (SELECT sort_order FROM jobs WHERE id = $1) AS stored, count(*)::int AS count FROM jobs',
          [id],
        );
        assertReorderable(stored ?? undefined, count, fromOrder, toOrder);
        // One statement shifts the jobs between the two places by one and puts the job at its
        // new place (the order's unique constraint is checked at commit).
        await tx.query(
          `UPDATE jobs SET sort_order = CASE WHEN id = $1 THEN $3::int WHEN $2::int < $3::int THEN sort_order - 1
             ELSE sort_order + 1 END
           WHERE sort_order BETWEEN least($2::int, $3::int) AND greatest($2::int, $3::int)`,
          [id, fromOrder, toOrder],
        );
      }),
  };
}
