import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../migrate';
import { openTestPglite } from './testPglite';
import { generateSeedPack } from '@/lib/seed/seedData';
import { seedIfEmpty } from '../seed';
import type { Sql } from '../sql';
import { startTeamServer, type TeamServerOptions } from '../teamServer';
import { accountStore } from '../accounts/accountStore';

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
  const sql = await openTestPglite();
  await migrate(sql);
  await seedIfEmpty(sql, generateSeedPack());
  return sql;
}

/** The first admin the server tests make through the setup link, and sign in as. */
export const TEST_ADMIN_ACCOUNT = { name: 'Ada Admin', email: 'ada@team.test', password: 'a long enough passphrase' };

/** Makes the first admin as the setup link would, unless the database has members already. */
export async function setUpTeam(sql: Sql): Promise<void> {
  const accounts = accountStore(sql);
  const link = await accounts.newSetupLink();
  if (link) await accounts.createFirstAdmin(link, TEST_ADMIN_ACCOUNT, TEST_ADMIN_ACCOUNT.password);
}

/** Posts the sign-in form as the server's own page does; the answer, unfollowed. */
export const postSignIn = (origin: string, fields: Record<string, string>) =>
  fetch(`${origin}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields),
  });

/** The session cookie (`name=value`) of a browser that signed in as `email`. */
export async function sessionOf(origin: string, email: string, password: string): Promise<string> {
  const answer = await postSignIn(origin, { email, password, next: '/' });
  if (answer.status !== 303) throw new Error(`Sign-in as ${email} answered ${answer.status}`);
  return answer.headers.get('set-cookie')!.split(';')[0];
}

/**
 * A team server on `sql`, on a free port, its first admin made (unless `setUp` is false) and
 * signed in: `session` is their cookie.
 */
export async function startOn(
  sql: Sql,
  { setUp = true, ...options }: Partial<TeamServerOptions> & { setUp?: boolean } = {},
) {
  if (setUp) await setUpTeam(sql);
  const team = await startTeamServer({ sql, outDir: fakeExport(), port: 0, host: '127.0.0.1', ...options });
  const port = (team.server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const session = setUp ? await sessionOf(origin, TEST_ADMIN_ACCOUNT.email, TEST_ADMIN_ACCOUNT.password) : '';
  return { ...team, port, origin, session };
}

/**
 * fetch with the session cookies of `sessions` (each server reads only its own team's), for
 * tests whose every call is a signed-in admin's.
 */
export function fetchWithSessions(sessions: Iterable<string>): typeof fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    const cookies = [...sessions];
    if (!headers.has('Cookie') && cookies.length > 0) headers.set('Cookie', cookies.join('; '));
    return fetch(input, { ...init, headers });
  };
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

/**
 * Posts the sign-in form from a loopback address of the caller's choice (127.0.0.2 is another
 * client to the server), on a connection of its own; `cookie` stands for the browser's.
 */
export function postSignInFrom(
  port: number,
  fields: Record<string, string>,
  { localAddress = '127.0.0.1', cookie = '' } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/signin',
        agent: false,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Origin: `http://127.0.0.1:${port}`,
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The `name=value` of each cookie an answer sets. */
export const cookiesOf = (headers: IncomingHttpHeaders) =>
  (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
