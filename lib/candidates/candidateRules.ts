import { v4 as uuidv4 } from 'uuid';
import { compareByName } from './candidateOrder';
import { validateSource } from './candidateSource';
import { extractMentions, type Handles } from './mentions';
import { CANDIDATE_STAGES } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError } from '@/lib/shared/errors';
import { assertId, assertText, INPUT_LIMITS } from '@/lib/shared/storableInput';
import type { Candidate, CandidateNote, JobChange, Stage, TimelineEntry } from '@/lib/shared/types';

/**
 * The rules of a candidate, its notes and its moves that both back ends keep: the browser's
 * (candidateRepository.ts) and the team server's (server/store/candidates.ts).
 */

export interface CandidateFilters {
  search?: string;
  stage?: Stage | '';
  jobId?: string;
  /** Only these candidates (an interviewer's): read by id rather than filtered from everyone. */
  ids?: readonly string[];
}

export type CandidateInput = Omit<Candidate, 'id'>;

/**
 * What an edit changes. A move names the stage it was made from (`fromStage`): a move from a
 * stage the candidate has left meanwhile is refused, not laid over someone else's.
 */
export type CandidateChanges = Partial<CandidateInput> & { fromStage?: Stage };

/** A stage as screens name it ("Screen"); stored, sent and in addresses it stays the spec's value ("screen"). */
export const stageName = (stage: Stage) => stage.charAt(0).toUpperCase() + stage.slice(1);

/** A move refused because someone else moved the candidate first; `stage` is where they are now. */
export class MovedMeanwhileError extends ConflictError {
  constructor(readonly stage: Stage) {
    super(`Moved to ${stageName(stage)} by someone else meanwhile`);
  }
}

/** What a bulk move did: how many moved, and those someone else had moved meanwhile (where to). */
export interface MoveOutcome {
  moved: number;
  refused: Array<{ id: string; stage: Stage }>;
}

/**
 * Splits a bulk move's candidates, as stored now, into those it moves and those it refuses: a
 * candidate whose stage is no longer the one the mover saw (`fromStages`) was moved by someone
 * else meanwhile; one already in `to` needs no move.
 */
export function planBulkMove<T extends { id: string; stage: Stage }>(
  stored: T[],
  to: Stage,
  fromStages: Record<string, Stage> = {},
): { moving: T[]; refused: MoveOutcome['refused'] } {
  const movedMeanwhile = (candidate: T) =>
    candidate.stage !== to && fromStages[candidate.id] !== undefined && fromStages[candidate.id] !== candidate.stage;
  return {
    moving: stored.filter((candidate) => candidate.stage !== to && !movedMeanwhile(candidate)),
    refused: stored.filter(movedMeanwhile).map(({ id, stage }) => ({ id, stage })),
  };
}

