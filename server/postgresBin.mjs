import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The installed PostgreSQL's programs (Debian keeps them under /usr/lib/postgresql/<version>/bin),
 * the newest version's; undefined when none is installed.
 * @returns {string | undefined}
 */
export function postgresBin() {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const version = readdirSync(DEBIAN_ROOT).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version && join(DEBIAN_ROOT, version, 'bin');
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}
