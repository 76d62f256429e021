import { PERSONAL_FIELDS, ERASED, assertNameTyped, dueForErasure, type ErasureReason } from '@/lib/privacy/privacy';
import type { RejectedApplication, RetentionSetting } from '@/lib/privacy/privacy';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { PrivacyStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { actingAs, actingStatement } from './acting';
import { iso } from './candidates';

/** The tables an erased person's rows were in besides those that go with theirs by a foreign key. */
const ERASED_FROM = ['candidates', 'people', 'activity', 'assessment_responses'];

/** Erasure and retention over PostgreSQL: the rules of lib/privacy, the erasing in migrations/022. */
export function sqlPrivacyStore(sql: Sql, { now = () => new Date(), actor }: StoreOptions = {}): PrivacyStore {
  const erase = async (ids: string[], reason: ErasureReason) => {
    const [row] = await sql.query<{ erased: number }>(
      ...actingAs(actor, 'SELECT erase_candidates($1::text[], $2::jsonb, $3, $4) AS erased', [
        ids,
        JSON.stringify(PERSONAL_FIELDS),
        ERASED,
        reason,
      ]),
    );
    if (row.erased > 0) void sql.purge(ERASED_FROM);
    return row.erased;
  };
  const retention = async (): Promise<RetentionSetting> => {
    const [row] = await sql.query<{ months: number | null }>('SELECT rejected_retention_months AS months FROM team');
    return { months: row?.months ?? null };
  };
  const due = async () => {
    const [setting, rows] = await Promise.all([
      retention(),
      sql.query<{
        id: string;
        name: string;
        job_id: string;
        rejected_at: Date;
        person_id: string;
        person_applications: number;
      }>(
        `SELECT candidates.id, candidates.name, candidates.job_id, candidates.person_id, candidates.person_applications,
           max(timeline_entries.at) AS rejected_at
         FROM candidates JOIN timeline_entries
           ON timeline_entries.candidate_id = candidates.id AND timeline_entries.to_stage = 'rejected'
         WHERE candidates.stage = 'rejected'
         GROUP BY candidates.id`,
      ),
    ]);
    const rejected: RejectedApplication[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      jobId: row.job_id,
      rejectedAt: iso(row.rejected_at),
      personId: row.person_id,
      personApplications: row.person_applications,
    }));
    return dueForErasure(rejected, setting, now());
  };
  return {
    erase: async (candidateId, typedName) => {
      const [row] = await sql.query<{ name: string }>('SELECT name FROM candidates WHERE id = $1', [candidateId]);
      if (!row) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
      assertNameTyped(typedName, row.name);
      await erase([candidateId], 'request');
    },
    retention,
    setRetention: async (setting) => {
      await sql.query(
        ...actingStatement(actor, (acting) => `UPDATE team SET rejected_retention_months = $1 FROM ${acting}`, [
          setting.months,
        ]),
      );
      return setting;
    },
    dueForErasure: due,
    sweep: async () => {
      const ids = (await due()).map((candidate) => candidate.id);
      return ids.length === 0 ? 0 : erase(ids, 'retention');
    },
  };
}
