import {
  ACTIVITY_PAGE_SIZE,
  endOfDay,
  namedActivity,
  startOfDay,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityPage,
} from '@/lib/activity/activity';
import type { Sql } from '../sql';
import { iso } from './candidates';

interface ActivityRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  kind: ActivityEntry['kind'];
  action: ActivityEntry['action'];
  subject_id: string;
  job_id: string | null;
  candidate_id: string | null;
  before: ActivityEntry['before'];
  after: ActivityEntry['after'];
  job_title: string | null;
  candidate_name: string | null;
}

const MATCHING = `($1::text IS NULL OR a.actor_id = $1) AND ($2::text IS NULL OR a.job_id = $2)
  AND ($3::text IS NULL OR a.candidate_id = $3) AND ($4::timestamptz IS NULL OR a.at >= $4)
  AND ($5::timestamptz IS NULL OR a.at < $5)`;

/** One page of the log (migrations/019), newest first, as lib/activity/activity.ts's matchesActivity filters. */
export async function listActivity(sql: Sql, filter: ActivityFilter): Promise<ActivityPage> {
  const params = [
    filter.memberId ?? null,
    filter.jobId ?? null,
    filter.candidateId ?? null,
    filter.from ? startOfDay(filter.from) : null,
    filter.to ? endOfDay(filter.to) : null,
  ];
  const [{ total }] = await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM activity a WHERE ${MATCHING}`,
    params,
  );
  const totalPages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const page = Math.min(filter.page, totalPages);
  const rows = await sql.query<ActivityRow>(
    `SELECT a.*, j.title AS job_title, c.name AS candidate_name FROM activity a
     LEFT JOIN jobs j ON j.id = a.job_id LEFT JOIN candidates c ON c.id = a.candidate_id
     WHERE ${MATCHING} ORDER BY a.id DESC LIMIT $6 OFFSET $7`,
    [...params, ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE],
  );
  const jobTitles = new Map(rows.flatMap((row) => (row.job_id && row.job_title ? [[row.job_id, row.job_title]] : [])));
  const candidateNames = new Map(
    rows.flatMap((row) => (row.candidate_id && row.candidate_name ? [[row.candidate_id, row.candidate_name]] : [])),
  );
  const items = rows.map((row) =>
    namedActivity(
      {
        id: String(row.id),
        at: iso(row.at),
        actorId: row.actor_id,
        actorName: row.actor_name,
        kind: row.kind,
        action: row.action,
        subjectId: row.subject_id,
        jobId: row.job_id,
        candidateId: row.candidate_id,
        before: row.before,
        after: row.after,
      },
      jobTitles,
      candidateNames,
    ),
  );
  return { items, total, page, pageSize: ACTIVITY_PAGE_SIZE, totalPages };
}
