import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBin } from './postgresBin.mjs';
import { openPostgres, type Sql } from './sql';

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user the package made. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A PostgreSQL cluster of its own in a temporary directory, for tests: undefined when
 * PostgreSQL is not installed. Its server runs as a child of this process (not as a daemon), so
 * it ends with the process that started it; `stop` also removes its files.
 */
export async function startThrowawayPostgres(): Promise<
  { url: string; stop: () => Promise<void>; log: () => string } | undefined
> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'talentflow-pg-'));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = join(dir, 'data');
  const initdb = spawnSync(join(bin, 'initdb'), ['-D', data, '-U', 'talentflow', '-A', 'trust', '--no-sync'], {
    ...user,
    cwd: dir,
    encoding: 'utf8',
  });
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr || initdb.stdout}`);
  const port = await freePort();
  const settings = ['listen_addresses=127.0.0.1', `port=${port}`, `unix_socket_directories=${dir}`, 'fsync=off'];
  // PostgreSQL's own log (every error it raised, with its message), kept to be searched.
  const logPath = join(dir, 'postgres.log');
  const logFile = openSync(logPath, 'a');
  const server = spawn(join(bin, 'postgres'), ['-D', data, ...settings.flatMap((setting) => ['-c', setting])], {
    ...user,
    cwd: dir,
    stdio: ['ignore', 'ignore', logFile],
  });
  closeSync(logFile);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let attempt = 0; ; attempt++) {
    const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    if (ready.status === 0) break;
    if (attempt > 300 || server.exitCode !== null) throw new Error('The throwaway PostgreSQL server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `postgres://talentflow@127.0.0.1:${port}/postgres`,
    log: () => readFileSync(logPath, 'utf8'),
    stop: async () => {
      // SIGINT: PostgreSQL's fast shutdown.
      server.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new schema of its own on the tests' PostgreSQL server, opened with its tables there and the
 * extensions the migrations ask for in `public` (made once: server/test/postgresCluster.ts), so
 * that each test starts from nothing beside the others.
 */
export async function openFreshSchema(url: string, prefix = 'test'): Promise<{ sql: Sql; url: string }> {
  const schema = `${prefix}_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const separator = url.includes('?') ? '&' : '?';
  const own = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  return { sql: await openPostgres(own), url: own };
}
