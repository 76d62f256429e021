import type { EntityTable } from 'dexie';
import { v4 as uuidv4 } from 'uuid';
import { compareByName } from '@/lib/candidateOrder';
import { CANDIDATE_STAGES } from '@/lib/constants';
import type { TalentFlowDB } from '@/lib/db';
import { extractMentions } from '@/lib/mentions';
import type { Candidate, CandidateNote, Stage, TimelineEntry } from '@/lib/types';
import { ConflictError, InvalidInputError, RecordNotFoundError } from './errors';

/**
 * Every local database operation on candidates, their notes and their stage history
 * (spec section 7). Screens call these directly where the spec has no HTTP call; the
 * mock API's handlers call them for the calls it has.
 */

export interface CandidateFilters {
  search?: string;
  stage?: Stage | '';
  jobId?: string;
}

export type CandidateInput = Omit<Candidate, 'id'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isStage(value: unknown): value is Stage {
  return CANDIDATE_STAGES.includes(value as Stage);
}

function matchesSearch(candidate: Candidate, search: string): boolean {
  return candidate.name.toLowerCase().includes(search) || candidate.email.toLowerCase().includes(search);
}

/** Candidates matching the filters, by name. The stage and job filters use indexes. */
export async function listCandidates(db: TalentFlowDB, filters: CandidateFilters = {}): Promise<Candidate[]> {
  const search = filters.search?.trim().toLowerCase() ?? '';
  const { stage, jobId } = filters;
  const collection =
    jobId && stage
      ? db.candidates.where('[jobId+stage]').equals([jobId, stage])
      : jobId
        ? db.candidates.where('jobId').equals(jobId)
        : stage
          ? db.candidates.where('stage').equals(stage)
          : db.candidates.toCollection();
  const candidates = await (search ? collection.filter((item) => matchesSearch(item, search)) : collection).toArray();
  return candidates.sort(compareByName);
}

export function getCandidate(db: TalentFlowDB, id: string): Promise<Candidate | undefined> {
  return db.candidates.get(id);
}

function validate(input: Partial<CandidateInput>): void {
  if (input.name !== undefined && !input.name.trim()) throw new InvalidInputError('Name is required');
  if (input.email !== undefined && !EMAIL.test(input.email.trim())) {
    throw new InvalidInputError('Enter a valid email address');
  }
  if (input.stage !== undefined && !isStage(input.stage)) {
    throw new InvalidInputError(`Stage must be one of ${CANDIDATE_STAGES.join(', ')}`);
  }
}

async function assertEmailFree(db: TalentFlowDB, email: string, ownId?: string) {
  const holder = await db.candidates.where('email').equalsIgnoreCase(email).first();
  if (holder && holder.id !== ownId) throw new ConflictError('A candidate with this email already exists');
}

export async function addCandidate(db: TalentFlowDB, input: CandidateInput): Promise<Candidate> {
  validate(input);
  const candidate: Candidate = { ...input, id: uuidv4(), name: input.name.trim(), email: input.email.trim() };
  await db.transaction('rw', db.candidates, async () => {
    await assertEmailFree(db, candidate.email);
    await db.candidates.add(candidate);
  });
  return candidate;
}

/** Saves changes; a stage change is written to the timeline in the same transaction. */
export async function updateCandidate(
  db: TalentFlowDB,
  id: string,
  changes: Partial<CandidateInput>,
  now: () => Date = () => new Date(),
): Promise<Candidate> {
  validate(changes);
  return db.transaction('rw', db.candidates, db.timelines, async () => {
    const existing = await db.candidates.get(id);
    if (!existing) throw new RecordNotFoundError('Candidate not found');
    const updated: Candidate = {
      ...existing,
      ...changes,
      id,
      name: (changes.name ?? existing.name).trim(),
      email: (changes.email ?? existing.email).trim(),
    };
    if (updated.email.toLowerCase() !== existing.email.toLowerCase()) await assertEmailFree(db, updated.email, id);
    await db.candidates.put(updated);
    if (updated.stage !== existing.stage) {
      await db.timelines.add({
        id: uuidv4(),
        candidateId: id,
        timestamp: now().toISOString(),
        from: existing.stage,
        to: updated.stage,
      });
    }
    return updated;
  });
}

