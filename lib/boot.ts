import { getDb } from './db';

let booting: Promise<void> | undefined;

/**
 * Everything the screens' data needs before the first call: the mock API's service
 * worker and a seeded database. Both are loaded on demand to keep them out of the
 * prerendered pages and out of the first-load JavaScript of every route.
 */
export function bootApp(): Promise<void> {
  booting ??= (async () => {
    const [{ startMockApi }, { seedIfEmpty }] = await Promise.all([
      import('@/mocks/browser'),
      import('./seed'),
    ]);
    await Promise.all([startMockApi(), seedIfEmpty(getDb())]);
  })();
  return booting;
}
