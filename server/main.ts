import cluster from 'node:cluster';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedPack } from '@/lib/seed/seedPack';
import { isExportCurrent } from './exportStamp.mjs';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';
import { ANALYZE_EVERY_MS, analyzeEvery, openPglite } from './pglite';
import { openPostgres } from './sql';
import { startTeamServer } from './teamServer';
import { startRetentionSweeps } from './retention';
import { smtpTransport, startOutbox } from './mail/outbox';
import { startScorecardReminders } from './mail/reminders';
import { ChangeFeed } from './changes';
import { startWorkers } from './workers';

/**
 * The team server: serves the built export (`out/`, or TALENTFLOW_OUT_DIR) with the API over
 * PostgreSQL: DATABASE_URL's server, or else an embedded one under TALENTFLOW_DATA_DIR. It needs
 * neither scripts/ nor dev dependencies: `npm run team` builds first, when the export is missing
 * or stale.
 */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL;
const dataDir = resolve(process.env.TALENTFLOW_DATA_DIR ?? 'data');
const outDir = resolve(process.env.TALENTFLOW_OUT_DIR ?? fileURLToPath(new URL('../out', import.meta.url)));

if (process.env.BASE_PATH) throw new Error('Team mode serves TalentFlow at the root of its address; unset BASE_PATH.');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`No built app in ${outDir}: run \`npm run build\` (or \`npm run team\`, which builds first).`);
  process.exit(1);
}
if (!process.env.TALENTFLOW_OUT_DIR && !isExportCurrent()) {
  console.warn('out/ was built from other sources than these: run `npm run build` to serve what the code says now.');
}
const workers = Number(process.env.TALENTFLOW_WORKERS || 1);
if (!Number.isInteger(workers) || workers < 1)
  throw new Error('TALENTFLOW_WORKERS: a whole number of processes, 1 or more.');
if (workers > 1 && !databaseUrl) {
  throw new Error('TALENTFLOW_WORKERS needs DATABASE_URL: an embedded database (PGlite) belongs to one process.');
}
if (startWorkers(workers)) await serve();

async function serve() {
  const seedPack = JSON.parse(readFileSync(join(outDir, 'seed.json'), 'utf8')) as SeedPack;
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const sql = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  const applied = await migrate(sql);
  if (applied.length > 0) console.log(`Database schema: applied ${applied.join(', ')}`);
  if (await seedIfEmpty(sql, seedPack)) console.log('Empty database: added the sample jobs and candidates.');
  // PGlite has no autovacuum to keep the planner's statistics: without them it read the whole
  // search table for a keystroke at 100 000 candidates. PostgreSQL keeps its own.
  const stopAnalyzing = databaseUrl ? () => undefined : analyzeEvery(sql, ANALYZE_EVERY_MS);
  const stopSweeps = startRetentionSweeps(sql);
  const smtpUrl = process.env.TALENTFLOW_SMTP_URL;
  const mailFrom = process.env.TALENTFLOW_MAIL_FROM;
  if (smtpUrl && !mailFrom)
    throw new Error('TALENTFLOW_SMTP_URL is set: set TALENTFLOW_MAIL_FROM to the address mail comes from.');
  // Messages wait in the outbox (the messages table) until this sender has delivered them.
  // Each change of a message's state tells the open screens, through any process, to read it again.
  const outboxChanges = new ChangeFeed(sql);
  const outbox =
    smtpUrl && mailFrom
      ? startOutbox({
          sql,
          transport: smtpTransport(smtpUrl),
          from: mailFrom,
          onChanged: () => void outboxChanges.publish({ entity: 'candidates' }).catch(() => undefined),
        })
      : undefined;
  // A request's failure is answered where it happens (teamServer.ts); anything that still escapes
  // is logged, by kind only, rather than ending the server for the whole team without a word.
  process.on('unhandledRejection', (reason) => {
    console.error('Unhandled rejection:', reason instanceof Error ? reason.name : typeof reason);
  });
  process.on('uncaughtException', (error) => {
    // Node's state is unknown after one: exit, loudly, so the supervisor (docs/team-mode.md) starts it again.
    console.error('Uncaught exception, stopping:', error);
    process.exit(1);
  });
  // Overdue scorecards are emailed to their interviewers once, where mail is sent.
  const reminders = outbox
    ? startScorecardReminders({
        sql,
        linkBase: (
          process.env.TALENTFLOW_PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`
        ).replace(/\/$/, ''),
        onQueued: outbox.nudge,
      })
    : undefined;
  const team = await startTeamServer({
    sql,
    outDir,
    port,
    host,
    accessToken: process.env.TALENTFLOW_ACCESS_TOKEN || undefined,
    publicUrl: process.env.TALENTFLOW_PUBLIC_URL || undefined,
    sendsMail: outbox !== undefined,
    mailFrom: outbox ? mailFrom : undefined,
    afterWrite: outbox?.nudge,
  });
  const worker = cluster.isWorker ? ` (worker ${process.pid})` : '';
  console.log(
    `TalentFlow team server${worker} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ on ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`,
  );

  async function shutDown() {
    stopSweeps();
    stopAnalyzing();
    reminders?.stop();
    await team.close();
    await outbox?.stop();
    await sql.close();
    process.exit(0);
  }
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}
