import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { isFrameworkRequest, SOMETHING_WENT_WRONG } from '@/lib/api/http';
import { Gate, NOT_SIGNED_IN } from './access';
import { ACCOUNT_MESSAGES, SETUP_LINK_HOURS } from '@/lib/people/accounts';
import type { Actor, Member } from '@/lib/people/members';
import { accountRoutes } from './accounts/accountRoutes';
import { sendNoticePage } from './accounts/accountPages';
import { accountStore } from './accounts/accountStore';
import { apiApp, MAX_BODY_BYTES, tooLargeMessage } from './api';
import { isPublicPage, RouteIndex } from './publicAccess';
import { sqlAttempts } from './attempts';
import { TOO_MANY_PUBLIC_CALLS } from '@/lib/api/publicCalls';
import { apiRoutes } from '@/lib/api/routes';
import { type Change, ChangeFeed } from './changes';
import { policyFor } from './csp.mjs';
import { careersPublishing } from './careersPages';
import { Site } from './site';
import type { Sql } from './sql';
import { CONNECTION_TIMEOUTS, staticFiles, timedServer } from './static-server.mjs';
import { sqlStore } from './store';
import { ENDPOINTS } from '@/lib/api/endpoints';

export interface TeamServerOptions {
  sql: Sql;
  /** The static export the pages come from. */
  outDir: string;
  port: number;
  host: string;
  /** Lets scripts in as the member "API" (ACCESS_TOKEN_MEMBER), once the first admin exists. */
  accessToken?: string;
  /** The address the team opens, behind a proxy or not (TALENTFLOW_PUBLIC_URL). */
  publicUrl?: string;
  /** Shorter ones in tests. */
  timeouts?: typeof CONNECTION_TIMEOUTS;
  /** Whether an outbox sender delivers messages (TALENTFLOW_SMTP_URL): they are queued for it. */
  sendsMail?: boolean;
  /** The address mail comes from (TALENTFLOW_MAIL_FROM), where it is sent: calendar invites' organiser. */
  mailFrom?: string;
  /** Told after each write the API answered: it may have queued a message, which need not wait for the next poll. */
  afterWrite?: () => void;
}

/** Pages learn from this tag that the API is the team server's, not the mock worker over IndexedDB. */
const TEAM_MODE_TAG = '<meta name="talentflow-mode" content="team"/>';
/** Served in place of the export's worker start-up: no mock worker here, and one left from a demo visit goes. */
const TEAM_START_SCRIPT = `navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((registration) => registration.unregister()));\n`;
/** Every answer that is not a page: nothing in it may load or run anything, nor be kept by a cache. */
const API_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** No route takes more: a body declared larger is refused from its Content-Length, before a byte of it is read. */
const LARGEST_BODY_BYTES = Math.max(MAX_BODY_BYTES, ...apiRoutes().map((route) => route.maxBodyBytes ?? 0));

/** Paths the API shares with pages: the pages' own requests (documents, router payloads) are files. */
const SHARED_PATHS = /^\/(candidates|assessments)(\/|$)/;

function asRequest(request: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(url, { headers });
}

function isApiRequest(request: IncomingMessage, url: URL): boolean {
  // A calendar feed is the API's too, read by calendar programs from its own address.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/calendar/')) return true;
  if (!SHARED_PATHS.test(url.pathname)) return false;
  return request.method !== 'GET' || !isFrameworkRequest(asRequest(request, url));
}

