import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AttemptLimiter } from '@/lib/shared/attemptLimiter';
import type { Member } from '@/lib/people/members';
import type { Site } from './site';

/** Whom the team's access token signs in: scripts and everyone who holds it act as this member. */
export const ACCESS_TOKEN_MEMBER: Member = { id: 'api', name: 'API', handle: '@api', role: 'admin' };

/** Shorter tokens can be guessed; `openssl rand -base64 32` gives a good one. */
export const MIN_TOKEN_LENGTH = 32;
const MAX_FORM_BYTES = 4096;
/** A sign-in lasts this long, then the browser asks for the token again. */
const SESSION_MS = 7 * 24 * 60 * 60 * 1000;
export const SIGN_IN_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 };
export const NOT_SIGNED_IN = 'Sign in first: this TalentFlow needs its access token.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the time taken nor the length tells anything about the token. */
function sameToken(given: string | undefined, token: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Only a path on this site, read as a browser would read it: no control characters (a line break
 * would split the Location header, a tab is dropped by URL parsers) and no second slash that
 * makes a path another host.
 */
export function localPath(next: string | null): string {
  if (!next || !next.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  try {
    const url = new URL(next, 'http://talentflow.invalid');
    if (url.origin !== 'http://talentflow.invalid' || url.pathname.startsWith('//')) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

export function sendSignInPage(response: ServerResponse, next: string, status = 200, problem = '') {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · TalentFlow</title>
<style>body{font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f5f6f8;color:#1b1f24}
form{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 1px 4px #0002;display:grid;gap:.75rem;width:min(22rem,90vw)}
input,button{font:inherit;padding:.6rem;border-radius:8px;border:1px solid #8a94a3}button{background:#1f4fd1;color:#fff;border:0}
p[role=alert]{color:#a3161b;margin:0}</style></head>
<body><main><form method="post" action="/signin">
<h1>Sign in to TalentFlow</h1>
<p>This team's TalentFlow asks for its access token once on this browser.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<label for="token">Access token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
<input type="hidden" name="next" value="${escapeHtml(next)}">
<button type="submit">Sign in</button>
</form></main></body></html>`;
  response.writeHead(status, PAGE_HEADERS);
  response.end(body);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_FORM_BYTES) return undefined;
  }
  return new URLSearchParams(text);
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The access token's gate. A browser that signed in keeps a session id signed with a key made
 * from the token, never the token itself: a stolen cookie expires, and changing the token ends
 * every session. Scripts send the token as a bearer token.
 */
export class Access {
  private readonly key: Buffer;
  private readonly failures = new AttemptLimiter(SIGN_IN_LIMIT.failures, SIGN_IN_LIMIT.windowMs);
  /** `__Host-` makes the browser refuse the cookie from anything but this HTTPS origin's root. */
  readonly cookieName: string;

  constructor(
    private readonly token: string,
    private readonly site: Site,
  ) {
    if (token.length < MIN_TOKEN_LENGTH) {
      throw new Error(
        `TALENTFLOW_ACCESS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (openssl rand -base64 32 gives one).`,
      );
    }
    this.key = createHmac('sha256', token).update('talentflow session').digest();
    this.cookieName = site.secure ? '__Host-talentflow_session' : 'talentflow_session';
  }

  private sign(value: string): Buffer {
    return createHmac('sha256', this.key).update(value).digest();
  }

  private newSession(now: number): string {
    const value = `${now}.${randomBytes(16).toString('base64url')}`;
    return `${value}.${this.sign(value).toString('base64url')}`;
  }

  private validSession(session: string | undefined, now: number): boolean {
    const parts = session?.split('.');
    if (parts?.length !== 3) return false;
    const [issued, random, mac] = parts;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.sign(`${issued}.${random}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const age = now - Number(issued);
    return age >= 0 && age < SESSION_MS;
  }

  /** A signed-in browser's session, or the token as a bearer token (scripts, the load test). */
  allows(request: IncomingMessage, now = Date.now()): boolean {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return this.validSession(cookie(request, this.cookieName), now) || sameToken(bearer, this.token);
  }

  /** GET shows the form; POST checks the token, at most SIGN_IN_LIMIT.failures wrong ones per address. */
  async handleSignIn(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'POST') return sendSignInPage(response, localPath(url.searchParams.get('next')));
    if (!this.site.isOwnPage(request.headers)) {
      return sendSignInPage(response, '/', 403, 'Sign in from this TalentFlow’s own sign-in page.');
    }
    const address = request.socket.remoteAddress ?? '';
    const wait = this.failures.waitFor(address);
    if (wait > 0) {
      response.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      return sendSignInPage(response, '/', 429, `Too many wrong tokens. Try again in ${minutes(wait)} minutes.`);
    }
    const form = await readForm(request);
    const next = localPath(form?.get('next') ?? null);
    if (!sameToken(form?.get('token') ?? undefined, this.token)) {
      this.failures.record(address);
      return sendSignInPage(response, next, 401, 'That access token is not right.');
    }
    this.failures.clear(address);
    const secure = this.site.secure ? '; Secure' : '';
    response.writeHead(303, {
      Location: next,
      'Set-Cookie': `${this.cookieName}=${this.newSession(Date.now())}; Path=/; Max-Age=${SESSION_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
      'Cache-Control': 'no-store',
    });
    response.end();
  }
}
