import { isLinkToken, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { FEED_NOT_VALID, FEED_PAST_DAYS } from '@/lib/interviews/interviews';
import { interviewFeed } from '@/lib/interviews/invites';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { InterviewStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { teamOf } from './members';
import { type InterviewRow, toInterview } from './schedule';
import { linkTokenHashNow } from './tokenHash';

type Feeds = Pick<InterviewStore, 'calendarFeed' | 'renewCalendarFeed' | 'revokeCalendarFeed' | 'feed'>;

/** Each member's calendar feed over PostgreSQL: its token's digest on their row (migrations/040). */
export function sqlFeeds(sql: Sql, { now = () => new Date(), actor, team }: StoreOptions): Feeds {
  const memberId = actor?.id ?? '';
  return {
    calendarFeed: async () => ({
      active: (await sql.query('SELECT 1 FROM calendar_feeds WHERE member_id = $1', [memberId])).length > 0,
    }),
    renewCalendarFeed: async (linkBase) => {
      const token = newLinkToken();
      await sql.query(
        `INSERT INTO calendar_feeds (member_id, token_hash) VALUES ($1, $2)
         ON CONFLICT (member_id) DO UPDATE SET token_hash = excluded.token_hash`,
        [memberId, linkTokenHashNow(token)],
      );
      return { active: true, url: `${linkBase}/calendar/${token}.ics` };
    },
    revokeCalendarFeed: async () => {
      await sql.query('DELETE FROM calendar_feeds WHERE member_id = $1', [memberId]);
      return { active: false };
    },
    feed: async (token, linkBase) => {
      if (!isLinkToken(token)) throw new RecordNotFoundError(FEED_NOT_VALID);
      const [row] = await sql.query<{ member_id: string }>(
        'SELECT member_id FROM calendar_feeds WHERE token_hash = $1',
        [linkTokenHashNow(token)],
      );
      // A deactivated member's feed stops with their access.
      const member = row && (await teamOf(sql, team)).find((each) => each.id === row.member_id);
      if (!member) throw new RecordNotFoundError(FEED_NOT_VALID);
      const rows = await sql.query<InterviewRow & { candidate_name: string; job_title: string | null }>(
        `SELECT i.*, c.name AS candidate_name, j.title AS job_title
         FROM interviews i JOIN candidates c ON c.id = i.candidate_id LEFT JOIN jobs j ON j.id = i.job_id
         WHERE $1 = ANY (i.interviewer_ids) AND i.starts_at >= $2 ORDER BY i.starts_at, i.id`,
        [member.id, new Date(now().getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000)],
      );
      return interviewFeed(
        member.name,
        rows.map((row) => ({
          interview: toInterview(row),
          candidateName: row.candidate_name,
          jobTitle: row.job_title ?? '',
          url: `${linkBase}/candidates/${row.candidate_id}`,
        })),
      );
    },
  };
}
