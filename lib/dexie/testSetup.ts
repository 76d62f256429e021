import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { SEED_PACK_PATH } from '@/lib/shared/constants';
import { generateSeedPack } from '@/lib/seed/seedData';

// The export serves the build's sample data at SEED_PACK_PATH; tests serve the same pack.
const pack = generateSeedPack();
const realFetch = globalThis.fetch;
vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
  String(input).endsWith(SEED_PACK_PATH) ? Promise.resolve(Response.json(pack)) : realFetch(input, init),
);
