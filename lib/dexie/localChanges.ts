import Dexie from 'dexie';
import type { TalentFlowDB } from './db';
import type { ChangedEntity } from '@/lib/store/store';

/**
 * The tables whose rows a screen reads as a job's or an assessment's, as the team server names
 * the writes to them (server/teamServer.ts: a job's interview plan is saved under /api/jobs);
 * every other table is a candidate's.
 */
const ENTITY_OF_TABLE: Partial<Record<string, ChangedEntity>> = {
  jobs: 'jobs',
  interviewPlans: 'jobs',
  jobMailSettings: 'jobs',
  assessments: 'assessments',
  responses: 'assessments',
  assessmentResponses: 'assessments',
  assessmentLinks: 'assessments',
  responseScores: 'assessments',
};

/** Writes this close together are told once: an import writes a batch after another. */
const COALESCE_MS = 20;

/**
 * Tells `onChange` what each committed write to `db` touched, from this tab, another tab or a
 * worker (Dexie's storagemutated event, which its live queries use too). The browser's
 * counterpart of the team server's change events.
 */
export function watchLocalChanges(db: TalentFlowDB, onChange: (entity: ChangedEntity) => void): () => void {
  const prefix = `idb://${db.name}/`;
  const pending = new Set<ChangedEntity>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onMutated = (parts: Record<string, unknown>) => {
    for (const key of Object.keys(parts)) {
      if (!key.startsWith(prefix)) continue;
      const table = key.slice(prefix.length).split('/')[0];
      pending.add(ENTITY_OF_TABLE[table] ?? 'candidates');
    }
    if (pending.size === 0 || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      const entities = [...pending];
      pending.clear();
      for (const entity of entities) onChange(entity);
    }, COALESCE_MS);
  };
  Dexie.on('storagemutated', onMutated);
  return () => {
    clearTimeout(timer);
    Dexie.on.storagemutated.unsubscribe(onMutated);
  };
}
