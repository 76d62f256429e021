import { v4 as uuidv4 } from 'uuid';
import { matchCandidates, newNote, stageChange, validateCandidate } from '@/lib/data/candidates';
import { ConflictError, EmailTakenError, InvalidInputError, RecordNotFoundError } from '@/lib/data/errors';
import type { CandidateStore, StoreOptions } from '@/lib/data/store';
import { CHANGED_ELSEWHERE, PIPELINE_STAGES } from '@/lib/constants';
import { computeInsights, derivePipelineFacts } from '@/lib/insights';
import type { Candidate, TimelineEntry } from '@/lib/types';
import type { Sql } from '../sql';

interface CandidateRow {
  id: string;
  name: string;
  email: string;
  stage: Candidate['stage'];
  job_id: string;
  version: number;
}

const toCandidate = (row: CandidateRow): Candidate => ({
  id: row.id,
  name: row.name,
  email: row.email,
  stage: row.stage,
  jobId: row.job_id,
  version: row.version,
});

const iso = (value: Date | string) => new Date(value).toISOString();

/** PostgreSQL's codes for a broken unique constraint and a missing referenced row. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Adds candidates as they are, in one statement (sample data, tests). */
export async function insertCandidates(sql: Sql, candidates: Candidate[]): Promise<void> {
  await sql.query(
    `INSERT INTO candidates (id, name, email, stage, job_id)
     SELECT id, name, email, stage, "jobId"
     FROM jsonb_to_recordset($1::jsonb) AS candidate(id text, name text, email text, stage text, "jobId" text)`,
    [JSON.stringify(candidates)],
  );
}

/** Adds stage changes as they are, in one statement. */
export async function insertTimeline(sql: Sql, entries: TimelineEntry[]): Promise<void> {
  await sql.query(
    `INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage)
     SELECT id, "candidateId", timestamp, "from", "to"
     FROM jsonb_to_recordset($1::jsonb) AS entry(id text, "candidateId" text, timestamp timestamptz, "from" text, "to" text)`,
    [JSON.stringify(entries)],
  );
}

async function emailHolder(sql: Sql, email: string, ownId = ''): Promise<Candidate | undefined> {
  const [row] = await sql.query<CandidateRow>('SELECT * FROM candidates WHERE lower(email) = lower($1) AND id <> $2', [
    email,
    ownId,
  ]);
  return row && toCandidate(row);
}

/**
 * Runs a write of `candidate` and answers a broken constraint as the browser's store does: a
 * taken email names its holder, a job that does not exist is refused. The stores check first;
 * the constraints decide when two requests raced past the check.
 */
async function guarded<T>(sql: Sql, candidate: Candidate, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION && constraint === 'candidates_email_key') {
      const holder = await emailHolder(sql, candidate.email, candidate.id);
      if (holder) throw new EmailTakenError(holder);
    }
    if (code === FOREIGN_KEY_VIOLATION) throw new InvalidInputError('Choose a job that exists');
    throw error;
  }
}

async function assertJobExists(sql: Sql, jobId: string) {
  const found = await sql.query('SELECT 1 FROM jobs WHERE id = $1', [jobId]);
  if (found.length === 0) throw new InvalidInputError('Choose a job that exists');
}

interface TimelineRow {
  id: string;
  candidate_id: string;
  at: Date;
  from_stage: TimelineEntry['from'];
  to_stage: TimelineEntry['to'];
}

const toEntry = (row: TimelineRow): TimelineEntry => ({
  id: row.id,
  candidateId: row.candidate_id,
  timestamp: iso(row.at),
  from: row.from_stage,
  to: row.to_stage,
});

/**
 * One job's candidates (every job's when `jobId` is empty) with their stage changes, read in
 * one snapshot; the insights are worked out from them by the same rule the browser's store
 * keeps its counts with (lib/insights.ts).
 */
async function pipeline(sql: Sql, jobId: string): Promise<{ candidates: Candidate[]; timeline: TimelineEntry[] }> {
  return sql.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const job = jobId || null;
    const candidates = await tx.query<CandidateRow>('SELECT * FROM candidates WHERE $1::text IS NULL OR job_id = $1', [
      job,
    ]);
    const timeline = await tx.query<TimelineRow>(
      `SELECT timeline_entries.* FROM timeline_entries JOIN candidates ON candidates.id = timeline_entries.candidate_id
       WHERE $1::text IS NULL OR candidates.job_id = $1`,
      [job],
    );
    return { candidates: candidates.map(toCandidate), timeline: timeline.map(toEntry) };
  });
}

