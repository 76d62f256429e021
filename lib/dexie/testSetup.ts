import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { SEED_PACK_PATH } from '@/lib/shared/constants';
import type { SeedPack } from '@/lib/seed/seedPack';

// The export serves the build's sample data at SEED_PACK_PATH; tests serve the same pack, made
// on the first request only (every test file runs this, few fetch the pack).
let pack: SeedPack | undefined;
const realFetch = globalThis.fetch;
vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
  if (!String(input).endsWith(SEED_PACK_PATH)) return realFetch(input, init);
  const { generateSeedPack } = await import('@/lib/seed/seedData');
  pack ??= generateSeedPack();
  return Response.json(pack);
});
