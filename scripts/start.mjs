import { fileURLToPath } from 'node:url';
import { buildExport } from './build.mjs';
import { startStaticServer } from '../server/static-server.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

buildExport({ basePath, ifStale: true });
await startStaticServer({
  root: fileURLToPath(new URL('../out', import.meta.url)),
  port,
  host,
  basePath,
  appFallback: true,
});
console.log(`TalentFlow is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${basePath}/`);
