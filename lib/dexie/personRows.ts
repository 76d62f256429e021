import { withApplicationCounts } from '@/lib/candidates/personApplications';
import type { CandidateRow } from '@/lib/shared/types';
import type { TalentFlowDB } from './db';

/**
 * The rows of one person kept alike, within the caller's transaction: what migration 029's
 * triggers do for PostgreSQL.
 */

/** Writes onto the rows of each named person how many applications they have now. */
export async function recountPeople(db: TalentFlowDB, personIds: readonly string[]): Promise<void> {
  if (personIds.length === 0) return;
  const rows = await db.candidates
    .where('personId')
    .anyOf([...new Set(personIds)])
    .toArray();
  const counted = withApplicationCounts(rows);
  const changed = counted.filter((row, index) => row.personApplications !== rows[index].personApplications);
  if (changed.length > 0) await db.candidates.bulkPut(changed);
}

/** The other applications of `row`'s person take the name and email it was given, each counted as edited. */
export async function shareIdentity(db: TalentFlowDB, row: CandidateRow): Promise<void> {
  const others = await db.candidates
    .where('personId')
    .equals(row.personId ?? row.id)
    .filter((other) => other.id !== row.id && (other.name !== row.name || other.email !== row.email))
    .toArray();
  if (others.length === 0) return;
  await db.candidates.bulkPut(
    others.map((other) => ({ ...other, name: row.name, email: row.email, version: (other.version ?? 1) + 1 })),
  );
}
