import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { seedIfEmpty } from '../seed';
import type { Sql } from '../sql';
import { startTeamServer, type TeamServerOptions } from '../teamServer';

/** A stand-in for the export: the server only needs pages to serve, one with an inline script. */
export function fakeExport(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talentflow-out-'));
  const page =
    '<!DOCTYPE html><html><head><title>TalentFlow</title></head><body>app<script>self.__next_f=[]</script></body></html>';
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, '404.html'), page);
  writeFileSync(join(dir, 'start-worker.js'), 'navigator.serviceWorker.register("mockServiceWorker.js");');
  return dir;
}

/** An in-memory PGlite with the schema and the sample data, as `npm run team` starts on an empty one. */
export async function seededPglite(): Promise<Sql> {
  const sql = await openPglite();
  await migrate(sql);
  await seedIfEmpty(sql);
  return sql;
}

export async function startOn(sql: Sql, options: Partial<TeamServerOptions> = {}) {
  const team = await startTeamServer({ sql, outDir: fakeExport(), port: 0, host: '127.0.0.1', ...options });
  const port = (team.server.address() as AddressInfo).port;
  return { ...team, port, origin: `http://127.0.0.1:${port}` };
}

/**
 * Sends bytes as they are, on a connection of their own, and reads what comes back until the
 * server closes it or `waitMs` passes (a request left unfinished on purpose gets no answer).
 */
export function sendRaw(port: number, bytes: string | Buffer, { waitMs = 3000, endWrite = false } = {}) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
    socket.write(bytes);
    if (endWrite) socket.end();
  });
}

/** The status code of a raw HTTP answer; 0 when none came. */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