/**
 * Moves every candidate in `ids` to one stage in one transaction, with a timeline entry for each
 * whose stage changes: all of them or, when one is missing, none. Answers how many changed.
 */
export async function moveCandidates(
  db: TalentFlowDB,
  ids: string[],
  to: Stage,
  now: () => Date = () => new Date(),
): Promise<number> {
  if (!isStage(to)) throw new InvalidInputError(`Unknown stage "${String(to)}"`);
  if (ids.length === 0) throw new InvalidInputError('Choose at least one candidate');
  return db.transaction('rw', db.candidates, db.timelines, async () => {
    const found = await db.candidates.bulkGet(ids);
    if (found.some((candidate) => !candidate)) throw new RecordNotFoundError('A chosen candidate no longer exists');
    const moving = (found as Candidate[]).filter((candidate) => candidate.stage !== to);
    const timestamp = now().toISOString();
    await db.candidates.bulkPut(moving.map((candidate) => ({ ...candidate, stage: to })));
    await db.timelines.bulkAdd(
      moving.map((candidate) => ({ id: uuidv4(), candidateId: candidate.id, timestamp, from: candidate.stage, to })),
    );
    return moving.length;
  });
}

/** Removes candidates with their notes and stage history. */
export async function deleteCandidates(db: TalentFlowDB, ids: string[]): Promise<void> {
  await db.transaction('rw', db.candidates, db.notes, db.timelines, async () => {
    await db.candidates.bulkDelete(ids);
    await db.notes.where('candidateId').anyOf(ids).delete();
    await db.timelines.where('candidateId').anyOf(ids).delete();
  });
}

/** Stage changes, newest first. */
export async function listTimeline(db: TalentFlowDB, candidateId: string): Promise<TimelineEntry[]> {
  const entries = await db.timelines.where('candidateId').equals(candidateId).toArray();
  return entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** Notes, newest first. */
export async function listNotes(db: TalentFlowDB, candidateId: string): Promise<CandidateNote[]> {
  const notes = await db.notes.where('candidateId').equals(candidateId).toArray();
  return notes.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Adds a note unless it is blank; returns undefined when there was nothing to add. */
export async function addNote(
  db: TalentFlowDB,
  candidateId: string,
  text: string,
  now: () => Date = () => new Date(),
): Promise<CandidateNote | undefined> {
  if (!text.trim()) return undefined;
  const note: CandidateNote = {
    id: uuidv4(),
    candidateId,
    text,
    createdAt: now().toISOString(),
    author: '',
    mentions: extractMentions(text),
  };
  await db.notes.add(note);
  return note;
}

/** Rows read at a time by readPipeline: each read then takes tens of milliseconds, not seconds. */
const PIPELINE_PAGE = 5000;

/** Every row of a table keyed by `id`, read a page at a time in key order. */
async function readInPages<T extends { id: string }>(table: EntityTable<T, 'id'>): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const last = rows.at(-1)?.id;
    const page = await (last === undefined ? table.orderBy(':id') : table.where(':id').above(last))
      .limit(PIPELINE_PAGE)
      .toArray();
    rows.push(...page);
    if (page.length < PIPELINE_PAGE) return rows;
  }
}

/**
 * One job's candidates (every job's when `jobId` is empty) and their stage changes, in no
 * particular order. Read in pages, so that a database of 100 000 candidates never holds the
 * page still for seconds while one huge read is unpacked.
 */
export async function readPipeline(
  db: TalentFlowDB,
  jobId: string,
): Promise<{ candidates: Candidate[]; timeline: TimelineEntry[] }> {
  return db.transaction('r', [db.candidates, db.timelines], async () => {
    if (!jobId) return { candidates: await readInPages(db.candidates), timeline: await readInPages(db.timelines) };
    const candidates = await db.candidates.where('jobId').equals(jobId).toArray();
    const ids = candidates.map((candidate) => candidate.id);
    return { candidates, timeline: await db.timelines.where('candidateId').anyOf(ids).toArray() };
  });
}
