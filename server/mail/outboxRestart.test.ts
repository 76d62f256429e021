import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtApp } from '../test/builtApp';
import { mailServer } from '../test/mailServer';
import { untilAnswering } from '../untilAnswering';
import { testJobs } from '@/lib/test/jobs';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { sqlStore } from '../store';
import { insertCandidates } from '../store/candidates';
import { insertJobs } from '../store/jobs';

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

/**
 * Issue 49: queued messages are in PostgreSQL, not in the process, so a restart delivers every one,
 * once; issue 50: a scorecard reminder goes once whatever restarts.
 */
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

  it('reminds an interviewer of an overdue scorecard at start, once: a restart sends nothing more', async () => {
    const [outDir, dataDir] = [builtApp(), mkdtempSync(join(tmpdir(), 'talentflow-data-'))];
    dirs.push(outDir, dataDir);
    // An interview two days ago, written by a store whose clock was a day before it (no one schedules the past).
    const sql = await openPglite(dataDir);
    await migrate(sql);
    await insertJobs(sql, testJobs(['job-1']));
    await insertCandidates(sql, [
      { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.org', stage: 'tech', jobId: 'job-1' },
    ]);
    await sql.query(
      `INSERT INTO members (id, name, email, handle, role, password_hash)
       VALUES ('m-dave', 'Dave Tanaka', 'dave@restart.test', '@dave', 'interviewer', 'set')`,
    );
    const day = 86_400_000;
    const store = sqlStore(sql, { now: () => new Date(Date.now() - 3 * day) });
    await store.interviews.schedule(
      'c1',
      {
        stage: 'tech',
        title: 'Tech interview',
        startsAt: new Date(Date.now() - 2 * day).toISOString(),
        durationMinutes: 60,
        timeZone: 'UTC',
        interviewerIds: ['m-dave'],
        location: '',
        notes: '',
      },
      'http://127.0.0.1',
    );
    await sql.close();

    const smtp = mailServer();
    const smtpPort = await smtp.listen();
    const env = {
      PORT: String(3680 + Math.floor(Math.random() * 100)),
      TALENTFLOW_OUT_DIR: outDir,
      TALENTFLOW_DATA_DIR: dataDir,
      TALENTFLOW_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TALENTFLOW_MAIL_FROM: 'hiring@restart.test',
    };
    try {
      const first = await teamServer(env);
      await expect.poll(() => first.log()).toContain('Scorecard reminders: 1 queued at start.');
      await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(1);
      await first.stop();
      const second = await teamServer(env);
      await expect.poll(() => second.log()).toContain('Scorecard reminders: 0 queued at start.');
      await second.stop();
      expect(smtp.received.map(({ to, subject }) => [to, subject])).toEqual([
        ['dave@restart.test', 'Your scorecard for Ada Lovelace is due'],
      ]);
    } finally {
      await smtp.close();
    }
  }, 120_000);
});
