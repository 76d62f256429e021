import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openFreshSchema } from './postgresCluster';
import { builtApp } from './test/builtApp';
import { untilAnswering } from './untilAnswering';

const root = fileURLToPath(new URL('..', import.meta.url));
const postgresUrl = inject('postgresUrl');

/** `npm run team` as a machine runs it, with `env` added; its output gathered. */
function startServer(env: Record<string, string>) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, TALENTFLOW_ACCESS_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk) => (log += String(chunk)));
  server.stderr.on('data', (chunk) => (log += String(chunk)));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  return { server, log: () => log, exited };
}

/** The process ids of the workers that said they serve, in the order they said it. */
const workerPids = (log: string) => [...log.matchAll(/team server \(worker (\d+)\)/g)].map((match) => Number(match[1]));

describe('the team server as several processes', () => {
  const outDir = builtApp();
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('refuses several processes over an embedded database, which belongs to one', async () => {
    const { log, exited } = startServer({ TALENTFLOW_WORKERS: '2', TALENTFLOW_OUT_DIR: outDir, DATABASE_URL: '' });
    expect(await exited).not.toBe(0);
    expect(log()).toContain('TALENTFLOW_WORKERS needs DATABASE_URL');
  });

  it.runIf(postgresUrl)(
    'serves one port from two workers on PostgreSQL, starts another when one stops, and stops all on SIGTERM',
    async () => {
      const { url, sql } = await openFreshSchema(postgresUrl, 'workers');
      await sql.close();
      const port = 3580 + Math.floor(Math.random() * 100);
      const origin = `http://127.0.0.1:${port}`;
      const team = startServer({
        TALENTFLOW_WORKERS: '2',
        TALENTFLOW_OUT_DIR: outDir,
        DATABASE_URL: url,
        PORT: String(port),
      });
      try {
        await untilAnswering(origin);
        await expect.poll(() => workerPids(team.log()).length, { timeout: 30_000 }).toBe(2);
        const [first, second] = workerPids(team.log());
        expect(first).not.toBe(second);
        // Both started at once on an empty database: one migrated and seeded it, once.
        expect(team.log().match(/Empty database: added the sample jobs and candidates/g)).toHaveLength(1);

        process.kill(first, 'SIGKILL');
        await expect.poll(() => workerPids(team.log()).length, { timeout: 30_000 }).toBe(3);
        expect(team.log()).toContain(`Worker ${first} stopped (SIGKILL): starting another.`);
        const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${origin}/api/health`)));
        expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      } finally {
        team.server.kill('SIGTERM');
      }
      expect(await team.exited).toBe(0);
      for (const pid of workerPids(team.log())) expect(() => process.kill(pid, 0)).toThrow();
    },
    90_000,
  );
});
