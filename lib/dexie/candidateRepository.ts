import Dexie from 'dexie';
import { v4 as uuidv4 } from 'uuid';
import { compareByName } from '@/lib/candidates/candidateOrder';
import { withSource } from '@/lib/candidates/candidateSource';
import type { Handles } from '@/lib/candidates/mentions';
import { importedCandidateRow, newCandidateRow, toCandidate } from './candidateRows';
import {
  assertMoveFrom,
  firstStoredEmail,
  importedCandidates,
  importedChangedMeanwhile,
  importedEmailTaken,
  importedJobMissing,
  isStage,
  matchesSearch,
  planBulkMove,
  type MoveOutcome,
  newNote,
  newPersonsCandidate,
  jobChange,
  stageChange,
  trimCandidateFields,
  validateCandidate,
  type CandidateChanges,
  type CandidateFilters,
  type CandidateInput,
  type CandidateUpdate,
} from '@/lib/candidates/candidateRules';
import type { TalentFlowDB } from './db';
import { applicationIdsOfPerson, holderOfEmail, recountPeople, rowsOfPeople, shareIdentity } from './personRows';
import {
  ALREADY_APPLIED,
  applicationOrder,
  assertNewApplication,
  personOf,
  type NewApplication,
} from '@/lib/candidates/personApplications';
import { putMovedCandidates, pipelineStores, refreshPipelineFacts } from './pipelineFacts';
import {
  CANDIDATE_GONE,
  CANDIDATE_NOT_FOUND,
  CANDIDATE_STAGES,
  CHANGED_ELSEWHERE,
  CHOOSE_EXISTING_JOB,
} from '@/lib/shared/constants';
import { ConflictError, EmailTakenError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type {
  Candidate,
  CandidateNote,
  CandidateRow,
  JobChange,
  PersonApplication,
  Stage,
  TimelineEntry,
} from '@/lib/shared/types';

/**
 * Every local database operation on candidates, their notes and their stage history
 * (spec section 7). Screens call these directly where the spec has no HTTP call; the
 * mock API's handlers call them for the calls it has.
 */

/** Candidates matching the filters, by name. The stage and job filters use indexes. */
export async function listCandidates(db: TalentFlowDB, filters: CandidateFilters = {}): Promise<Candidate[]> {
  const search = filters.search?.trim().toLowerCase() ?? '';
  const { stage, jobId, ids } = filters;
  if (ids) {
    const rows = (await db.candidates.bulkGet([...ids])).filter(
      (row): row is CandidateRow =>
        row !== undefined &&
        (!stage || row.stage === stage) &&
        (!jobId || row.jobId === jobId) &&
        (!search || matchesSearch(row, search)),
    );
    return rows.map(toCandidate).sort(compareByName);
  }
  const collection =
    jobId && stage
      ? db.candidates.where('[stage+jobId]').equals([stage, jobId])
      : jobId
        ? db.candidates.where('[stage+jobId]').anyOf(CANDIDATE_STAGES.map((each) => [each, jobId]))
        : stage
          ? db.candidates.where('[stage+jobId]').between([stage, Dexie.minKey], [stage, Dexie.maxKey])
          : db.candidates.toCollection();
  const rows = await (search ? collection.filter((item) => matchesSearch(item, search)) : collection).toArray();
  return rows.map(toCandidate).sort(compareByName);
}

/**
 * Every candidate, `size` at a time in id order, each slice read on its own: for a reader that
 * must not hold the page while 100 000 rows are read at once. A write between slices may show in
 * later ones only; such a reader reads again after every change.
 */
export async function* candidatesInSlices(db: TalentFlowDB, size: number): AsyncGenerator<Candidate[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await (after === undefined ? db.candidates.orderBy(':id') : db.candidates.where(':id').above(after))
      .limit(size)
      .toArray();
    if (rows.length > 0) yield rows.map(toCandidate);
    if (rows.length < size) return;
    after = rows[rows.length - 1].id;
  }
}

export async function getCandidate(db: TalentFlowDB, id: string): Promise<Candidate | undefined> {
  const row = await db.candidates.get(id);
  return row && toCandidate(row);
}

async function assertJobExists(db: TalentFlowDB, jobId: string) {
  if (!(await db.jobs.get(jobId))) throw new InvalidInputError(CHOOSE_EXISTING_JOB);
}

