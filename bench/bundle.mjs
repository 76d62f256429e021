import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROUTES = {
  '/': 'index.html',
  '/jobs': 'jobs.html',
  '/jobs/job-1': 'jobs/job-1.html',
  '/candidates': 'candidates.html',
  '/candidates/kanban': 'candidates/kanban.html',
  '/assessments/1': 'assessments/1.html',
  '/insights': 'insights.html',
  '/careers': 'careers.html',
  'runtime ids (404.html)': '404.html',
};

/**
 * Code only these libraries contain, to prove they are not in a page's first load: the mock API,
 * the sample data's generator, and the applicants' messages (use-intl's error code).
 */
const SIGNATURES = { msw: 'MOCKING_ENABLED', faker: 'Aaliyah', 'use-intl': 'FORMATTING_ERROR' };
/** Every page's first load, gzipped: a screen that pulls a library into it shows as a "no". */
const FIRST_LOAD_BUDGET_KB = 215;

/**
 * First-load JavaScript per route: the scripts each exported page asks for, gzipped. Next's
 * polyfills come as a `noModule` script, which a browser that runs modules (every browser Next
 * supports) never downloads: it is weighed apart, in the note.
 */
/** @param {string} outDir @returns {import('./types').BenchRow[]} */
export function measureFirstLoad(outDir) {
  return Object.entries(ROUTES).map(([route, file]) => {
    const html = readFileSync(join(outDir, file), 'utf8');
    const tags = new Map(
      [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)].map((match) => [match[2], match[1] + match[3]]),
    );
    let bytes = 0;
    let legacyBytes = 0;
    const found = new Set();
    for (const [source, attributes] of tags) {
      const path = join(outDir, source.replace(/^\//, ''));
      if (!existsSync(path)) continue;
      const code = readFileSync(path);
      if (/\bnoModule\b/i.test(attributes)) {
        legacyBytes += gzipSync(code).length;
        continue;
      }
      bytes += gzipSync(code).length;
      for (const [name, signature] of Object.entries(SIGNATURES)) if (code.includes(signature)) found.add(name);
    }
    const kb = bytes / 1024;
    const legacy = `polyfills for browsers without modules, not loaded by others: ${(legacyBytes / 1024).toFixed(1)} kB`;
    return {
      measure: `first-load JavaScript, ${route}`,
      unit: 'kB',
      median: kb,
      target: `< ${FIRST_LOAD_BUDGET_KB}, no ${Object.keys(SIGNATURES).join(', ')}`,
      ok: kb < FIRST_LOAD_BUDGET_KB && found.size === 0,
      note: `${found.size ? `contains ${[...found].join(', ')}` : `no ${Object.keys(SIGNATURES).join(', ')}`}; ${legacy}`,
    };
  });
}
