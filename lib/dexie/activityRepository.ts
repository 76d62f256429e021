import type { TalentFlowDB } from './db';
import {
  ACTIVITY_PAGE_SIZE,
  endOfDay,
  matchesActivity,
  namedActivity,
  startOfDay,
  type ActivityFilter,
  type ActivityPage,
} from '@/lib/activity/activity';

/**
 * The entries to look through, newest first: by the narrowest index the filter names, else by
 * key, which begins with the time (so days are a key range). An index's equal entries are in key
 * order, so each way reads newest first without sorting.
 */
function entriesNamed(db: TalentFlowDB, filter: ActivityFilter) {
  if (filter.candidateId) return db.activity.where('candidateId').equals(filter.candidateId).reverse();
  if (filter.jobId) return db.activity.where('jobId').equals(filter.jobId).reverse();
  if (filter.memberId) return db.activity.where('actorId').equals(filter.memberId).reverse();
  if (filter.from || filter.to) {
    const lower = filter.from ? startOfDay(filter.from) : '';
    const upper = filter.to ? endOfDay(filter.to) : '\uffff';
    return db.activity.where(':id').between(lower, upper).reverse();
  }
  return db.activity.toCollection().reverse();
}

/** One page of the log, newest first, with its jobs' titles and candidates' names. */
export async function listActivity(db: TalentFlowDB, filter: ActivityFilter): Promise<ActivityPage> {
  return db.transaction('r', [db.activity, db.jobs, db.candidates], async () => {
    const matching = () => entriesNamed(db, filter).filter((entry) => matchesActivity(entry, filter));
    const total = await matching().count();
    const totalPages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
    const page = Math.min(filter.page, totalPages);
    const entries = await matching()
      .offset((page - 1) * ACTIVITY_PAGE_SIZE)
      .limit(ACTIVITY_PAGE_SIZE)
      .toArray();
    const jobIds = [...new Set(entries.flatMap((entry) => (entry.jobId ? [entry.jobId] : [])))];
    const candidateIds = [...new Set(entries.flatMap((entry) => (entry.candidateId ? [entry.candidateId] : [])))];
    const [jobs, candidates] = await Promise.all([db.jobs.bulkGet(jobIds), db.candidates.bulkGet(candidateIds)]);
    const jobTitles = new Map(jobs.flatMap((job) => (job ? [[job.id, job.title] as const] : [])));
    const candidateNames = new Map(candidates.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
    const items = entries.map((entry) => namedActivity(entry, jobTitles, candidateNames));
    return { items, total, page, pageSize: ACTIVITY_PAGE_SIZE, totalPages };
  });
}
