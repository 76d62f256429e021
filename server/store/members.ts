import type { Member } from '@/lib/people/members';
import type { StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';

/** The members who can sign in (migrations/017): whom notes mention and interviews are assigned to. */
export async function activeMembers(sql: Sql): Promise<Member[]> {
  return sql.query<Member>(
    `SELECT id, name, handle, role FROM members
     WHERE active AND password_hash IS NOT NULL ORDER BY lower(name), id`,
  );
}

/** The team the store was given, or else the members' table. */
export const teamOf = async (sql: Sql, team: StoreOptions['team']): Promise<readonly Member[]> =>
  team ?? activeMembers(sql);
