import { buildExport } from './build.mjs';

/** The exports the end-to-end tests serve: the plain one, and one under a base path. */
buildExport({ basePath: '/talentflow', outDir: '.hosts/basepath', ifStale: true });
buildExport({ ifStale: true });
