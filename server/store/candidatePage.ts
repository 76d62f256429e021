import { toCandidate, type CandidateRow } from './candidateRow';
import type { CandidateFilters } from '@/lib/candidates/candidateRules';
import type { Candidate, Page } from '@/lib/shared/types';
import type { Sql } from '../sql';

/**
 * Which candidates match: `stage`, `job_id`, the ids, and the search anywhere in the name or
 * email, both kept lowercased as lib/candidates/candidateRules.ts matchesSearch lowercases them
 * (by ICU: the database's own rules may lowercase ASCII alone), with trigram indexes (migrations/047).
 */
const MATCHING = `FROM candidates WHERE ($1::text IS NULL OR stage = $1) AND ($2::text IS NULL OR job_id = $2)
  AND ($3::text[] IS NULL OR id = ANY ($3))
  AND ($4 = '%%' OR id IN (SELECT id FROM candidate_search WHERE name LIKE $4 OR email LIKE $4))`;

/** A LIKE pattern that finds `text` anywhere, its own wildcards taken as they are. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * One page of the candidates the filters match, by name as lib/candidates/candidateOrder.ts
 * orders them (Unicode's collation, by ICU; an index keeps that order: migrations/046), read
 * in one snapshot: at 100 000 candidates, reading them all to keep 50 took most of a second.
 */
export function candidatePage(
  sql: Sql,
  { search = '', stage, jobId, ids }: CandidateFilters,
  page: number,
  pageSize: number,
): Promise<Page<Candidate>> {
  const params = [stage || null, jobId || null, ids ? [...ids] : null, anywhere(search.trim().toLowerCase())];
  return sql.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [{ total }] = await tx.query<{ total: number }>(`SELECT count(*)::int AS total ${MATCHING}`, params);
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    const current = Math.min(Math.max(1, page), totalPages);
    const rows = await tx.query<CandidateRow>(
      `SELECT * ${MATCHING} ORDER BY name COLLATE "und-x-icu", id LIMIT $5 OFFSET $6`,
      [...params, pageSize, (current - 1) * pageSize],
    );
    return { items: rows.map(toCandidate), total, page: current, pageSize, totalPages };
  });
}
