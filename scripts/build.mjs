import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addContentSecurityPolicy } from '../server/csp.mjs';
import { isExportCurrent, sourceHash, STAMP } from '../server/exportStamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

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
