import type { Actor } from '@/lib/people/members';
import { within, type Sql } from '../sql';

/** Names the transaction's member for the rows a write stamps (migrations/014) and the log (019). */
const SET_ACTOR = "SELECT set_config('talentflow.actor_id', $1, true), set_config('talentflow.actor', $2, true)";

/**
 * A write's statement (`SELECT f(…) AS x`, without FROM) and its parameters, run with the acting
 * member as the transaction's settings, and `settings` beside them (a reorder's moved job): one
 * statement, so one round trip. The settings are evaluated first because the function runs once
 * per row of the materialised CTE.
 */
export function actingAs(
  actor: Actor | undefined,
  statement: string,
  params: unknown[],
  settings: Record<string, string> = {},
): [string, unknown[]] {
  const values = [actor?.id ?? '', actor?.name ?? '', ...Object.values(settings)];
  const names = ['talentflow.actor_id', 'talentflow.actor', ...Object.keys(settings)];
  const configs = names.map((name, index) => `set_config('${name}', $${params.length + index + 1}, true)`);
  return [
    `WITH acting AS MATERIALIZED (SELECT ${configs.join(', ')}) ${statement} FROM acting`,
    [...params, ...values],
  ];
}

/**
 * The Sql a member's store writes through: each transaction names them before its first query,
 * so whatever it writes is theirs in the activity log. A statement without parameters (`exec`)
 * goes first as it is: a transaction's SET TRANSACTION must come before any query. A write of
 * one statement either goes through actingAs or runs as a transaction of its own.
 */
export function actingSql(sql: Sql, actor: Actor | undefined): Sql {
  if (!actor) return sql;
  return {
    ...sql,
    transaction: (work) =>
      sql.transaction((tx) => {
        let named: Promise<unknown> | undefined;
        const query: Sql['query'] = async (text, params) => {
          named ??= tx.query(SET_ACTOR, [actor.id, actor.name]);
          await named;
          return tx.query(text, params);
        };
        return work(within(tx, { query, exec: tx.exec }));
      }),
  };
}

/** Run in a transaction, leaves its writes out of the activity log: sample data (migrations/019). */
export const NOT_ACTIVITY = "SELECT set_config('talentflow.quiet', 'on', true)";
