import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtApp } from '../test/builtApp';
import { mailServer } from '../test/mailServer';
import { untilAnswering } from '../untilAnswering';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run team` as a process of its own, its log kept; answers once it answers. */
async function teamServer(env: Record<string, string>) {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, TALENTFLOW_ACCESS_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout!.on('data', (chunk) => (log += String(chunk)));
  server.stderr!.on('data', (chunk) => (log += String(chunk)));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const origin = `http://127.0.0.1:${env.PORT}`;
  await Promise.race([
    untilAnswering(origin, { attempts: 600 }),
    exited.then(() => Promise.reject(new Error(`The server stopped: ${log}`))),
  ]);
  return {
    origin,
    log: () => log,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** Issue 49: queued messages are in PostgreSQL, not in the process, so a restart delivers every one, once. */
describe('the outbox across a restart of the team server', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('delivers each message queued while the mail server was down, once, after the team server restarts', async () => {
    const [outDir, dataDir] = [builtApp(), mkdtempSync(join(tmpdir(), 'talentflow-data-'))];
    dirs.push(outDir, dataDir);
    // A port where no mail server listens yet.
    const smtp = mailServer();
    const smtpPort = await smtp.listen();
    await smtp.close();
    const env = {
      PORT: String(3580 + Math.floor(Math.random() * 100)),
      TALENTFLOW_OUT_DIR: outDir,
      TALENTFLOW_DATA_DIR: dataDir,
      TALENTFLOW_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TALENTFLOW_MAIL_FROM: 'hiring@restart.test',
    };
    const first = await teamServer(env);
    const { origin } = first;
    const own = { Origin: origin };
    // The first admin, by the setup link the log gives.
    await expect.poll(() => first.log()).toMatch(/\/setup\/[\w-]{22} /);
    const setup = /(http:\/\/\S+\/setup\/[\w-]{22}) /.exec(first.log())![1];
    const form = new URLSearchParams({
      name: 'Ada Admin',
      email: 'ada@restart.test',
      password: 'a long enough passphrase',
      repeat: 'a long enough passphrase',
    });
    const signedIn = await fetch(setup, { method: 'POST', body: form, headers: own, redirect: 'manual' });
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');
    const headers = { ...own, Cookie: cookie, 'Content-Type': 'application/json' };
    const list = (await (await fetch(`${origin}/candidates?pageSize=12`, { headers })).json()) as {
      items: { id: string; email: string }[];
    };
    expect(list.items).toHaveLength(12);
    for (const candidate of list.items) {
      const sent = await fetch(`${origin}/candidates/${candidate.id}/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ subject: 'Next steps', body: 'Hello' }),
      });
      expect(((await sent.json()) as { state: string }).state).toBe('queued');
    }
    await first.stop();

    const back = mailServer();
    await back.listen(smtpPort);
    const second = await teamServer(env);
    try {
      await expect.poll(() => back.received.length, { timeout: 30_000 }).toBe(12);
      expect(new Set(back.received.map(({ messageId }) => messageId)).size).toBe(12);
      expect(back.received.map(({ to }) => to).sort()).toEqual(list.items.map(({ email }) => email).sort());
    } finally {
      await second.stop();
      await back.close();
    }
  }, 120_000);
});