/** Taken means another person's: a person's own applications share their email. */
async function assertEmailFree(db: TalentFlowDB, email: string, own?: CandidateRow) {
  const holder = await holderOfEmail(db, email);
  if (holder && (!own || personOf(holder) !== personOf(own))) throw new EmailTakenError(holder);
}

export async function addCandidate(db: TalentFlowDB, input: CandidateInput): Promise<Candidate> {
  validateCandidate(input);
  const candidate: Candidate = newPersonsCandidate(trimCandidateFields(input));
  await db.transaction('rw', [...pipelineStores(db), db.jobs], async () => {
    await assertEmailFree(db, candidate.email);
    await assertJobExists(db, candidate.jobId);
    await db.candidates.add(newCandidateRow(candidate));
  });
  return candidate;
}

/** Adds an application of the candidate's person to another job, refused where they have one (ALREADY_APPLIED). */
export async function addApplication(db: TalentFlowDB, of: string, input: NewApplication): Promise<Candidate> {
  assertNewApplication(input);
  return db.transaction('rw', [...pipelineStores(db), db.jobs], async () => {
    const existing = await db.candidates.get(of);
    if (!existing) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    await assertJobExists(db, input.jobId);
    const personId = personOf(existing);
    const mine = await rowsOfPeople(db, [personId]);
    if (mine.some((row) => row.jobId === input.jobId)) throw new ConflictError(ALREADY_APPLIED);
    const id = uuidv4();
    const { name, email, otherEmails } = existing;
    const identity = { name, email, ...(otherEmails ? { otherEmails } : {}) };
    await db.candidates.add(newCandidateRow({ id, ...identity, stage: input.stage, jobId: input.jobId, personId }));
    await recountPeople(db, [personId]);
    return toCandidate((await db.candidates.get(id))!);
  });
}

