import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from './migrate';
import { startThrowawayPostgres } from './postgresCluster';
import { seedIfEmpty } from './seed';
import { openPglite } from './pglite';
import { startTeamServer } from './teamServer';
import { untilAnswering } from './untilAnswering';

/**
 * The team servers the end-to-end tests use besides `npm run team` (playwright.config.ts), on
 * the ports it gives: one here that asks for TALENTFLOW_ACCESS_TOKEN behind GUARDED_PUBLIC_URL, and two server processes
 * (`server/main.ts`, as `npm run team` starts it) on one throwaway PostgreSQL server.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const port = (name: string) => Number(process.env[name]);

const cluster = await startThrowawayPostgres();
if (!cluster) throw new Error('The team tests need PostgreSQL: run `sudo apt-get install -y postgresql`.');
// For the tests that look into the database itself (an erasure leaves nothing behind).
writeFileSync(`${root}${process.env.E2E_DATABASE_URL_FILE}`, cluster.url);
// Both start at once, as a team's processes would: one applies the schema and the sample data.
const processes = [port('FIRST_PORT'), port('SECOND_PORT')].map((serverPort) =>
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(serverPort), DATABASE_URL: cluster.url, TALENTFLOW_ACCESS_TOKEN: '' },
    stdio: 'inherit',
  }),
);

for (const serverPort of [port('FIRST_PORT'), port('SECOND_PORT')])
  await untilAnswering(`http://127.0.0.1:${serverPort}`);

const guarded = await openPglite();
await migrate(guarded);
await seedIfEmpty(guarded, JSON.parse(readFileSync(`${root}out/seed.json`, 'utf8')));
await startTeamServer({
  sql: guarded,
  outDir: `${root}out`,
  host: '127.0.0.1',
  port: port('GUARDED_PORT'),
  accessToken: process.env.TALENTFLOW_ACCESS_TOKEN,
  publicUrl: process.env.GUARDED_PUBLIC_URL,
});
console.log('Team servers for the end-to-end tests are up.');
const stop = async () => {
  processes.forEach((child) => child.kill('SIGTERM'));
  await cluster.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
