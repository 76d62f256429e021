import type { Table } from 'dexie';
import { ownEntry } from './activityMiddleware';
import { TRACKED_FIELDS } from '@/lib/activity/activity';
import type { Actor } from '@/lib/people/members';
import type { TalentFlowDB } from './db';
import { pipelineStores, refreshPipelineFacts } from './pipelineFacts';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { Candidate, CandidateRow } from '@/lib/shared/types';
import { toCandidate } from './candidateRows';
import { recountPeople, shareIdentity } from './personRows';
import { personOf } from '@/lib/candidates/personApplications';
import { jobChange, stageChange } from '@/lib/candidates/candidateRules';
import {
  findDuplicatePairs,
  keptApplicationOf,
  mergedCandidate,
  type DuplicatePair,
  type MergeRequest,
} from '@/lib/candidates/duplicates';

/** Every pair of possible duplicates among the stored candidates (lib/candidates/duplicates.ts). */
export async function listDuplicates(db: TalentFlowDB): Promise<DuplicatePair[]> {
  return db.transaction('r', [db.candidates, db.applications], async () => {
    const [rows, applications] = await Promise.all([db.candidates.toArray(), db.applications.toArray()]);
    const phones = new Map(applications.map((application) => [application.candidateId, application.phone]));
    return findDuplicatePairs(
      rows.map((row) => {
        const phone = phones.get(row.id);
        return phone ? { ...toCandidate(row), phone } : toCandidate(row);
      }),
    );
  });
}

/** The record a merged-away candidate is now part of, if they were merged. */
export async function mergedInto(db: TalentFlowDB, id: string): Promise<string | undefined> {
  return (await db.candidateMerges.get(id))?.into;
}

/** The stores whose rows name a candidate by `candidateId`, besides the pipeline's. */
const candidateStores = (db: TalentFlowDB): Table<{ candidateId: string }>[] =>
  [
    db.notes,
    db.jobChanges,
    db.assessmentLinks,
    db.assessmentResponses,
    db.responseScores,
    db.scorecards,
    db.activity,
  ] as unknown as Table<{ candidateId: string }>[];

const trackedOf = (candidate: Candidate) =>
  Object.fromEntries(TRACKED_FIELDS.candidate.map((field) => [field, candidate[field as keyof Candidate]]));

/**
 * Merges `request.otherId` into `keptId` in one transaction: the kept record takes the chosen
 * fields; every note, stage and job change, assessment link, response, scorecard, interviewer and
 * activity entry of the other becomes the kept one's; one application and résumé stay (the chosen
 * one when both have one); the other record goes, and its id leads to the kept one from now on.
 * A changed stage or job is on the timeline as the merger's change. The merge is one entry of
 * the activity log, naming both.
 */
export async function mergeCandidates(
  db: TalentFlowDB,
  keptId: string,
  { otherId, choose }: MergeRequest,
  now: Date,
  actor: Actor | undefined,
): Promise<Candidate> {
  const stores = [
    ...pipelineStores(db),
    ...candidateStores(db),
    ...[db.applications, db.resumes, db.assignments, db.candidateMerges],
  ];
  return db.transaction('rw', stores, async () => {
    const [kept, other] = (await db.candidates.bulkGet([keptId, otherId])) as [CandidateRow?, CandidateRow?];
    if (!kept || !other) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    const merged = mergedCandidate(toCandidate(kept), toCandidate(other), choose);
    const at = now.toISOString();
    const moveToKept = { candidateId: keptId };
    await Promise.all(
      candidateStores(db).map((table) => table.where('candidateId').equals(otherId).modify(moveToKept)),
    );
    await db.timelines.where('candidateId').equals(otherId).modify(moveToKept);
    if (other.arrival) await db.timelines.add({ ...other.arrival, candidateId: keptId });
    await mergeAssignments(db, keptId, otherId);
    await mergeApplications(
      db,
      keptId,
      otherId,
      keptApplicationOf(choose, ...(await hasApplications(db, keptId, otherId))),
    );
    if (merged.stage !== kept.stage) await db.timelines.add(stageChange(kept, merged.stage, at, actor?.name));
    if (merged.jobId !== kept.jobId) await db.jobChanges.add(jobChange(kept, merged.jobId, at, actor?.name));
    await db.candidates.delete(otherId);
    const written = { ...kept, ...merged };
    await db.candidates.put(written);
    // As migration 029's triggers do: the kept person's other applications take the merged name
    // and email, and both people are counted again.
    await shareIdentity(db, written);
    await recountPeople(db, [personOf(kept), personOf(other)]);
    await refreshPipelineFacts(db, [keptId, otherId]);
    await db.candidateMerges.where('into').equals(otherId).modify({ into: keptId });
    await db.candidateMerges.put({ id: otherId, into: keptId, at });
    const entry = ownEntry(actor, {
      kind: 'candidate',
      action: 'merged',
      subjectId: otherId,
      jobId: merged.jobId,
      candidateId: keptId,
      before: trackedOf(toCandidate(other)),
      after: trackedOf(merged),
    });
    await db.activity.add(entry);
    return toCandidate((await db.candidates.get(keptId))!);
  });
}

async function hasApplications(db: TalentFlowDB, keptId: string, otherId: string): Promise<[boolean, boolean]> {
  const [kept, other] = await db.applications.bulkGet([keptId, otherId]);
  return [kept !== undefined, other !== undefined];
}

/** The other's interviewers become the kept record's, but one member in one stage only once. */
async function mergeAssignments(db: TalentFlowDB, keptId: string, otherId: string) {
  const [kept, other] = await Promise.all([
    db.assignments.where('candidateId').equals(keptId).toArray(),
    db.assignments.where('candidateId').equals(otherId).toArray(),
  ]);
  const held = new Set(kept.map(({ stage, memberId }) => `${stage}\u0000${memberId}`));
  const [repeated, moved] = [
    other.filter(({ stage, memberId }) => held.has(`${stage}\u0000${memberId}`)),
    other.filter(({ stage, memberId }) => !held.has(`${stage}\u0000${memberId}`)),
  ];
  await db.assignments.bulkDelete(repeated.map(({ id }) => id));
  await db.assignments.bulkPut(moved.map((assignment) => ({ ...assignment, candidateId: keptId })));
}

/** A candidate keeps one application and résumé: the kept record's, or the other's moved over. */
async function mergeApplications(db: TalentFlowDB, keptId: string, otherId: string, keep: 'kept' | 'other' | 'none') {
  if (keep === 'other') {
    const [application, resume] = await Promise.all([db.applications.get(otherId), db.resumes.get(otherId)]);
    await Promise.all([db.applications.delete(keptId), db.resumes.delete(keptId)]);
    if (application) await db.applications.put({ ...application, candidateId: keptId });
    if (resume) await db.resumes.put({ ...resume, candidateId: keptId });
  }
  await Promise.all([db.applications.delete(otherId), db.resumes.delete(otherId)]);
}
