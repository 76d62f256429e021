import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts'];
/** Imports that load a module when this one runs: `import type` and `export type` load nothing. */
const RUNTIME_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/**
 * @param {string} folder
 * @returns {string[]}
 */
function sourceFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * @param {string} specifier
 * @param {string} importer
 * @returns {string | undefined}
 */
function resolve(specifier, importer) {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(importer), specifier)
      : undefined;
  if (base === undefined) return specifier;
  return EXTENSIONS.map((extension) => base + extension).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/**
 * The modules under `folder` that load Dexie when they run, directly or through another module:
 * the browser's database, which the team server must never load. Worked out from the imports, so a
 * new module is placed on the right side without a list to keep.
 */
export function modulesLoadingDexie(folder = 'lib') {
  const imports = new Map(
    sourceFiles(folder).map((file) => [
      file,
      [...fs.readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)].map((match) => resolve(match[1] ?? match[2], file)),
    ]),
  );
  /** @type {Set<string | undefined>} */
  const loading = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, targets] of imports) {
      if (loading.has(file)) continue;
      if (targets.some((target) => target === 'dexie' || target?.startsWith('dexie-') || loading.has(target))) {
        loading.add(file);
        grew = true;
      }
    }
  }
  return [...loading].sort();
}
