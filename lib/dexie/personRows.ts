import { personOf, withApplicationCounts } from '@/lib/candidates/personApplications';
import type { CandidateRow } from '@/lib/shared/types';
import type { TalentFlowDB } from './db';

/**
 * The rows of one person kept alike, within the caller's transaction: what migration 029's
 * triggers do for PostgreSQL.
 */

/**
 * Every row of the named people. A person's first application is stored under the person's own id
 * and without a `personId` (a list of 100 000 reads 100 000 ids fewer); their others name them.
 */
export async function rowsOfPeople(db: TalentFlowDB, personIds: readonly string[]): Promise<CandidateRow[]> {
  const people = new Set(personIds);
  const [firsts, others] = await Promise.all([
    db.candidates.bulkGet([...people]),
    db.candidates
      .where('personId')
      .anyOf([...people])
      .toArray(),
  ]);
  const rows = new Map<string, CandidateRow>();
  for (const row of firsts) if (row && people.has(personOf(row))) rows.set(row.id, row);
  for (const row of others) rows.set(row.id, row);
  return [...rows.values()];
}

/** The ids of every application of the candidate's person (the id alone when there is no such row). */
export async function applicationIdsOfPerson(db: TalentFlowDB, candidateId: string): Promise<string[]> {
  const row = await db.candidates.get(candidateId);
  return row ? (await rowsOfPeople(db, [personOf(row)])).map(({ id }) => id) : [candidateId];
}

/** An application of the person who has `email` as their main email or as one of their others, if anyone does. */
export async function holderOfEmail(db: TalentFlowDB, email: string): Promise<CandidateRow | undefined> {
  return (
    (await db.candidates.where('email').equalsIgnoreCase(email).first()) ??
    (await db.candidates.where('otherEmails').equalsIgnoreCase(email).first())
  );
}

/** `row` as one of `count` applications of `personId`: stored without it where it is the row's own id. */
export function asApplicationOf(row: CandidateRow, personId: string, count: number): CandidateRow {
  const { personId: _was, personApplications: _counted, ...rest } = row;
  return { ...rest, ...(personId === row.id ? {} : { personId }), ...(count > 1 ? { personApplications: count } : {}) };
}

/** Writes onto the rows of each named person how many applications they have now. */
export async function recountPeople(db: TalentFlowDB, personIds: readonly string[]): Promise<void> {
  if (personIds.length === 0) return;
  const rows = await rowsOfPeople(db, personIds);
  const counted = withApplicationCounts(rows);
  const changed = counted.filter((row, index) => row.personApplications !== rows[index].personApplications);
  if (changed.length > 0) await db.candidates.bulkPut(changed);
}

/** The other applications of `row`'s person take the name and email it was given, each counted as edited. */
export async function shareIdentity(db: TalentFlowDB, row: CandidateRow): Promise<void> {
  const others = (await rowsOfPeople(db, [personOf(row)])).filter(
    (other) => other.id !== row.id && (other.name !== row.name || other.email !== row.email),
  );
  if (others.length === 0) return;
  await db.candidates.bulkPut(
    others.map((other) => ({ ...other, name: row.name, email: row.email, version: (other.version ?? 1) + 1 })),
  );
}
