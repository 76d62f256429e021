import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.svg']);

/**
 * @typedef {object} StaticOptions
 * @property {string} root the exported site
 * @property {string} [basePath]
 * @property {boolean} [appFallback] addresses without a file extension get 404.html with status 200
 * @property {Record<string, string>} [replacements] files answered with other text (by URL path)
 * @property {(html: string) => string} [transformHtml] applied to every page sent
 * @property {(html: string) => Record<string, string>} [pageHeaders] headers of a page, from its text
 */

/**
 * Answers requests for an exported site the way a plain static host does: the file, else
 * `<path>.html`, else `<path>/index.html`, else 404.html. With `appFallback`, addresses without
 * a file extension get 404.html with status 200, since the app renders every route from it.
 * @param {StaticOptions} options
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, headExtra?: string) => void}
 */
export function staticFiles({
  root,
  basePath = '',
  appFallback = false,
  replacements = {},
  transformHtml,
  pageHeaders,
}) {
  const gzipCache = new Map();
  /** @type {Map<string, { mtime: number, headers: Record<string, string> }>} */
  const pageHeaderCache = new Map();

  /** @param {string} file @returns {Record<string, string>} */
  function headersOfPage(file) {
    if (!pageHeaders || extname(file) !== '.html') return {};
    const mtime = statSync(file).mtimeMs;
    let cached = pageHeaderCache.get(file);
    if (!cached || cached.mtime !== mtime) {
      cached = { mtime, headers: pageHeaders(readFileSync(file, 'utf8')) };
      pageHeaderCache.set(file, cached);
    }
    return cached.headers;
  }

  /** @param {string} urlPath */
  function resolveFile(urlPath) {
    const candidates = [urlPath, `${urlPath}.html`, join(urlPath, 'index.html')];
    for (const candidate of candidates) {
      const path = normalize(join(root, candidate));
      if (!path.startsWith(normalize(root + sep)) && path !== normalize(root)) continue;
      if (existsSync(path) && statSync(path).isFile()) return path;
    }
    return undefined;
  }

  /**
   * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
   * @param {string} file @param {number} status @param {string} [replacement]
   * @param {string} [headExtra] markup for this answer's head alone (a job's JSON-LD)
   */
  function send(request, response, file, status, replacement = undefined, headExtra = undefined) {
    const ext = extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${sep}_next${sep}static${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...headersOfPage(file),
    };
    const page = () => {
      const html = transformHtml ? transformHtml(readFileSync(file, 'utf8')) : readFileSync(file, 'utf8');
      return headExtra ? html.replace(/<head[^>]*>/, (head) => head + headExtra) : html;
    };
    const read = () =>
      replacement !== undefined
        ? Buffer.from(replacement)
        : ext === '.html' && (transformHtml || headExtra)
          ? Buffer.from(page())
          : readFileSync(file);
    if (!headExtra && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const mtime = statSync(file).mtimeMs;
      let cached = gzipCache.get(file);
      if (!cached || cached.mtime !== mtime) {
        cached = { mtime, body: gzipSync(read()) };
        gzipCache.set(file, cached);
      }
      response.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': cached.body.length,
        Vary: 'Accept-Encoding',
      });
      response.end(request.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    if (replacement !== undefined || (ext === '.html' && (transformHtml || headExtra))) {
      const body = read();
      response.writeHead(status, { ...headers, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(status, { ...headers, 'Content-Length': statSync(file).size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }

  return (request, response, headExtra = undefined) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    if (basePath) {
      if (path !== basePath && !path.startsWith(`${basePath}/`)) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      path = path.slice(basePath.length) || '/';
    }
    const file = !path.split('/').some((part) => part.startsWith('.')) && resolveFile(path);
    if (file) return send(request, response, file, 200, replacements[path], headExtra);
    const notFoundPage = join(root, '404.html');
    if (!existsSync(notFoundPage)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    send(request, response, notFoundPage, appFallback && !extname(path) ? 200 : 404, undefined, headExtra);
  };
}

/**
 * How long a connection may take. Idle kept-alive connections stay longer than clients and
 * proxies keep theirs (65 s, past the 60 s of common load balancers), so the client is always
 * the side that closes and never sends a request down a connection the server is closing
 * ("socket hang up"). A request's headers must arrive within 20 s and the whole request (a
 * 6 MB résumé on a slow line included) within 120 s; the connections are checked every 2 s, so
 * a slow sender is dropped at most that late.
 */
export const CONNECTION_TIMEOUTS = { keepAliveMs: 65_000, headersMs: 20_000, requestMs: 120_000, checkEveryMs: 2_000 };

/**
 * An HTTP server with CONNECTION_TIMEOUTS (or others, for tests).
 * @param {import('node:http').RequestListener} listener
 * @param {typeof CONNECTION_TIMEOUTS} [timeouts]
 */
export function timedServer(listener, timeouts = CONNECTION_TIMEOUTS) {
  const server = createServer(
    {
      connectionsCheckingInterval: timeouts.checkEveryMs,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
    },
    listener,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}

/**
 * Serves an exported site on a port, as `npm start` does.
 * @param {StaticOptions & { port: number, host?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({ port, host = '127.0.0.1', ...options }) {
  const server = timedServer(staticFiles(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
