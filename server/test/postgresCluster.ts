import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** The installed PostgreSQL's programs (Debian keeps them under /usr/lib/postgresql/<version>/bin). */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version && join(root, version, 'bin');
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

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
 * Before the unit tests: a throwaway PostgreSQL cluster, when PostgreSQL is installed (CI
 * installs Debian's), so that the API tests also run against a real server. Given
 * TALENTFLOW_TEST_DATABASE_URL, that server is used instead.
 */
export default async function startPostgres(project: TestProject) {
  const given = process.env.TALENTFLOW_TEST_DATABASE_URL;
  if (given) return project.provide('postgresUrl', given);
  const bin = postgresBin();
  if (!bin) return project.provide('postgresUrl', '');
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
  project.provide('postgresUrl', `postgres://talentflow@127.0.0.1:${port}/postgres`);
  return () => {
    spawnSync(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate'], { ...user });
    rmSync(dir, { recursive: true, force: true });
  };
}
