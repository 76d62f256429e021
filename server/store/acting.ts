import type { Actor } from '@/lib/people/members';

/**
 * A write's statement (`SELECT f(…) AS x`, without FROM) and its parameters, run with the acting
 * member's name as the transaction's `talentflow.actor` setting: the rows the write function
 * inserts take it as their `made_by` (migrations/014). One statement, so one round trip; the
 * setting is evaluated first because the function runs once per row of the materialised CTE.
 */
export function actingAs(actor: Actor | undefined, statement: string, params: unknown[]): [string, unknown[]] {
  const setting = `$${params.length + 1}`;
  return [
    `WITH acting AS MATERIALIZED (SELECT set_config('talentflow.actor', ${setting}, true)) ${statement} FROM acting`,
    [...params, actor?.name ?? ''],
  ];
}
