import { emptyTotals } from './pipelineTotals';
import {
  ANOTHER_JOB_HAS_THIS_TITLE,
  CANDIDATE_STAGES,
  CHANGED_ELSEWHERE,
  JOB_NOT_FOUND,
  JOB_ID_TAKEN,
  SLUG_TAKEN,
  TITLE_NEEDS_LETTER,
} from '@/lib/shared/constants';
import type { TalentFlowDB } from './db';
import { matchJobs, reorderedJobs } from '@/lib/jobs/jobRules';
import { paginate } from '@/lib/shared/paging';
import { slugify } from '@/lib/shared/slug';
import type { Job, JobDetail, JobInput, JobListFilters, Page, StageCounts } from '@/lib/shared/types';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';

/** Every job, in the recruiters' order. */
export function listAllJobs(db: TalentFlowDB): Promise<Job[]> {
  return db.jobs.orderBy('order').toArray();
}

/** Every stored job matching the search and status, in the chosen order. */
export async function findJobs(db: TalentFlowDB, filters: Omit<JobListFilters, 'page' | 'pageSize'>): Promise<Job[]> {
  return matchJobs(await listAllJobs(db), filters);
}

export async function listJobs(db: TalentFlowDB, filters: JobListFilters): Promise<Page<Job>> {
  return paginate(await findJobs(db, filters), filters.page, filters.pageSize);
}

export async function getJobDetail(db: TalentFlowDB, id: string): Promise<JobDetail> {
  return db.transaction('r', [db.jobs, db.pipelineTotals], async () => {
    const job = await db.jobs.get(id);
    if (!job) throw new RecordNotFoundError(JOB_NOT_FOUND);
    const { inStage } = (await db.pipelineTotals.get(id)) ?? emptyTotals(id);
    const candidateCounts = Object.fromEntries(
      CANDIDATE_STAGES.map((stage, index) => [stage, inStage[index]]),
    ) as StageCounts;
    return { ...job, candidateCounts };
  });
}

const titleKey = (title: string) => title.trim().toLocaleLowerCase();

/** Titles are unique, trimmed and ignoring case, for seeded and created jobs alike. */
async function assertTitleFree(db: TalentFlowDB, title: string, ownId: string) {
  const key = titleKey(title);
  const holder = await db.jobs.filter((job) => job.id !== ownId && titleKey(job.title) === key).first();
  if (holder) throw new ConflictError(ANOTHER_JOB_HAS_THIS_TITLE);
}

async function assertSlugFree(db: TalentFlowDB, slug: string, ownId: string) {
  if (!slug) throw new InvalidInputError(TITLE_NEEDS_LETTER);
  const holder = await db.jobs.where('slug').equals(slug).first();
  if (holder && holder.id !== ownId) throw new ConflictError(SLUG_TAKEN);
}

/** New jobs go to the end of the order, whatever order the client proposed, so orders stay unique. */
export async function createJob(db: TalentFlowDB, input: JobInput): Promise<Job> {
  return db.transaction('rw', db.jobs, async () => {
    const existing = await db.jobs.get(input.id);
    // The same request again (a retry, a double click) answers with the job it created.
    if (existing && existing.title === input.title) return existing;
    if (existing) throw new ConflictError(JOB_ID_TAKEN);
    await assertTitleFree(db, input.title, input.id);
    const slug = slugify(input.title);
    await assertSlugFree(db, slug, input.id);
    const postedAt = new Date().toISOString();
    const job: Job = { ...input, slug, order: await db.jobs.count(), postedAt, changedAt: postedAt };
    await db.jobs.add(job);
    return job;
  });
}

/** Order is changed only through reorderJob, so an edit keeps the stored one. */
export async function updateJob(db: TalentFlowDB, id: string, input: JobInput): Promise<Job> {
  if (input.id !== id) throw new InvalidInputError('The job id in the body does not match the URL');
  return db.transaction('rw', db.jobs, async () => {
    const existing = await db.jobs.get(id);
    if (!existing) throw new RecordNotFoundError(JOB_NOT_FOUND);
    const version = existing.version ?? 1;
    if (input.version !== undefined && input.version !== version) throw new ConflictError(CHANGED_ELSEWHERE);
    await assertTitleFree(db, input.title, id);
    // The careers address stays the one the job was created with: links to it keep working.
    const job: Job = {
      ...input,
      slug: existing.slug,
      order: existing.order,
      version: version + 1,
      ...(existing.postedAt ? { postedAt: existing.postedAt } : {}),
      changedAt: new Date().toISOString(),
    };
    await db.jobs.put(job);
    return job;
  });
}

/** Moves one job from fromOrder to toOrder and renumbers the rest 0..n-1. */
export async function reorderJob(db: TalentFlowDB, id: string, fromOrder: number, toOrder: number): Promise<void> {
  await db.transaction('rw', db.jobs, async () => {
    await db.jobs.bulkPut(reorderedJobs(await db.jobs.orderBy('order').toArray(), id, fromOrder, toOrder));
  });
}
