import { MENTIONS_LISTED, mentionsSince } from '@/lib/people/mentions';
import type { PeopleStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { type NoteRow, toNote } from './candidates';
import { listActivity } from './activity';
import { teamOf } from './members';

interface MentionRow extends NoteRow {
  candidate_name: string;
}

/** The team and each member's mentions, in PostgreSQL (migrations/016). */
export function sqlPeopleStore(sql: Sql, { now = () => new Date(), actor, team }: StoreOptions): PeopleStore {
  return {
    members: async () => [...(await teamOf(sql, team))],
    mentions: async () => {
      if (!actor) return { notes: [], unread: 0 };
      const [rows, state] = await Promise.all([
        sql.query<MentionRow>(
          `SELECT notes.*, candidates.name AS candidate_name FROM notes
           JOIN candidates ON candidates.id = notes.candidate_id
           WHERE notes.mentions ? $1 ORDER BY notes.created_at DESC LIMIT $2`,
          [actor.handle, MENTIONS_LISTED],
        ),
        sql.query<{ mentions_read_at: Date }>('SELECT mentions_read_at FROM member_state WHERE member_id = $1', [
          actor.id,
        ]),
      ]);
      const readAt = state[0] && new Date(state[0].mentions_read_at).toISOString();
      return mentionsSince(
        rows.map((row) => ({
          note: toNote(row),
          candidateName: row.candidate_name,
        })),
        readAt,
      );
    },
    markMentionsRead: async () => {
      if (!actor) return;
      await sql.query(
        `INSERT INTO member_state (member_id, mentions_read_at) VALUES ($1, $2)
         ON CONFLICT (member_id) DO UPDATE SET mentions_read_at = excluded.mentions_read_at`,
        [actor.id, now().toISOString()],
      );
    },
    activity: (filter) => listActivity(sql, filter),
  };
}