export function sqlCandidateStore(sql: Sql, { now = () => new Date() }: StoreOptions = {}): CandidateStore {
  const get = async (id: string) => {
    const [row] = await sql.query<CandidateRow>('SELECT * FROM candidates WHERE id = $1', [id]);
    return row && toCandidate(row);
  };
  return {
    all: async () => (await sql.query<CandidateRow>('SELECT * FROM candidates')).map(toCandidate),
    list: async ({ search, stage, jobId }) => {
      const rows = await sql.query<CandidateRow>(
        'SELECT * FROM candidates WHERE ($1::text IS NULL OR stage = $1) AND ($2::text IS NULL OR job_id = $2)',
        [stage || null, jobId || null],
      );
      return matchCandidates(rows.map(toCandidate), search);
    },
    get,
    add: async (input) => {
      validateCandidate(input);
      const candidate: Candidate = {
        ...input,
        id: uuidv4(),
        name: input.name.trim(),
        email: input.email.trim(),
        version: 1,
      };
      return sql.transaction(async (tx) => {
        const holder = await emailHolder(tx, candidate.email);
        if (holder) throw new EmailTakenError(holder);
        await assertJobExists(tx, candidate.jobId);
        await guarded(tx, candidate, () => insertCandidates(tx, [candidate]));
        return candidate;
      });
    },
    update: async (id, changes) => {
      validateCandidate(changes);
      return sql.transaction(async (tx) => {
        // The row stays locked until the change and its timeline entry are both written.
        const [row] = await tx.query<CandidateRow>('SELECT * FROM candidates WHERE id = $1 FOR UPDATE', [id]);
        if (!row) throw new RecordNotFoundError('Candidate not found');
        const existing = toCandidate(row);
        if (changes.version !== undefined && changes.version !== existing.version) {
          throw new ConflictError(CHANGED_ELSEWHERE);
        }
        const updated: Candidate = {
          ...existing,
          ...changes,
          id,
          version: existing.version! + 1,
          name: (changes.name ?? existing.name).trim(),
          email: (changes.email ?? existing.email).trim(),
        };
        if (updated.email.toLowerCase() !== existing.email.toLowerCase()) {
          const holder = await emailHolder(tx, updated.email, id);
          if (holder) throw new EmailTakenError(holder);
        }
        if (updated.jobId !== existing.jobId) await assertJobExists(tx, updated.jobId);
        await guarded(tx, updated, () =>
          tx.query(
            'UPDATE candidates SET name = $2, email = $3, stage = $4, job_id = $5, version = version + 1 WHERE id = $1',
            [id, updated.name, updated.email, updated.stage, updated.jobId],
          ),
        );
        if (updated.stage !== existing.stage) {
          await insertTimeline(tx, [stageChange(existing, updated.stage, now().toISOString())]);
        }
        return updated;
      });
    },
    move: async (ids, to) => {
      if (ids.length === 0) throw new InvalidInputError('Choose at least one candidate');
      return sql.transaction(async (tx) => {
        const rows = await tx.query<CandidateRow>(
          'SELECT * FROM candidates WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE',
          [ids],
        );
        if (rows.length !== ids.length) throw new RecordNotFoundError('A chosen candidate no longer exists');
        const moving = rows.map(toCandidate).filter((candidate) => candidate.stage !== to);
        const timestamp = now().toISOString();
        await tx.query('UPDATE candidates SET stage = $2, version = version + 1 WHERE id = ANY($1::text[])', [
          moving.map((candidate) => candidate.id),
          to,
        ]);
        await insertTimeline(
          tx,
          moving.map((candidate) => stageChange(candidate, to, timestamp)),
        );
        return moving.length;
      });
    },
    remove: async (ids) => {
      // Notes and stage changes go with their candidate (ON DELETE CASCADE).
      await sql.query('DELETE FROM candidates WHERE id = ANY($1::text[])', [ids]);
    },
    timeline: async (id) => {
      const rows = await sql.query<TimelineRow>(
        'SELECT * FROM timeline_entries WHERE candidate_id = $1 ORDER BY at DESC',
        [id],
      );
      return rows.map(toEntry);
    },
    notes: async (id) => {
      const rows = await sql.query<{
        id: string;
        candidate_id: string;
        text: string;
        created_at: Date;
        author: string;
        mentions: string[];
      }>('SELECT * FROM notes WHERE candidate_id = $1 ORDER BY created_at DESC', [id]);
      return rows.map((row) => ({
        id: row.id,
        candidateId: row.candidate_id,
        text: row.text,
        createdAt: iso(row.created_at),
        author: row.author,
        mentions: row.mentions,
      }));
    },
    addNote: async (candidateId, text) => {
      const note = newNote(candidateId, text, now());
      if (!note) return undefined;
      try {
        await sql.query(
          'INSERT INTO notes (id, candidate_id, text, created_at, author, mentions) VALUES ($1, $2, $3, $4, $5, $6::jsonb)',
          [note.id, candidateId, text, note.createdAt, note.author, JSON.stringify(note.mentions)],
        );
      } catch (error) {
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
          throw new RecordNotFoundError('Candidate not found');
        }
        throw error;
      }
      return note;
    },
    insights: async (jobId) => {
      const { candidates, timeline } = await pipeline(sql, jobId);
      return computeInsights(candidates, timeline);
    },
    reached: async (stage) => {
      const { candidates, timeline } = await pipeline(sql, '');
      const step = PIPELINE_STAGES.indexOf(stage);
      return derivePipelineFacts(candidates, timeline)
        .facts.filter((fact) => fact.furthest >= step)
        .map((fact) => fact.candidateId);
    },
  };
}
