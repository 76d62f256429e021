import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Candidate } from '@/lib/shared/types';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import type { Sql } from './sql';
import { sqlStore } from './store';
import { insertTimeline } from './store/candidates';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
const PEOPLE = '029_people_and_their_applications.sql';

/** The schema as it was before people (migrations up to 028), applied as migrate() applies them. */
async function schemaBeforePeople(sql: Sql) {
  const files = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql') && name < PEOPLE).sort();
  await sql.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const name of files) {
    await sql.exec(await readFile(MIGRATIONS + name, 'utf8'));
    await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  }
}

const ada: Candidate = { id: 'c1', name: 'Ada Lovelace', email: 'Ada@example.com', stage: 'tech', jobId: 'job-1' };
const bo: Candidate = { id: 'c2', name: 'Bo Chen', email: 'bo@example.com', stage: 'applied', jobId: 'job-2' };

describe('the migration to people and their applications', () => {
  let sql: Sql;
  beforeEach(async () => {
    // A cluster of its own, not the tests' template: that one is migrated already.
    sql = await openPglite();
    await schemaBeforePeople(sql);
    // The jobs table as it was then (insertJobs writes today's columns).
    await sql.query(
      `INSERT INTO jobs (id, title, slug, status, tags, skills, type, sort_order)
       VALUES ('job-1', 'Job job-1', 'job-1', 'active', '[]', '[]', 'Full-Time', 0),
              ('job-2', 'Job job-2', 'job-2', 'active', '[]', '[]', 'Full-Time', 1)`,
    );
    // The candidates table as it was then (insertCandidates writes today's columns).
    await sql.query(
      `INSERT INTO candidates (id, name, email, stage, job_id)
       SELECT id, name, email, stage, "jobId" FROM jsonb_to_recordset($1::jsonb)
         AS candidate(id text, name text, email text, stage text, "jobId" text)`,
      [JSON.stringify([ada, bo])],
    );
    await insertTimeline(sql, [
      { id: 't1', candidateId: 'c1', timestamp: '2026-03-01T10:00:00.000Z', from: 'applied', to: 'tech' },
    ]);
    await sql.query(
      "INSERT INTO notes (id, candidate_id, text, created_at, author) VALUES ('n1', 'c1', 'Hi', now(), 'Carol')",
    );
  });
  afterEach(() => sql.close());

  it('makes every candidate a person with one application under its own id, and keeps every record', async () => {
    const before = await sql.query('SELECT * FROM candidates ORDER BY id');
    expect((await migrate(sql))[0]).toBe(PEOPLE);
    expect(await sql.query('SELECT id, name, email FROM people ORDER BY id')).toEqual([
      { id: 'c1', name: 'Ada Lovelace', email: 'Ada@example.com' },
      { id: 'c2', name: 'Bo Chen', email: 'bo@example.com' },
    ]);
    const after = await sql.query<Record<string, unknown>>('SELECT * FROM candidates ORDER BY id');
    expect(after).toEqual(
      before.map((row) => ({
        ...row,
        person_id: row.id,
        person_applications: 1,
        other_emails: [],
        source_detail: null,
        referred_by: null,
        // Worked out from the stored changes by a later migration (044): Ada was moved to tech.
        furthest: row.id === 'c1' ? 2 : 0,
      })),
    );
    const store = sqlStore(sql);
    expect(await store.candidates.get('c1')).toEqual({ ...ada, version: 1 });
    expect(await store.candidates.notes('c1')).toMatchObject([{ text: 'Hi' }]);
    expect(await store.candidates.timeline('c1')).toMatchObject([{ id: 't1' }]);
    expect(await store.candidates.applications('c1')).toEqual([
      { candidateId: 'c1', jobId: 'job-1', stage: 'tech', since: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('still refuses one email for two people, in any case', async () => {
    await migrate(sql);
    await expect(
      sqlStore(sql).candidates.add({ name: 'Ada Again', email: 'ada@EXAMPLE.com', stage: 'applied', jobId: 'job-2' }),
    ).rejects.toMatchObject({ name: 'EmailTakenError' });
  });
});