/** The part of the data a successful write changed, from its path. */
function changedEntity(pathname: string): Change['entity'] {
  if (pathname.startsWith('/api/jobs')) return 'jobs';
  if (pathname.startsWith('/api/take/')) return 'assessments';
  return pathname.startsWith('/assessments') ? 'assessments' : 'candidates';
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { ...API_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

const isJson = (request: IncomingMessage) => /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
const isForm = (request: IncomingMessage) => /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '');
/** A write with nothing in it (an assessment link made, a link's start noted) has no type to check. */
const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Answers a request that failed past every check: the reference ties the answer to the log
 * line, which holds the error's kind only (its message may quote the data it failed on).
 */
function failed(request: IncomingMessage, response: ServerResponse, error: unknown) {
  // A client that went mid-request (a body cut off) has nobody left to answer.
  if (request.destroyed && !request.complete) return void response.destroy();
  const reference = randomUUID().slice(0, 8);
  console.error(`Request ${reference} failed:`, error instanceof Error ? error.name : typeof error);
  if (response.headersSent) return void response.destroy();
  sendJson(response, 500, { message: `${SOMETHING_WENT_WRONG} (reference ${reference})` });
}

/**
 * The team server: the export's pages and the API (lib/api) over PostgreSQL, change events
 * for open screens, and members' sign-in (./access.ts). Every call acts as the member signed
 * in; until the first admin exists (through the setup link it logs), it answers only that
 * link. It answers only the host names it serves, takes writes only from its own pages, and no
 * request can stop it: whatever a handler throws is answered 500 and logged without the data.
 */
export async function startTeamServer(options: TeamServerOptions): Promise<{ server: Server; close(): Promise<void> }> {
  const { sql, outDir, port, host, accessToken, publicUrl } = options;
  const site = new Site(host, publicUrl);
  const accounts = accountStore(sql);
  const take = sqlAttempts(sql);
  const gate = await Gate.open(accounts, site, { accessToken, sendsMail: options.sendsMail, take });
  const feed = new ChangeFeed(sql);
  await feed.start();
  const stopWatchingSessions = await accounts.watchSessions();
  /** Who each request in flight comes from, as the gate found them. */
  const callers = new WeakMap<IncomingMessage, Member>();
  const storeOf = (actor?: Actor) => sqlStore(sql, { actor, sendsMail: options.sendsMail, mailFrom: options.mailFrom });
  const api = apiApp(
    (incoming) => ({ member: incoming && callers.get(incoming), storeOf }),
    accountRoutes(accounts, site.publicUrl?.origin, options.sendsMail),
  );
  const answerApi = getRequestListener(api.fetch);
  const routes = new RouteIndex(apiRoutes(), take);
  const pages = staticFiles({
    root: outDir,
    appFallback: true,
    replacements: { '/start-worker.js': TEAM_START_SCRIPT },
    transformHtml: (html) => html.replace(/<head[^>]*>/, (head) => head + TEAM_MODE_TAG),
    pageHeaders: (html) => ({ 'Content-Security-Policy': `${policyFor(html)}; frame-ancestors 'none'` }),
  });

  const publishing = careersPublishing(() => storeOf().careers, pages, take);

  async function serve(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === ENDPOINTS.health) {
      return sendJson(response, 200, { service: 'talentflow', mode: 'team' });
    }
    if (await gate.handlePage(request, response, url)) return;
    const api = isApiRequest(request, url);
    if (!(await gate.isSetUp())) {
      if (api) return sendJson(response, 401, { message: ACCOUNT_MESSAGES.notSetUp });
      return sendNoticePage(response, 401, 'Not set up yet', ACCOUNT_MESSAGES.notSetUp, false);
    }
    // Served only the names the server answers (checked before): the origin is its own.
    const origin = site.publicUrl?.origin ?? site.ownOrigin(request.headers.host ?? '') ?? '';
    if (!api && (await publishing(request, response, url, origin))) return;
    const route = api ? routes.find(request.method ?? '', url.pathname) : undefined;
    const open = api ? route?.isPublic === true : isPublicPage(url.pathname);
    if (route?.isPublic) {
      const wait = await route.waitFor(request.socket.remoteAddress ?? '');
      if (wait > 0) {
        response.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        return sendJson(response, 429, { message: TOO_MANY_PUBLIC_CALLS });
      }
    }
    const member = open ? undefined : await gate.memberOf(request);
    if (!open && !member) {
      if (api) return sendJson(response, 401, { message: NOT_SIGNED_IN });
      response.writeHead(303, {
        ...API_HEADERS,
        Location: `/signin?next=${encodeURIComponent(url.pathname + url.search)}`,
      });
      return void response.end();
    }
    if (!api) return pages(request, response);
    if (WRITE_METHODS.has(request.method ?? '')) {
      if (!site.isOwnPage(request.headers)) {
        return sendJson(response, 403, { message: 'Only TalentFlow’s own pages may change its data.' });
      }
      // Forms only where a route takes one: elsewhere JSON, which another site's page cannot send unasked.
      if (hasBody(request) && !(isJson(request) || (isForm(request) && route?.takesForm))) {
        return sendJson(response, 415, { message: 'Send the request as application/json.' });
      }
    }
    for (const [name, value] of Object.entries(API_HEADERS)) response.setHeader(name, value);
    if (url.pathname === ENDPOINTS.me && request.method === 'GET') return sendJson(response, 200, member);
    if (url.pathname === ENDPOINTS.signOut && request.method === 'POST') {
      await gate.signOut(request, response);
      return sendJson(response, 200, { ok: true });
    }
    if (member) callers.set(request, member);
    if (url.pathname === ENDPOINTS.events && request.method === 'GET') {
      if (feed.subscribe(response, request.socket.remoteAddress ?? '')) return;
      return sendJson(response, 503, {
        message: 'Too many open change streams: this page checks for changes now and then instead.',
      });
    }
    if (WRITE_METHODS.has(request.method ?? '')) {
      response.on('finish', () => {
        if (response.statusCode >= 300) return;
        feed.publish({ entity: changedEntity(url.pathname) }).catch(() => undefined);
        options.afterWrite?.();
      });
    }
    await answerApi(request, response);
  }

  const server = timedServer((request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'same-origin');
    // Browsers that saw the team over https once never try plain http again for a year.
    if (site.secure) response.setHeader('Strict-Transport-Security', 'max-age=31536000');
    // A stream that breaks mid-request (a body cut off) is the client's loss, not the server's.
    request.on('error', () => undefined);
    if (!site.serves(request.headers.host)) {
      return sendJson(response, 421, { message: 'This TalentFlow does not answer to that host name.' });
    }
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://team.local');
    } catch {
      return sendJson(response, 400, { message: 'That address cannot be read.' });
    }
    if (Number(request.headers['content-length'] ?? 0) > LARGEST_BODY_BYTES) {
      response.setHeader('Connection', 'close');
      return sendJson(response, 413, { message: tooLargeMessage(LARGEST_BODY_BYTES) });
    }
    serve(request, response, url).catch((error: unknown) => failed(request, response, error));
  }, options.timeouts);
  // Made before listening, so the link is in the log by the time the server answers anyone.
  const setupLink = await accounts.newSetupLink();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  if (setupLink) {
    const origin =
      site.publicUrl?.origin ??
      `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;
    console.log(
      `Nobody can sign in yet. To create the first admin, open ${origin}/setup/${setupLink} (valid ${SETUP_LINK_HOURS} hours, once; a restart logs a new one).`,
    );
  }
  return {
    server,
    close: async () => {
      await stopWatchingSessions();
      await feed.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
