import Dexie from 'dexie';
import { ownEntry } from './activityMiddleware';
import type { Actor } from '@/lib/people/members';
import type { TalentFlowDB } from './db';
import { eraseCandidates, erasureStores } from './erasureRepository';
import {
  dueForErasure,
  RETENTION_OFF,
  type RejectedApplication,
  type RejectedCandidate,
  type RetentionSetting,
} from '@/lib/privacy/privacy';
import { personOf } from '@/lib/candidates/personApplications';

export async function readRetention(db: TalentFlowDB): Promise<RetentionSetting> {
  const row = await db.settings.get('retention');
  return row?.key === 'retention' ? { months: row.months } : RETENTION_OFF;
}

/** Saves the team's retention; a change is an entry of the log as the member's who made it. */
export function saveRetention(db: TalentFlowDB, setting: RetentionSetting, actor?: Actor): Promise<RetentionSetting> {
  return db.transaction('rw', [db.settings, db.activity], async () => {
    const was = await readRetention(db);
    if (was.months === setting.months) return setting;
    await db.settings.put({ key: 'retention', months: setting.months });
    await db.activity.add(
      ownEntry(actor, {
        kind: 'retention',
        action: 'changed',
        subjectId: 'retention',
        jobId: null,
        candidateId: null,
        before: { months: was.months },
        after: { months: setting.months },
      }),
    );
    return setting;
  });
}

/** Every rejected application with the time of its latest move to rejected (its arrival, when imported so). */
async function rejectedApplications(db: TalentFlowDB): Promise<RejectedApplication[]> {
  const rows = await db.candidates
    .where('[stage+jobId]')
    .between(['rejected', Dexie.minKey], ['rejected', Dexie.maxKey])
    .toArray();
  const entries = await db.timelines
    .where('candidateId')
    .anyOf(rows.map((row) => row.id))
    .toArray();
  const latest = new Map<string, string>();
  for (const entry of [...entries, ...rows.flatMap((row) => (row.arrival ? [row.arrival] : []))]) {
    const known = latest.get(entry.candidateId);
    if (entry.to === 'rejected' && (!known || entry.timestamp > known)) latest.set(entry.candidateId, entry.timestamp);
  }
  return rows.flatMap((row) => {
    const rejectedAt = latest.get(row.id);
    const { id, name, jobId, personApplications = 1 } = row;
    return rejectedAt ? [{ id, name, jobId, rejectedAt, personId: personOf(row), personApplications }] : [];
  });
}

/** Whom the sweep would erase now: the dry run. */
export async function listDueForErasure(db: TalentFlowDB, now: Date): Promise<RejectedCandidate[]> {
  const [setting, rejected] = await db.transaction('r', [db.settings, db.candidates, db.timelines], () =>
    Promise.all([readRetention(db), rejectedApplications(db)]),
  );
  return dueForErasure(rejected, setting, now);
}

/**
 * Erases the candidates the retention makes due, as one erasure, in the transaction that chose
 * them (none moved out of rejected meanwhile); answers how many.
 */
export function sweepRetention(db: TalentFlowDB, now: Date, actor?: Actor): Promise<number> {
  return db.transaction('rw', [...erasureStores(db), db.settings], async () => {
    const due = await listDueForErasure(db, now);
    if (due.length === 0) return 0;
    const ids = due.map((candidate) => candidate.id);
    return eraseCandidates(db, ids, { actor, reason: 'retention' });
  });
}
