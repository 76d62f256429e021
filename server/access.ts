import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCESS_COOKIE = 'talentflow_access';
const MAX_FORM_BYTES = 4096;
/** The browser keeps the sign-in this long. */
const COOKIE_DAYS = 30;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the time taken nor the length tells anything about the token. */
function sameToken(given: string | undefined, token: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The token in the sign-in cookie, or as a bearer token (scripts, the load test). */
export function hasAccess(request: IncomingMessage, token: string): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return sameToken(cookie(request, ACCESS_COOKIE), token) || sameToken(bearer, token);
}

/** Only a path on this site, so the sign-in form cannot send anyone elsewhere. */
function localPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
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

/** GET shows the form; POST checks the token and keeps it in an httpOnly, SameSite=Strict cookie. */
export async function handleSignIn(request: IncomingMessage, response: ServerResponse, url: URL, token: string) {
  if (request.method !== 'POST') return sendSignInPage(response, localPath(url.searchParams.get('next')));
  const form = await readForm(request);
  const next = localPath(form?.get('next') ?? null);
  const given = form?.get('token') ?? undefined;
  if (!sameToken(given, token)) return sendSignInPage(response, next, 401, 'That access token is not right.');
  const secure = request.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  response.writeHead(303, {
    Location: next,
    'Set-Cookie': `${ACCESS_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${COOKIE_DAYS * 86400}; HttpOnly; SameSite=Strict${secure}`,
    'Cache-Control': 'no-store',
  });
  response.end();
}