/** Refuses a move made from a stage the candidate is no longer in. */
export function assertMoveFrom(current: Stage, fromStage: Stage | undefined): void {
  if (fromStage !== undefined && fromStage !== current) throw new MovedMeanwhileError(current);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isStage(value: unknown): value is Stage {
  return CANDIDATE_STAGES.includes(value as Stage);
}

export function matchesSearch(candidate: Candidate, search: string): boolean {
  return candidate.name.toLowerCase().includes(search) || candidate.email.toLowerCase().includes(search);
}

/** The candidates whose name or email holds the search, ignoring case, by name. */
export function matchCandidates(candidates: Candidate[], search = ''): Candidate[] {
  const words = search.trim().toLowerCase();
  return (words ? candidates.filter((candidate) => matchesSearch(candidate, words)) : candidates).sort(compareByName);
}

/** Whether the list filtered this way holds the candidate. */
export function isInList(candidate: Candidate, { search = '', stage, jobId }: CandidateFilters): boolean {
  if (stage && candidate.stage !== stage) return false;
  if (jobId && candidate.jobId !== jobId) return false;
  return matchCandidates([candidate], search).length === 1;
}

/** A candidate's fields as they are stored: name and email trimmed, where given. */
export function trimCandidateFields<T extends Partial<CandidateInput>>(fields: T): T {
  const trimmed = { ...fields };
  if (trimmed.name !== undefined) trimmed.name = trimmed.name.trim();
  if (trimmed.email !== undefined) trimmed.email = trimmed.email.trim();
  if (trimmed.sourceDetail !== undefined) trimmed.sourceDetail = trimmed.sourceDetail.trim();
  return trimmed;
}

/** The rules of a candidate's fields, for a new candidate or the fields an edit changes. */
export function validateCandidate(input: CandidateChanges): void {
  if (input.name !== undefined && !input.name.trim()) throw new InvalidInputError('Name is required');
  if (input.name !== undefined) assertText(input.name.trim(), 'Name', INPUT_LIMITS.name);
  if (input.email !== undefined && !EMAIL_PATTERN.test(input.email.trim())) {
    throw new InvalidInputError('Enter a valid email address');
  }
  if (input.email !== undefined) assertText(input.email.trim(), 'Email', INPUT_LIMITS.email);
  if (input.jobId) assertId(input.jobId, 'Job');
  validateSource(input);
  if (input.referredBy !== undefined) throw new InvalidInputError('Only a referral link names who referred someone');
  for (const stage of [input.stage, input.fromStage]) {
    if (stage !== undefined && !isStage(stage)) {
      throw new InvalidInputError(`Stage must be one of ${CANDIDATE_STAGES.join(', ')}`);
    }
  }
}

/** The timeline entry of a candidate's move to `to`, made by `by` (a member's name) where someone made it. */
export function stageChange(candidate: Candidate, to: Stage, timestamp: string, by?: string): TimelineEntry {
  return { id: uuidv4(), candidateId: candidate.id, timestamp, from: candidate.stage, to, ...(by ? { by } : {}) };
}

/** A candidate added by a recruiter or an import: the first application of a new person, whose id is theirs. */
export function newPersonsCandidate<Fields extends CandidateInput>(fields: Fields): Fields & Candidate {
  return { ...fields, id: uuidv4() };
}

/**
 * An import's candidates with their ids. Rows of one new email are one new person: the first is
 * their first application and names them; the others, to other jobs, are theirs with its name and
 * email. A row naming a stored person (`personId`) is an application of theirs. One person twice
 * for one job is refused.
 */
export function importedCandidates(inputs: CandidateInput[]): Candidate[] {
  inputs.forEach(validateCandidate);
  const firstOfEmail = new Map<string, Candidate>();
  const applied = new Set<string>();
  return inputs.map((input) => {
    const fields = trimCandidateFields(input);
    const first = fields.personId ? undefined : firstOfEmail.get(fields.email.toLowerCase());
    const candidate = first
      ? { ...newPersonsCandidate(fields), name: first.name, email: first.email, personId: first.id }
      : newPersonsCandidate(fields);
    if (!candidate.personId) firstOfEmail.set(candidate.email.toLowerCase(), candidate);
    const application = `${candidate.personId ?? candidate.id}\u0000${candidate.jobId}`;
    if (applied.has(application))
      throw new ConflictError(`${fields.email} is in the list twice for one job. Nothing was imported.`);
    applied.add(application);
    return candidate;
  });
}

/** The first of an import's new people whose email, in any case, is one of `stored`. */
export function firstStoredEmail(candidates: Candidate[], stored: Iterable<string>): Candidate | undefined {
  const taken = new Set([...stored].map((email) => email.toLowerCase()));
  return candidates.find(({ email, personId }) => !personId && taken.has(email.toLowerCase()));
}

/** An import's change of a stored candidate: the fields a row of the file changes, made from `version`. */
export interface CandidateUpdate {
  id: string;
  version: number;
  changes: Partial<Pick<CandidateInput, 'name' | 'stage' | 'jobId'>>;
}

/** An import refused because one of the candidates it updates was changed after its check. */
export const importedChangedMeanwhile = () =>
  new ConflictError(
    'A candidate this file updates was changed by someone else after the check. Nothing was imported: check the file again.',
  );

/** An import refused because `email` was stored meanwhile, by someone else or another tab. */
export const importedEmailTaken = (email: string) =>
  new ConflictError(`${email} is in TalentFlow already (added meanwhile). Nothing was imported.`);

/** An import refused because one of its jobs is not stored (a wrong id, or a job not there any more). */
export const importedJobMissing = (jobId: string) =>
  new InvalidInputError(`There is no job with the id "${jobId}". Nothing was imported.`);

/** The record of a candidate's job changing, for their timeline. */
export function jobChange(candidate: Candidate, toJobId: string, timestamp: string, by?: string): JobChange {
  const change = { id: uuidv4(), candidateId: candidate.id, timestamp, fromJobId: candidate.jobId, toJobId };
  return by ? { ...change, by } : change;
}

/** The note this text makes, kept as typed with its mentions; undefined when it is blank. */
export function newNote(
  candidateId: string,
  text: string,
  now: Date,
  author: string,
  handles?: Handles,
): CandidateNote | undefined {
  if (!text.trim()) return undefined;
  assertText(text, 'A note', INPUT_LIMITS.note);
  const mentions = extractMentions(text, handles);
  return { id: uuidv4(), candidateId, text, createdAt: now.toISOString(), author, mentions };
}
