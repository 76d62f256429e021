import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { isFrameworkRequest } from '@/lib/api/http';
import { hasAccess, handleSignIn } from './access';
import { apiApp } from './api';
import { type Change, ChangeFeed } from './changes';
import type { Sql } from './sql';
import { staticFiles } from './static-server.mjs';
import { sqlStore } from './store';

export interface TeamServerOptions {
  sql: Sql;
  /** The static export the pages come from. */
  outDir: string;
  port: number;
  host: string;
  accessToken?: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Pages learn from this tag that the API is the team server's, not the mock worker over IndexedDB. */
const TEAM_MODE_TAG = '<meta name="talentflow-mode" content="team"/>';
/** Served in place of the export's worker start-up: no mock worker here, and one left from a demo visit goes. */
const TEAM_START_SCRIPT = `navigator.serviceWorker?.getRegistrations().then((all) => all.forEach((registration) => registration.unregister()));\n`;
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const PAGE_CSP_EXTRA = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

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
  if (url.pathname.startsWith('/api/')) return true;
  if (!SHARED_PATHS.test(url.pathname)) return false;
  return request.method !== 'GET' || !isFrameworkRequest(asRequest(request, url));
}

/** The part of the data a successful write changed, from its path. */
function changedEntity(pathname: string): Change['entity'] {
  if (pathname.startsWith('/api/jobs')) return 'jobs';
  return pathname.startsWith('/assessments') ? 'assessments' : 'candidates';
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * The team server: the export's pages and the API (lib/api) over PostgreSQL, change events
 * for open screens, and the access token's gate. Answers what it was asked and nothing about
 * the data in its logs.
 */
export async function startTeamServer(options: TeamServerOptions): Promise<{ server: Server; close(): Promise<void> }> {
  const { sql, outDir, port, host, accessToken } = options;
  if (!LOOPBACK.has(host) && !accessToken) {
    throw new Error(
      `Set TALENTFLOW_ACCESS_TOKEN to serve TalentFlow on ${host}: without it only this machine may connect.`,
    );
  }
  const feed = new ChangeFeed(sql);
  await feed.start();
  const answerApi = getRequestListener(apiApp(sqlStore(sql)).fetch);
  const pages = staticFiles({
    root: outDir,
    appFallback: true,
    replacements: { '/start-worker.js': TEAM_START_SCRIPT },
    transformHtml: (html) => html.replace(/<head[^>]*>/, (head) => head + TEAM_MODE_TAG),
  });

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://team.local');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'same-origin');
    if (accessToken && url.pathname === '/signin') return void handleSignIn(request, response, url, accessToken);
    const api = isApiRequest(request, url);
    if (accessToken && !hasAccess(request, accessToken)) {
      if (api) return sendJson(response, 401, { message: 'Sign in first: this TalentFlow needs its access token.' });
      response.writeHead(303, { Location: `/signin?next=${encodeURIComponent(url.pathname + url.search)}` });
      return void response.end();
    }
    if (!api) {
      response.setHeader('Content-Security-Policy', PAGE_CSP_EXTRA);
      return pages(request, response);
    }
    response.setHeader('Content-Security-Policy', API_CSP);
    if (url.pathname === '/api/health') return sendJson(response, 200, { service: 'talentflow', mode: 'team' });
    if (url.pathname === '/api/events' && request.method === 'GET') return feed.subscribe(response);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.on('finish', () => {
        if (response.statusCode < 300) feed.publish({ entity: changedEntity(url.pathname) }).catch(() => undefined);
      });
    }
    return void answerApi(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    server,
    close: async () => {
      await feed.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
