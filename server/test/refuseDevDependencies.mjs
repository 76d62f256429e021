import { register } from 'node:module';

/** `node --import` this: any dev dependency the process then imports fails it, as an install without them would. */
register('./devDependencyHooks.mjs', import.meta.url);
