import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['{lib,mocks,components,server}/**/*.test.ts'],
    setupFiles: ['./lib/test/setup.ts'],
    globalSetup: ['./server/test/postgresCluster.ts'],
  },
});
