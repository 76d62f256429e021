import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['{lib,mocks,components,server,scripts}/**/*.test.ts'],
    setupFiles: ['./lib/dexie/testSetup.ts'],
    globalSetup: ['./server/test/postgresCluster.ts', './server/test/pgliteTemplate.ts'],
    // Vitest runs one file at a time on two cores (cores - 1); much of a file's time is spent
    // waiting on PostgreSQL, PGlite's worker thread or a server the test started.
    maxWorkers: 3,
    // PGlite and a PostgreSQL server share two cores with the rest of the suite.
    testTimeout: 20_000,
    // Starting PGlite in a hook took over the default 10 s on a busy machine.
    hookTimeout: 30_000,
  },
});