/** Saves changes; a stage change is written to the timeline in the same transaction. */
export async function updateCandidate(
  db: TalentFlowDB,
  id: string,
  { fromStage, ...changes }: CandidateChanges,
  now: () => Date = () => new Date(),
  by?: string,
): Promise<Candidate> {
  validateCandidate({ ...changes, fromStage });
  return db.transaction('rw', [...pipelineStores(db), db.jobs, db.jobChanges], async () => {
    const existing = await db.candidates.get(id);
    if (!existing) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    const version = existing.version ?? 1;
    if (changes.version !== undefined && changes.version !== version) throw new ConflictError(CHANGED_ELSEWHERE);
    assertMoveFrom(existing.stage, fromStage);
    const updated: CandidateRow = withSource(
      { ...existing, ...trimCandidateFields(changes), id, version: version + 1 },
      changes,
    );
    if (updated.email.toLowerCase() !== existing.email.toLowerCase())
      await assertEmailFree(db, updated.email, existing);
    if (updated.jobId !== existing.jobId) await assertJobExists(db, updated.jobId);
    const change =
      updated.stage === existing.stage ? undefined : stageChange(existing, updated.stage, now().toISOString(), by);
    if (change) await db.timelines.add(change);
    if (updated.jobId !== existing.jobId) {
      await db.jobChanges.add(jobChange(existing, updated.jobId, now().toISOString(), by));
      // A job change moves the candidate's stays to the other job.
      await db.candidates.put(updated);
      await refreshPipelineFacts(db, [id]);
    } else if (change) await putMovedCandidates(db, [updated], [change]);
    else await db.candidates.put(updated);
    if (updated.name !== existing.name || updated.email !== existing.email) await shareIdentity(db, updated);
    return toCandidate(updated);
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
  fromStages: Record<string, Stage> = {},
  by?: string,
): Promise<MoveOutcome> {
  if (!isStage(to)) throw new InvalidInputError(`Unknown stage "${String(to)}"`);
  if (ids.length === 0) throw new InvalidInputError('Choose at least one candidate');
  return db.transaction('rw', pipelineStores(db), async () => {
    const { moving, refused } = await moveWithin(db, ids, to, now().toISOString(), fromStages, by);
    return { moved: moving.length, refused };
  });
}

/**
 * A bulk move inside the caller's transaction (pipelineStores): the candidates as they were
 * before it, and those left where someone else put them. `reason` rides on each stage change.
 */
export async function moveWithin(
  db: TalentFlowDB,
  ids: string[],
  to: Stage,
  timestamp: string,
  fromStages: Record<string, Stage>,
  by?: string,
  reason?: string,
): Promise<{ moving: CandidateRow[]; refused: MoveOutcome['refused'] }> {
  const found = await db.candidates.bulkGet(ids);
  if (found.some((candidate) => !candidate)) throw new RecordNotFoundError(CANDIDATE_GONE);
  const { moving, refused } = planBulkMove(found as CandidateRow[], to, fromStages);
  const changes = moving.map((candidate) => ({
    ...stageChange(candidate, to, timestamp, by),
    ...(reason ? { reason } : {}),
  }));
  await db.timelines.bulkAdd(changes);
  await putMovedCandidates(
    db,
    moving.map((candidate) => ({ ...candidate, stage: to, version: (candidate.version ?? 1) + 1 })),
    changes,
  );
  return { moving, refused };
}

/** Removes candidates with their notes, stage history, job changes, assessment links, applications, résumés, interviewers and scorecards. */
export async function deleteCandidates(db: TalentFlowDB, ids: string[]): Promise<void> {
  const stores = [
    ...pipelineStores(db),
    ...[db.notes, db.jobChanges, db.assessmentLinks, db.applications, db.resumes, db.earlierResumes],
    ...[db.assignments, db.scorecards, db.messages, db.offers, db.interviews, db.slotOffers],
  ];
  await db.transaction('rw', stores, async () => {
    const people = (await db.candidates.bulkGet(ids)).flatMap((row) => (row ? [personOf(row)] : []));
    await db.candidates.bulkDelete(ids);
    await recountPeople(db, people);
    await db.notes.where('candidateId').anyOf(ids).delete();
    await db.timelines.where('candidateId').anyOf(ids).delete();
    await db.jobChanges.where('candidateId').anyOf(ids).delete();
    await db.assessmentLinks.where('candidateId').anyOf(ids).delete();
    await db.applications.bulkDelete(ids);
    await db.resumes.bulkDelete(ids);
    await db.earlierResumes.where('candidateId').anyOf(ids).delete();
    await db.messages.where('candidateId').anyOf(ids).delete();
    await db.offers.where('candidateId').anyOf(ids).delete();
    await db.interviews.where('candidateId').anyOf(ids).delete();
    await db.slotOffers.where('candidateId').anyOf(ids).delete();
    await db.assignments.where('candidateId').anyOf(ids).delete();
    await db.scorecards.where('candidateId').anyOf(ids).delete();
    await refreshPipelineFacts(db, ids);
  });
}

/** Every application of the candidate's person, this one included, oldest first. */
export async function listPersonApplications(db: TalentFlowDB, candidateId: string): Promise<PersonApplication[]> {
  const row = await db.candidates.get(candidateId);
  if (!row) return [];
  const rows = await rowsOfPeople(db, [personOf(row)]);
  // An application began with its arrival, or else with its first stage change.
  const since = new Map(rows.flatMap((each) => (each.arrival ? [[each.id, each.arrival.timestamp] as const] : [])));
  const unknown = rows.filter((each) => !since.has(each.id)).map((each) => each.id);
  for (const entry of await db.timelines.where('candidateId').anyOf(unknown).toArray()) {
    const known = since.get(entry.candidateId);
    if (!known || entry.timestamp < known) since.set(entry.candidateId, entry.timestamp);
  }
  return rows
    .map((each) => {
      const began = since.get(each.id);
      return { candidateId: each.id, jobId: each.jobId, stage: each.stage, ...(began ? { since: began } : {}) };
    })
    .sort(applicationOrder);
}

/** Stage changes, newest first, with an imported candidate's first entry. */
export async function listTimeline(db: TalentFlowDB, candidateId: string): Promise<TimelineEntry[]> {
  const [entries, candidate] = await Promise.all([
    db.timelines.where('candidateId').equals(candidateId).toArray(),
    db.candidates.get(candidateId),
  ]);
  if (candidate?.arrival) entries.push(candidate.arrival);
  return entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** Job changes, newest first. */
export async function listJobChanges(db: TalentFlowDB, candidateId: string): Promise<JobChange[]> {
  const changes = await db.jobChanges.where('candidateId').equals(candidateId).toArray();
  return changes.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** Notes, newest first. */
/** The notes on the candidate's person: written from any application of theirs, newest first. */
export async function listNotes(db: TalentFlowDB, candidateId: string): Promise<CandidateNote[]> {
  return db.transaction('r', [db.candidates, db.notes], async () => {
    const ids = await applicationIdsOfPerson(db, candidateId);
    const notes = await db.notes.where('candidateId').anyOf(ids).toArray();
    return notes.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  });
}

/** Adds a note unless it is blank; returns undefined when there was nothing to add. */
export async function addNote(
  db: TalentFlowDB,
  candidateId: string,
  text: string,
  now: () => Date = () => new Date(),
  author = '',
  handles?: Handles,
): Promise<CandidateNote | undefined> {
  const note = newNote(candidateId, text, now(), author, handles);
  if (!note) return undefined;
  await db.transaction('rw', [db.candidates, db.notes], async () => {
    if (!(await db.candidates.get(candidateId))) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    await db.notes.add(note);
  });
  return note;
}

/**
 * An import's further applications of stored people take their person's name and emails; one
 * whose person went or applied to that job meanwhile refuses the import.
 */
async function joinStoredPeople(db: TalentFlowDB, candidates: Candidate[]) {
  const imported = new Set(candidates.map(({ id }) => id));
  const stored = candidates.filter(({ personId }) => personId && !imported.has(personId));
  if (stored.length === 0) return;
  // Grouped once: an import may add thousands of applications to stored people.
  const byPerson = new Map<string, CandidateRow[]>();
  for (const row of await rowsOfPeople(db, stored.map(personOf))) {
    byPerson.set(personOf(row), [...(byPerson.get(personOf(row)) ?? []), row]);
  }
  for (const candidate of stored) {
    const mine = byPerson.get(personOf(candidate)) ?? [];
    if (mine.length === 0 || mine.some((row) => row.jobId === candidate.jobId)) throw importedChangedMeanwhile();
    const [{ name, email, otherEmails }] = mine;
    Object.assign(candidate, { name, email }, otherEmails ? { otherEmails } : {});
  }
}

/** Candidates written per step of an import: each step is short, so the page stays responsive. */
const IMPORT_SLICE = 1000;

/**
 * Adds imported candidates in one transaction, all of them or none, each with a first timeline
 * entry (into their stage, at the import's time, kept on their row: one request a candidate).
 * Refused when an email is taken by then or repeated. `onProgress` hears how many are written so far.
 */
export async function importCandidates(
  db: TalentFlowDB,
  inputs: CandidateInput[],
  {
    now = () => new Date(),
    onProgress,
    by,
    updates = [],
  }: {
    now?: () => Date;
    onProgress?: (written: number) => void;
    by?: string;
    updates?: readonly CandidateUpdate[];
  } = {},
): Promise<Candidate[]> {
  const candidates = importedCandidates(inputs);
  const timestamp = now().toISOString();
  await db.transaction('rw', [...pipelineStores(db), db.jobs, db.jobChanges], async () => {
    const taken = firstStoredEmail(candidates, (await db.candidates.orderBy('email').keys()).map(String));
    if (taken) throw importedEmailTaken(taken.email);
    await joinStoredPeople(db, candidates);
    const jobIds = new Set(await db.jobs.toCollection().primaryKeys());
    // No job is a candidate of the browser's own data whom nobody has placed yet.
    const missing = candidates.find(({ jobId }) => jobId && !jobIds.has(jobId));
    if (missing) throw importedJobMissing(missing.jobId);
    for (let start = 0; start < candidates.length; start += IMPORT_SLICE) {
      const slice = candidates.slice(start, start + IMPORT_SLICE);
      await db.candidates.bulkAdd(
        slice.map((candidate) =>
          importedCandidateRow(candidate, stageChange(candidate, candidate.stage, timestamp, by)),
        ),
      );
      onProgress?.(start + slice.length);
    }
    await recountPeople(
      db,
      candidates.flatMap(({ personId }) => (personId ? [personId] : [])),
    );
    for (const { id, version, changes } of updates) {
      try {
        await updateCandidate(db, id, { ...changes, version }, now, by);
      } catch (error) {
        throw error instanceof ConflictError || error instanceof RecordNotFoundError
          ? importedChangedMeanwhile()
          : error;
      }
    }
  });
  return candidates;
}
