import type { TalentFlowDB } from '@/lib/platform/db';
import { paginate } from '@/lib/shared/paging';
import { ACTIVITY_PAGE_SIZE, matchesActivity, namedActivity, type ActivityFilter, type ActivityPage } from './activity';

/** Where to start reading: the narrowest index the filter names, else the whole log. */
function entriesNamed(db: TalentFlowDB, filter: ActivityFilter) {
  if (filter.candidateId) return db.activity.where('candidateId').equals(filter.candidateId);
  if (filter.jobId) return db.activity.where('jobId').equals(filter.jobId);
  if (filter.memberId) return db.activity.where('actorId').equals(filter.memberId);
  return db.activity.toCollection();
}

/** One page of the log, newest first, with its jobs' titles and candidates' names. */
export async function listActivity(db: TalentFlowDB, filter: ActivityFilter): Promise<ActivityPage> {
  const entries = (await entriesNamed(db, filter).toArray())
    .filter((entry) => matchesActivity(entry, filter))
    .sort((a, b) => (a.id < b.id ? 1 : -1));
  const page = paginate(entries, filter.page, ACTIVITY_PAGE_SIZE);
  const jobIds = [...new Set(page.items.flatMap((entry) => (entry.jobId ? [entry.jobId] : [])))];
  const candidateIds = [...new Set(page.items.flatMap((entry) => (entry.candidateId ? [entry.candidateId] : [])))];
  const [jobs, candidates] = await Promise.all([db.jobs.bulkGet(jobIds), db.candidates.bulkGet(candidateIds)]);
  const jobTitles = new Map(jobs.flatMap((job) => (job ? [[job.id, job.title] as const] : [])));
  const candidateNames = new Map(candidates.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
  return { ...page, items: page.items.map((entry) => namedActivity(entry, jobTitles, candidateNames)) };
}
