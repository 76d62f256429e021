import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addContentSecurityPolicy } from '../server/csp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['app', 'components', 'lib', 'mocks', 'public', 'scripts'];
const CONFIG_FILES = ['package.json', 'package-lock.json', 'next.config.mjs', 'tsconfig.json'];
const STAMP = '.build-stamp.json';

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
function sourceHash(basePath) {
  const hash = createHash('sha256').update(`basePath=${basePath}\n`);
  for (const top of [...SOURCES, ...CONFIG_FILES]) {
    for (const file of files(join(root, top))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function isExportCurrent({ basePath = '', outDir = 'out' } = {}) {
  const stamp = join(root, outDir, STAMP);
  if (!existsSync(stamp)) return false;
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).hash === sourceHash(basePath);
  } catch {
    return false;
  }
}

/** Runs `next build` (a static export) into outDir, unless ifStale and it is already current. */
export function buildExport({ basePath = '', outDir = 'out', ifStale = false } = {}) {
  if (ifStale && isExportCurrent({ basePath, outDir })) {
    console.log(`${outDir}/ is up to date${basePath ? ` (base path ${basePath})` : ''}.`);
    return;
  }
  console.log(`Building the static export into ${outDir}/${basePath ? ` with base path ${basePath}` : ''}…`);
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, BASE_PATH: basePath, NEXT_TELEMETRY_DISABLED: '1' };
  if (outDir === 'out') delete env.EXPORT_DIR;
  else env.EXPORT_DIR = outDir;
  const result = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  addContentSecurityPolicy(join(root, outDir));
  writeFileSync(join(root, outDir, STAMP), JSON.stringify({ hash: sourceHash(basePath), basePath }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildExport({ basePath: process.env.BASE_PATH ?? '', ifStale: process.argv.includes('--if-stale') });
}
