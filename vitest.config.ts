import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['{lib,mocks,components,server,scripts}/**/*.test.ts'],
    setupFiles: ['./lib/dexie/testSetup.ts'],
    globalSetup: ['./server/test/postgresCluster.ts'],
    // PGlite and a PostgreSQL server share two cores with the rest of the suite.
    testTimeout: 20_000,
    // Starting PGlite in a hook took over the default 10 s on a busy machine.
    hookTimeout: 30_000,
  },
});
