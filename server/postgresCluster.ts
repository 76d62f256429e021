import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBin } from './postgresBin.mjs';

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
 * PostgreSQL is not installed. `stop` ends it and removes its files.
 */
export async function startThrowawayPostgres(): Promise<{ url: string; stop: () => void } | undefined> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'talentflow-pg-'));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const run = (program: string, args: string[]) => {
    const result = spawnSync(join(bin, program), args, { ...user, cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'talentflow', '-A', 'trust', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  run('pg_ctl', ['start', '-D', data, '-w', '-l', join(dir, 'log'), '-o', options]);
  return {
    url: `postgres://talentflow@127.0.0.1:${port}/postgres`,
    stop: () => {
      spawnSync(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate'], { ...user });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
