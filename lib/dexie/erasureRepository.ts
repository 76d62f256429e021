import type { Table } from 'dexie';
import { v4 as uuidv4 } from 'uuid';
import { ownEntry } from './activityMiddleware';
import { pipelineStores, refreshPipelineFacts } from './pipelineFacts';
import type { Actor } from '@/lib/people/members';
import type { TalentFlowDB } from './db';
import { recountPeople, rowsOfPeople } from './personRows';
import { personOf } from '@/lib/candidates/personApplications';
import { erasedFields, type ErasureReason } from '@/lib/privacy/privacy';

/** The stores whose rows are a candidate's by `candidateId`, besides their own row and the log. */
const heldByCandidate = (db: TalentFlowDB) =>
  [
    db.notes,
    db.timelines,
    db.jobChanges,
    db.assessmentLinks,
    db.assessmentResponses,
    db.responseScores,
    db.assignments,
    db.scorecards,
    db.earlierResumes,
    db.messages,
    db.offers,
    db.interviews,
    db.slotOffers,
  ] as unknown as Table<{ candidateId: string }>[];

/** Every store an erasure writes. */
export const erasureStores = (db: TalentFlowDB) => [
  ...pipelineStores(db),
  ...heldByCandidate(db),
  ...[db.applications, db.resumes, db.candidateMerges, db.activity],
];

/**
 * Erases candidates (each with every application of their person, unless the retention sweep
 * erases the rejected applications it chose) in one transaction: their row, notes, stage and job changes, assessment links,
 * responses and their scores, application, résumés, messages, offers, interviewers, scorecards and the records merged
 * into them; their derived insights rows are worked out again without them. The activity log keeps
 * its entries about them with their own fields replaced (PERSONAL_FIELDS), and one entry more says
 * that candidates were erased, by whom and when, but not whom. Answers how many were erased.
 */
export async function eraseCandidates(
  db: TalentFlowDB,
  ids: readonly string[],
  { actor, reason }: { actor: Actor | undefined; reason: ErasureReason },
): Promise<number> {
  return db.transaction('rw', erasureStores(db), async () => {
    const named = (await db.candidates.bulkGet([...ids])).flatMap((row) => (row ? [row] : []));
    const people = named.map(personOf);
    // A person's erasure takes every application of theirs; the sweep, the rejected ones it chose.
    const rows = reason === 'retention' ? named : await rowsOfPeople(db, people);
    const gone = rows.map((row) => row.id);
    if (gone.length === 0) return 0;
    await db.candidates.bulkDelete(gone);
    await recountPeople(db, people);
    await Promise.all(heldByCandidate(db).map((table) => table.where('candidateId').anyOf(gone).delete()));
    await Promise.all([db.applications.bulkDelete(gone), db.resumes.bulkDelete(gone)]);
    await db.candidateMerges.where('into').anyOf(gone).delete();
    await db.activity
      .where('candidateId')
      .anyOf(gone)
      .modify((entry) => {
        entry.before = erasedFields(entry.kind, entry.before);
        entry.after = erasedFields(entry.kind, entry.after);
      });
    await refreshPipelineFacts(db, gone);
    const entry = ownEntry(actor, {
      kind: 'candidate',
      action: 'erased',
      subjectId: uuidv4(),
      jobId: null,
      candidateId: null,
      before: null,
      after: { candidates: gone.length, reason },
    });
    await db.activity.add(entry);
    return gone.length;
  });
}
