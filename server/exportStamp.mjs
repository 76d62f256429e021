import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['app', 'components', 'lib', 'mocks', 'public', 'scripts'];
const CONFIG_FILES = ['package.json', 'package-lock.json', 'next.config.mjs', 'tsconfig.json'];
/** Beside the export: the hash of the sources it was built from (scripts/build.mjs writes it). */
export const STAMP = '.build-stamp.json';

/** @param {string} path @returns {Generator<string>} */
function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

/** A hash of everything the export is made from, so a rebuild happens exactly when it would differ. */
/** @param {string} basePath */
export function sourceHash(basePath) {
  const hash = createHash('sha256').update(`basePath=${basePath}\n`);
  for (const top of [...SOURCES, ...CONFIG_FILES]) {
    for (const file of files(join(root, top))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether the export in `outDir` was built from the sources as they are now. */
export function isExportCurrent({ basePath = '', outDir = 'out' } = {}) {
  const stamp = join(root, outDir, STAMP);
  if (!existsSync(stamp)) return false;
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).hash === sourceHash(basePath);
  } catch {
    return false;
  }
}
