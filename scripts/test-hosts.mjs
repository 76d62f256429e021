import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../server/static-server.mjs';

/**
 * The two other hosts of the end-to-end tests, serving as GitHub Pages does (unknown
 * paths get 404.html with status 404): the plain export, and the BASE_PATH build under its prefix.
 */
/** @param {string} dir */
const root = (dir) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

await startStaticServer({ root: root('out'), port: 3101 });
await startStaticServer({ root: root('.hosts/basepath'), port: 3102, basePath: '/talentflow' });
console.log('Test hosts: http://127.0.0.1:3101/ (plain) and http://127.0.0.1:3102/talentflow/ (base path)');
