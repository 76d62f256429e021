import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildExport } from '../scripts/build.mjs';
import { findChromium } from '../scripts/chromium.mjs';
import { startStaticServer } from '../server/static-server.mjs';
import { measureFirstLoad } from './bundle.mjs';
import { measureCandidates } from './candidates.mjs';
import { measureCsv } from './csv.mjs';
import { measureInteractions } from './interactions.mjs';
import { measurePipeline } from './pipeline.mjs';
import { measureScores } from './scores.mjs';
import { round } from './stats.mjs';
import { measureStartup } from './startup.mjs';

/**
 * `npm run bench`: builds the export if needed, serves it, drives Chromium with the simulated
 * network at zero, prints a table and writes bench/results.json. It reports; it never fails
 * because a machine is slow.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const root = fileURLToPath(new URL('..', import.meta.url));

buildExport({ ifStale: true });
const server = await startStaticServer({ root: `${root}out`, port: PORT, appFallback: true });
const origin = `http://127.0.0.1:${PORT}`;
const executablePath = findChromium();
const browser = await chromium.launch(executablePath ? { executablePath } : {});

const started = Date.now();
const rows = [];
/** Each part of the bench; BENCH_ONLY=scores,csv runs only those (a quick look at one change). */
const PARTS = {
  bundle: async () => measureFirstLoad(`${root}out`),
  startup: () => measureStartup(browser, origin, RUNS),
  interactions: () => measureInteractions(browser, origin),
  candidates: () => measureCandidates(browser, origin, { sizes: SIZES, runs: Math.min(RUNS, 5) }),
  pipeline: () => measurePipeline(browser, origin, { runs: Math.min(RUNS, 5) }),
  csv: () => measureCsv(browser, origin, { runs: Math.min(RUNS, 5) }),
  scores: () => measureScores(browser, origin, { runs: Math.min(RUNS, 5), size: Math.max(...SIZES) }),
};
const only = process.env.BENCH_ONLY?.split(',');
try {
  for (const [name, measure] of Object.entries(PARTS)) {
    if (only && !only.includes(name)) continue;
    console.log(`${name}…`);
    rows.push(...(await measure()));
  }
} finally {
  await browser.close();
  server.close();
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${browser.version()}`;
const table = rows.map((row) => ({
  measure: row.measure,
  median: `${round(row.median)} ${row.unit}`,
  p95: row.p95 === undefined ? '' : `${round(row.p95)} ${row.unit}`,
  target: row.target,
  met: row.ok ? 'yes' : 'no',
  ...(row.note ? { note: row.note } : {}),
}));
console.table(table);
console.log(`Machine: ${machine}. Took ${Math.round((Date.now() - started) / 1000)} s.`);
// A partial run (BENCH_ONLY) leaves the last whole table in place.
if (!only) {
  mkdirSync(`${root}bench`, { recursive: true });
  writeFileSync(
    `${root}bench/results.json`,
    `${JSON.stringify({ date: new Date().toISOString(), machine, runs: RUNS, results: rows }, null, 2)}\n`,
  );
}
