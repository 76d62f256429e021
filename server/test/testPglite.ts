import { inject } from 'vitest';
import { openPglite } from '../pglite';

/**
 * A new in-memory PGlite with every migration applied, unpacked from the run's template
 * (pgliteTemplate.ts). Its team gets an id of its own, as a database migrated afresh does: the
 * copies would all share the template's, and with it the name of the session cookie.
 */
export async function openTestPglite() {
  const sql = await openPglite(undefined, { copyOf: inject('pgliteTemplate') });
  await sql.query('UPDATE team SET id = gen_random_uuid()');
  return sql;
}
