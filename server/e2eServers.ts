import { fileURLToPath } from 'node:url';
import { migrate } from './migrate';
import { startThrowawayPostgres } from './postgresCluster';
import { seedIfEmpty } from './seed';
import { openPglite, openPostgres, type Sql } from './sql';
import { startTeamServer } from './teamServer';

/**
 * The team servers the end-to-end tests use besides `npm run team` (playwright.config.ts), on
 * the ports it gives: one that asks for TALENTFLOW_ACCESS_TOKEN, and two servers on one
 * PostgreSQL server, as two processes of one team would be.
 */
const outDir = fileURLToPath(new URL('../out', import.meta.url));
const port = (name: string) => Number(process.env[name]);

async function ready(sql: Sql): Promise<Sql> {
  await migrate(sql);
  await seedIfEmpty(sql);
  return sql;
}

const cluster = await startThrowawayPostgres();
if (!cluster) throw new Error('The team tests need PostgreSQL: run `sudo apt-get install -y postgresql`.');
const [first, second] = [await ready(await openPostgres(cluster.url)), await openPostgres(cluster.url)];
await startTeamServer({ sql: first, outDir, host: '127.0.0.1', port: port('FIRST_PORT') });
await startTeamServer({ sql: second, outDir, host: '127.0.0.1', port: port('SECOND_PORT') });
await startTeamServer({
  sql: await ready(await openPglite()),
  outDir,
  host: '127.0.0.1',
  port: port('GUARDED_PORT'),
  accessToken: process.env.TALENTFLOW_ACCESS_TOKEN,
});
console.log('Team servers for the end-to-end tests are up.');
const stop = () => {
  cluster.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
