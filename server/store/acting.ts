import type { Actor } from '@/lib/people/members';
import { within, type Sql } from '../sql';

/** Names the transaction's member for the rows a write stamps (migrations/014) and the log (019). */
const SET_ACTOR = "SELECT set_config('talentflow.actor_id', $1, true), set_config('talentflow.actor', $2, true)";

/**
 * A write of one statement, naming the acting member in the transaction's settings (and
 * `settings` beside them: a reorder's moved job) before it writes: `statement` is given the name
 * of a materialised CTE that sets them, and must read from it (`… SELECT $1, $2 FROM acting`,
 * `DELETE … USING acting`, `SELECT f(…) FROM acting`), so the settings are made before its first
 * row is and before its triggers fire at its end. One statement, so one round trip.
 */
export function actingStatement(
  actor: Actor | undefined,
  statement: (acting: string) => string,
  params: unknown[],
  settings: Record<string, string> = {},
): [string, unknown[]] {
  const values = [actor?.id ?? '', actor?.name ?? '', ...Object.values(settings)];
  const names = ['talentflow.actor_id', 'talentflow.actor', ...Object.keys(settings)];
  const configs = names.map((name, index) => `set_config('${name}', $${params.length + index + 1}, true)`);
  // A statement with CTEs of its own puts them after this one.
  const body = statement('acting').replace(/^\s*WITH\s/i, ', ');
  return [
    `WITH acting AS MATERIALIZED (SELECT ${configs.join(', ')})${body.startsWith(',') ? '' : ' '}${body}`,
    [...params, ...values],
  ];
}

/** A write function's call (`SELECT f(…) AS x`, without FROM) as actingStatement runs it. */
export const actingAs = (
  actor: Actor | undefined,
  statement: string,
  params: unknown[],
  settings: Record<string, string> = {},
): [string, unknown[]] => actingStatement(actor, (acting) => `${statement} FROM ${acting}`, params, settings);

/**
 * The Sql a member's store writes through: each transaction names them before its first query,
 * so whatever it writes is theirs in the activity log. A statement without parameters (`exec`)
 * goes first as it is: a transaction's SET TRANSACTION must come before any query. A write of
 * one statement goes through actingStatement instead, which costs no round trip more.
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
