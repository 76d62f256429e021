import { ownEntry } from './activityMiddleware';
import type { Actor } from '@/lib/people/members';
import type { TalentFlowDB } from './db';
import { pipelineStores } from './pipelineFacts';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { Candidate, CandidateRow } from '@/lib/shared/types';
import { toCandidate } from './candidateRows';
import { asApplicationOf, rowsOfPeople } from './personRows';
import { personOf } from '@/lib/candidates/personApplications';
import {
  findDuplicatePairs,
  mergedIdentity,
  ONE_PERSON_ALREADY,
  type DuplicatePair,
  type MergeRequest,
} from '@/lib/candidates/duplicates';

/**
 * Every pair of possible duplicates among the stored candidates (lib/candidates/duplicates.ts).
 * A pair shares an email (in any case) or both have a phone, so only those rows are read: the
 * email index's keys find the first kind without reading a row. Reading every candidate each time
 * the list changed held the page for 0.8 s at 100 000.
 */
export async function listDuplicates(db: TalentFlowDB): Promise<DuplicatePair[]> {
  return db.transaction('r', [db.candidates, db.applications], async () => {
    const byEmail = db.candidates.orderBy('email');
    const [emails, ids, applications] = await Promise.all([
      byEmail.keys(),
      byEmail.primaryKeys(),
      db.applications.toArray(),
    ]);
    const phones = new Map(
      applications.flatMap((application) => (application.phone ? [[application.candidateId, application.phone]] : [])),
    );
    const idsOfEmail = new Map<string, string[]>();
    emails.forEach((email, index) => {
      const key = String(email).trim().toLowerCase();
      const group = idsOfEmail.get(key);
      if (group) group.push(String(ids[index]));
      else idsOfEmail.set(key, [String(ids[index])]);
    });
    const sharing = [...idsOfEmail.values()].filter((group) => group.length > 1).flat();
    const rows = await db.candidates.bulkGet([...new Set([...sharing, ...phones.keys()])]);
    return findDuplicatePairs(
      rows.flatMap((row) => {
        if (!row) return [];
        const phone = phones.get(row.id);
        return [phone ? { ...toCandidate(row), phone } : toCandidate(row)];
      }),
    );
  });
}

/** The record a merged-away candidate is now part of, if they were merged. */
export async function mergedInto(db: TalentFlowDB, id: string): Promise<string | undefined> {
  return (await db.candidateMerges.get(id))?.into;
}

const identityOf = ({ name, email }: Candidate) => ({ name, email });

/**
 * Merges the other record's person into the kept record's, in one transaction: every application
 * of both stays with its own job, stage, history, résumé, responses and scorecards, and is now the
 * kept person's, named with the chosen name and main email; every other email of both is kept
 * beside it (lib/candidates/duplicates.ts). Nothing is deleted but the other's identity. The merge
 * is one entry of the activity log, naming both.
 */
export async function mergeCandidates(
  db: TalentFlowDB,
  keptId: string,
  { otherId, choose }: MergeRequest,
  actor: Actor | undefined,
): Promise<Candidate> {
  return db.transaction('rw', [...pipelineStores(db), db.activity], async () => {
    const [kept, other] = (await db.candidates.bulkGet([keptId, otherId])) as [CandidateRow?, CandidateRow?];
    if (!kept || !other) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    const person = personOf(kept);
    if (person === personOf(other)) throw new InvalidInputError(ONE_PERSON_ALREADY);
    const { otherEmails, ...identity } = mergedIdentity(toCandidate(kept), toCandidate(other), choose);
    const rows = await rowsOfPeople(db, [person, personOf(other)]);
    await db.candidates.bulkPut(
      rows.map((row) => {
        const { otherEmails: _were, ...rest } = asApplicationOf(row, person, rows.length);
        return {
          ...rest,
          ...identity,
          ...(otherEmails.length > 0 ? { otherEmails } : {}),
          version: (row.version ?? 1) + 1,
        };
      }),
    );
    const merged = toCandidate((await db.candidates.get(keptId))!);
    await db.activity.add(
      ownEntry(actor, {
        kind: 'candidate',
        action: 'merged',
        subjectId: otherId,
        jobId: kept.jobId,
        candidateId: keptId,
        before: identityOf(toCandidate(other)),
        after: identityOf(merged),
      }),
    );
    return merged;
  });
}
