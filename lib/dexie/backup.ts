import { checkBackupRow } from '@/lib/seed/backupRows';
import { arrivalsOf, deriveCandidateRows, toCandidate } from './candidateRows';
import { withApplicationCounts } from '@/lib/candidates/personApplications';
import { InvalidInputError } from '@/lib/shared/errors';
import { DERIVED_STORES, type TalentFlowDB } from './db';
import { seedIfEmpty } from './seed';
import { scoreRowsOf } from '@/lib/assessments/responseScores';
import type { Assessment, AssessmentResponse, Candidate, CandidateRow, TimelineEntry } from '@/lib/shared/types';

export const BACKUP_FORMAT = 'talentflow-backup';
export const BACKUP_VERSION = 1;

/**
 * Every store of the schema with the field that keys its rows, read from the database
 * itself so that a store added to the schema is in every backup without further changes.
 * Derived stores are left out: a restore rebuilds them.
 */
function storesOf(db: TalentFlowDB): { name: string; key: string }[] {
  return db.tables
    .filter((table) => !DERIVED_STORES.includes(table.name))
    .map((table) => ({ name: table.name, key: String(table.schema.primKey.keyPath) }));
}

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
  /** The localStorage `responses` list of the runtime form. */
  localResponses: AssessmentResponse[];
}

const storeNamesOf = (db: TalentFlowDB) => storesOf(db).map(({ name }) => name);

/** Stores added since backups began: a backup made before one was added holds none of its rows. */
const ADDED_SINCE_VERSION_1 = [
  'jobChanges',
  'assessmentLinks',
  'applications',
  'resumes',
  'earlierResumes',
  'candidateMerges',
  'settings',
  'templates',
  'messages',
  'jobMailSettings',
  'offers',
  'interviews',
  'slotOffers',
];

export async function exportBackup(
  db: TalentFlowDB,
  localResponses: AssessmentResponse[],
  now = new Date(),
): Promise<Backup> {
  const storeNames = storeNamesOf(db);
  const tables = await db.transaction('r', storeNames, async () => {
    const entries = await Promise.all(storeNames.map(async (name) => [name, await db.table(name).toArray()] as const));
    return Object.fromEntries(entries) as Backup['tables'];
  });
  // A backup holds candidates as the API knows them and every timeline entry as a row of its
  // own, whichever way this version stores them: a restore derives the rest.
  const rows = tables.candidates as unknown as CandidateRow[];
  tables.candidates = rows.map(toCandidate) as unknown as Backup['tables'][string];
  tables.timelines = [...tables.timelines, ...arrivalsOf(rows)] as unknown as Backup['tables'][string];
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), tables, localResponses };
}

/** Reads a backup file's text, or says what is wrong with it. */
export function parseBackup(db: TalentFlowDB, text: string): Backup {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON, so it is not a TalentFlow backup.');
  }
  const backup = value as Partial<Backup> | null;
  if (backup?.format !== BACKUP_FORMAT) throw new Error('This file is not a TalentFlow backup.');
  if (backup.version !== BACKUP_VERSION)
    throw new Error(`This backup has version ${backup.version}; this app reads version ${BACKUP_VERSION}.`);
  for (const { name, key } of storesOf(db)) {
    if (backup.tables && backup.tables[name] === undefined && ADDED_SINCE_VERSION_1.includes(name)) {
      backup.tables[name] = [];
    }
    const rows = backup.tables?.[name];
    if (!Array.isArray(rows)) throw new Error(`The backup has no "${name}" list.`);
    if (rows.some((row) => typeof row !== 'object' || row === null || typeof row[key] !== 'string')) {
      throw new Error(`Every row of "${name}" needs a text "${key}".`);
    }
    rows.forEach((row, index) => {
      try {
        checkBackupRow(name, row, key);
      } catch (error) {
        if (!(error instanceof InvalidInputError)) throw error;
        throw new Error(`Row ${index + 1} of "${name}" cannot be restored: ${error.message}.`);
      }
    });
  }
  if (!Array.isArray(backup.localResponses)) throw new Error('The backup has no "localResponses" list.');
  return backup as Backup;
}

/** Replaces everything with the backup, in one transaction: a failure leaves the data as it was. */
export async function restoreBackup(db: TalentFlowDB, backup: Backup): Promise<void> {
  const storeNames = storeNamesOf(db);
  await db.transaction('rw', [...storeNames, ...DERIVED_STORES], async () => {
    for (const name of DERIVED_STORES) await db.table(name).clear();
    for (const name of storeNames) {
      await db.table(name).clear();
      if (name !== 'candidates') await db.table(name).bulkAdd(backup.tables[name]);
    }
    // A backup from before people had several applications holds none: each is its own person.
    const { rows, stays } = deriveCandidateRows(
      withApplicationCounts(backup.tables.candidates as unknown as Candidate[]),
      backup.tables.timelines as unknown as TimelineEntry[],
    );
    await db.candidates.bulkAdd(rows);
    await db.stays.bulkAdd(stays);
    await db.responseScores.bulkAdd(
      scoreRowsOf(
        backup.tables.assessmentResponses as unknown as AssessmentResponse[],
        backup.tables.assessments as unknown as Assessment[],
      ),
    );
  });
}

/** Empties every store and seeds the demo data again. */
export async function resetDemoData(db: TalentFlowDB): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
  await (
    await seedIfEmpty(db)
  ).histories;
}
