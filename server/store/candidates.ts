import { v4 as uuidv4 } from 'uuid';
import {
  firstStoredEmail,
  importedCandidates,
  importedChangedMeanwhile,
  importedEmailTaken,
  matchCandidates,
  newNote,
  newPersonsCandidate,
  stageChange,
  trimCandidateFields,
  validateCandidate,
  type MoveOutcome,
} from '@/lib/candidates/candidateRules';
import { findDuplicatePairs, mergedIdentity } from '@/lib/candidates/duplicates';
import { applicationOrder, assertNewApplication } from '@/lib/candidates/personApplications';
import { ConflictError, EmailTakenError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import { actingAs, actingStatement } from './acting';
import { sqlAssignments } from './assignments';
import { teamOf } from './members';
import { readInsights, readReached } from './insights';
import { sqlReject } from './rejections';
import type { CandidateStore, StoreOptions } from '@/lib/store/store';
import { CANDIDATE_NOT_FOUND, CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import type { Candidate, CandidateNote, TimelineEntry } from '@/lib/shared/types';
import type { Sql } from '../sql';
import { FOREIGN_KEY_VIOLATION, isEmailTaken, refusing } from './errors';
import { candidatePage } from './candidatePage';
import { type CandidateRow, toCandidate } from './candidateRow';

/** A time PostgreSQL gives back, as the API gives times: ISO 8601 in UTC. */
export const iso = (value: Date | string) => new Date(value).toISOString();

export interface NoteRow {
  id: string;
  candidate_id: string;
  text: string;
  created_at: Date;
  author: string;
  mentions: string[];
}

export const toNote = (row: NoteRow): CandidateNote => ({
  id: row.id,
  candidateId: row.candidate_id,
  text: row.text,
  createdAt: iso(row.created_at),
  author: row.author,
  mentions: row.mentions,
});

/** Adds candidates as they are, in one statement (sample data, tests). */
export async function insertCandidates(sql: Sql, candidates: Candidate[]): Promise<void> {
  await sql.query(
    `INSERT INTO candidates (id, name, email, stage, job_id, source, source_detail)
     SELECT id, name, email, stage, "jobId", source, "sourceDetail"
     FROM jsonb_to_recordset($1::jsonb)
       AS candidate(id text, name text, email text, stage text, "jobId" text, source text, "sourceDetail" text)`,
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

/** A row of a table kept per application is one of the person's whose application $1 is. */
export const ON_AN_APPLICATION_OF_THE_PERSON = `candidate_id IN (
  SELECT id FROM candidates WHERE person_id = (SELECT person_id FROM candidates WHERE id = $1))`;

async function emailHolder(sql: Sql, email: string, ownId = ''): Promise<Candidate | undefined> {
  const [row] = await sql.query<CandidateRow>(
    'SELECT * FROM candidates WHERE person_id = person_of_email($1) AND id <> $2 ORDER BY id LIMIT 1',
    [email, ownId],
  );
  return row && toCandidate(row);
}

/**
 * Runs a write of `candidate` and answers its refusals as the browser's store does; a taken
 * email names its holder, looked up only then.
 */
async function refusingCandidate<T>(sql: Sql, candidate: Pick<Candidate, 'id' | 'email'>, write: () => Promise<T>) {
  try {
    return await refusing(write);
  } catch (error) {
    if (isEmailTaken(error)) {
      const holder = await emailHolder(sql, candidate.email, candidate.id);
      if (holder) throw new EmailTakenError(holder);
    }
    throw error;
  }
}

interface TimelineRow {
  id: string;
  candidate_id: string;
  at: Date;
  from_stage: TimelineEntry['from'];
  to_stage: TimelineEntry['to'];
  via?: 'careers' | null;
  made_by?: string | null;
  reason?: string | null;
}

const toEntry = (row: TimelineRow): TimelineEntry => ({
  id: row.id,
  candidateId: row.candidate_id,
  timestamp: iso(row.at),
  from: row.from_stage,
  to: row.to_stage,
  ...(row.via ? { via: row.via } : {}),
  ...(row.made_by ? { by: row.made_by } : {}),
  ...(row.reason ? { reason: row.reason } : {}),
});

export function sqlCandidateStore(sql: Sql, options: StoreOptions = {}): CandidateStore {
  const { now = () => new Date(), actor, team } = options;
  const get = async (id: string) => {
    const [row] = await sql.query<CandidateRow>('SELECT * FROM candidates WHERE id = $1', [id]);
    return row && toCandidate(row);
  };
  return {
    ...sqlAssignments(sql, options),
    all: async () => (await sql.query<CandidateRow>('SELECT * FROM candidates')).map(toCandidate),
    list: async ({ search, stage, jobId, ids }) => {
      const rows = await sql.query<CandidateRow>(
        `SELECT * FROM candidates WHERE ($1::text IS NULL OR stage = $1) AND ($2::text IS NULL OR job_id = $2)
         AND ($3::text[] IS NULL OR id = ANY($3))`,
        [stage || null, jobId || null, ids ? [...ids] : null],
      );
      return matchCandidates(rows.map(toCandidate), search);
    },
    page: (filters, page, pageSize) => candidatePage(sql, filters, page, pageSize),
    get,
    add: async (input) => {
      validateCandidate(input);
      const candidate: Candidate = { ...newPersonsCandidate(trimCandidateFields(input)), version: 1 };
      await refusingCandidate(sql, candidate, () =>
        sql.query(...actingAs(actor, 'SELECT add_candidate($1::jsonb) AS added', [JSON.stringify(candidate)])),
      );
      return candidate;
    },
    importMany: async (inputs, onProgress, updates = []) => {
      const candidates = importedCandidates(inputs);
      try {
        const timestamp = now().toISOString();
        const arrivals = candidates.map((candidate) => stageChange(candidate, candidate.stage, timestamp));
        const [row] = await refusing(() =>
          sql.query<{ added: number }>(
            ...actingAs(actor, 'SELECT import_and_update_candidates($1::jsonb, $2::jsonb, $3::jsonb, $4) AS added', [
              JSON.stringify(candidates),
              JSON.stringify(arrivals),
              JSON.stringify(updates),
              timestamp,
            ]),
          ),
        );
        onProgress?.(row.added);
        return row.added;
      } catch (error) {
        // An updated candidate changed or gone since the check (update_candidate's TFVER, TFCNF).
        const changed = error instanceof ConflictError && error.message === CHANGED_ELSEWHERE;
        if (changed || error instanceof RecordNotFoundError) throw importedChangedMeanwhile();
        if (!isEmailTaken(error)) throw error;
        // Another request added one of the emails after the function's check.
        const stored = await sql.query<{ email: string }>(
          'SELECT email FROM candidates WHERE lower(email) = ANY($1::text[])',
          [candidates.map(({ email }) => email.toLowerCase())],
        );
        const taken = firstStoredEmail(
          candidates,
          stored.map(({ email }) => email),
        );
        throw importedEmailTaken((taken ?? candidates[0]).email);
      }
    },
    update: async (id, changes) => {
      validateCandidate(changes);
      const { version, ...fields } = changes;
      const trimmed = trimCandidateFields(fields);
      const [row] = await refusingCandidate(sql, { id, email: trimmed.email ?? '' }, () =>
        sql.query<{ updated: CandidateRow }>(
          ...actingAs(actor, 'SELECT update_candidate($1, $2, $3::jsonb, $4, $5) AS updated', [
            id,
            version ?? null,
            JSON.stringify(trimmed),
            uuidv4(),
            now().toISOString(),
          ]),
        ),
      );
      return toCandidate(row.updated);
    },
    move: async (ids, to, fromStages = {}) => {
      if (ids.length === 0) throw new InvalidInputError('Choose at least one candidate');
      const [row] = await refusing(() =>
        sql.query<{ outcome: MoveOutcome }>(
          ...actingAs(actor, 'SELECT move_candidates($1::text[], $2, $3, $4::jsonb) AS outcome', [
            ids,
            to,
            now().toISOString(),
            JSON.stringify(fromStages),
          ]),
        ),
      );
      return row.outcome;
    },
    reject: sqlReject(sql, options),
    remove: async (ids) => {
      // Notes and stage changes go with their candidate (ON DELETE CASCADE).
      await sql.query(
        ...actingStatement(actor, (acting) => `DELETE FROM candidates USING ${acting} WHERE id = ANY($1::text[])`, [
          ids,
        ]),
      );
    },
    timeline: async (id) => {
      const rows = await sql.query<TimelineRow>(
        'SELECT * FROM timeline_entries WHERE candidate_id = $1 ORDER BY at DESC',
        [id],
      );
      return rows.map(toEntry);
    },
    jobChanges: async (id) => {
      const rows = await sql.query<{
        id: string;
        candidate_id: string;
        at: Date;
        from_job_id: string;
        to_job_id: string;
        made_by: string | null;
      }>('SELECT * FROM job_changes WHERE candidate_id = $1 ORDER BY at DESC', [id]);
      return rows.map((row) => ({
        id: row.id,
        candidateId: row.candidate_id,
        timestamp: iso(row.at),
        fromJobId: row.from_job_id,
        toJobId: row.to_job_id,
        ...(row.made_by ? { by: row.made_by } : {}),
      }));
    },
    applications: async (id) => {
      const rows = await sql.query<{ id: string; job_id: string; stage: Candidate['stage']; since: Date | null }>(
        `SELECT id, job_id, stage, (SELECT min(at) FROM timeline_entries WHERE candidate_id = candidates.id) AS since
         FROM candidates WHERE person_id = (SELECT person_id FROM candidates WHERE id = $1)`,
        [id],
      );
      return rows
        .map((row) => ({
          candidateId: row.id,
          jobId: row.job_id,
          stage: row.stage,
          ...(row.since ? { since: iso(row.since) } : {}),
        }))
        .sort(applicationOrder);
    },
    addApplication: async (of, input) => {
      assertNewApplication(input);
      const id = uuidv4();
      await refusing(() =>
        sql.query(...actingAs(actor, 'SELECT add_application($1, $2::jsonb)', [of, JSON.stringify({ ...input, id })])),
      );
      return (await get(id))!;
    },
    notes: async (id) => {
      // The person's notes, from whichever application of theirs each was written.
      const rows = await sql.query<NoteRow>(
        `SELECT * FROM notes WHERE ${ON_AN_APPLICATION_OF_THE_PERSON} ORDER BY created_at DESC, id`,
        [id],
      );
      return rows.map(toNote);
    },
    addNote: async (candidateId, text) => {
      const handles = (await teamOf(sql, team)).map((member) => member.handle);
      const note = newNote(candidateId, text, now(), actor?.name ?? '', handles);
      if (!note) return undefined;
      try {
        await sql.query(
          ...actingStatement(
            actor,
            (acting) => `INSERT INTO notes (id, candidate_id, text, created_at, author, mentions)
                         SELECT $1, $2, $3, $4, $5, $6::jsonb FROM ${acting}`,
            [note.id, candidateId, text, note.createdAt, note.author, JSON.stringify(note.mentions)],
          ),
        );
      } catch (error) {
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
          throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        }
        throw error;
      }
      return note;
    },
    duplicates: async () => {
      const rows = await sql.query<CandidateRow & { phone: string | null }>(
        'SELECT candidates.*, applications.phone FROM candidates LEFT JOIN applications ON applications.candidate_id = candidates.id',
      );
      return findDuplicatePairs(
        rows.map((row) => (row.phone ? { ...toCandidate(row), phone: row.phone } : toCandidate(row))),
      );
    },
    merge: async (id, { otherId, choose }) => {
      // The merged identity is worked out by lib's rules from both as read now; the function
      // refuses the merge if either changed before it locks them (TFVER) or went (TFCNF).
      const rows = await sql.query<CandidateRow>('SELECT * FROM candidates WHERE id = ANY($1::text[])', [
        [id, otherId],
      ]);
      const [kept, other] = [rows.find((row) => row.id === id), rows.find((row) => row.id === otherId)];
      if (!kept || !other) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
      const identity = mergedIdentity(toCandidate(kept), toCandidate(other), choose);
      await refusing(() =>
        sql.query(
          ...actingAs(actor, 'SELECT merge_people($1, $2, $3::integer[], $4, $5, $6::text[])', [
            id,
            otherId,
            [kept.version, other.version],
            identity.name,
            identity.email,
            identity.otherEmails,
          ]),
        ),
      );
      const merged = await get(id);
      if (!merged) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
      return merged;
    },
    mergedInto: async (id) => {
      const [row] = await sql.query<{ into_id: string }>('SELECT into_id FROM candidate_merges WHERE id = $1', [id]);
      return row?.into_id;
    },
    insights: (jobId) => readInsights(sql, jobId),
    reached: (stage) => readReached(sql, stage),
  };
}
