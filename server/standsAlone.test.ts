import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { untilAnswering } from './untilAnswering';
import { builtApp } from './test/builtApp';

const root = fileURLToPath(new URL('..', import.meta.url));
const REFUSE_DEV_DEPENDENCIES = ['--import', 'tsx', '--import', './server/test/refuseDevDependencies.mjs'];

/** Issue 47: the team server runs from a built app without scripts/ or any dev dependency. */
describe('the team server on its own', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a dev dependency under the hook the next test starts the server with', () => {
    const tried = spawnSync(
      process.execPath,
      [...REFUSE_DEV_DEPENDENCIES, '--input-type=module', '-e', "await import('@faker-js/faker')"],
      { cwd: root, encoding: 'utf8' },
    );
    expect(tried.status).not.toBe(0);
    expect(tried.stderr).toContain('A dev dependency was imported at run time: @faker-js/faker');
  });

  it('starts from a built app with no dev dependency loaded, and seeds an empty database', async () => {
    const [outDir, dataDir] = [builtApp(), mkdtempSync(join(tmpdir(), 'talentflow-data-'))];
    dirs.push(outDir, dataDir);
    const port = 3480 + Math.floor(Math.random() * 100);
    const server = spawn(process.execPath, [...REFUSE_DEV_DEPENDENCIES, 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        TALENTFLOW_OUT_DIR: outDir,
        TALENTFLOW_DATA_DIR: dataDir,
        TALENTFLOW_ACCESS_TOKEN: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (chunk) => (log += String(chunk)));
    server.stderr.on('data', (chunk) => (log += String(chunk)));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      await Promise.race([
        untilAnswering(`http://127.0.0.1:${port}`, { attempts: 600 }),
        exited.then(() => Promise.reject(new Error(`The server stopped: ${log}`))),
      ]);
      // The child's output and its answer travel on separate pipes, so the log may come a turn later.
      await expect.poll(() => log).toMatch(/open http:\/\/127\.0\.0\.1:\d+\/setup\/[\w-]{22} /);
      expect(log).toContain('Empty database: added the sample jobs and candidates.');
      expect(log).not.toContain('dev dependency');
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
