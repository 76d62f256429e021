import { inject } from 'vitest';
import { openPglite } from '../pglite';

/** A new in-memory PGlite, empty as `openPglite()` makes one, unpacked from the run's template (pgliteTemplate.ts). */
export const openTestPglite = () => openPglite(undefined, { copyOf: inject('pgliteTemplate') });
