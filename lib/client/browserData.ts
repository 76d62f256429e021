import { getDb, onDatabaseReplaced } from '@/lib/dexie/db';
import { RESPONSES_STORAGE_KEY } from '@/lib/shared/constants';
import { readStoredResponses } from './responsesStorage';
import type { Backup } from '@/lib/dexie/backup';

/**
 * The demo's own data as a whole: a backup of everything this browser holds, a restore and a
 * reset. The backup code (lib/dexie/backup.ts) loads on first use.
 */
export const browserData = {
  async export() {
    const { exportBackup } = await import('@/lib/dexie/backup');
    return exportBackup(getDb(), readStoredResponses());
  },
  /** Reads a backup file, refusing one that is not a TalentFlow backup this version can restore. */
  async read(text: string) {
    const { parseBackup } = await import('@/lib/dexie/backup');
    return parseBackup(getDb(), text);
  },
  async restore(backup: Backup) {
    const { restoreBackup } = await import('@/lib/dexie/backup');
    await restoreBackup(getDb(), backup);
    localStorage.setItem(RESPONSES_STORAGE_KEY, JSON.stringify(backup.localResponses));
  },
  async reset() {
    const { resetDemoData } = await import('@/lib/dexie/backup');
    await resetDemoData(getDb());
    localStorage.removeItem(RESPONSES_STORAGE_KEY);
  },
  /** Calls back when a newer TalentFlow in another tab takes the database over; answers how to stop. */
  onReplaced: onDatabaseReplaced,
};
