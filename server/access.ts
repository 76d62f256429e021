import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCOUNT_MESSAGES, readEmail, readName, readNewPassword, SESSION_IDLE_HOURS } from '@/lib/people/accounts';
import type { Member } from '@/lib/people/members';
import { AttemptLimiter } from '@/lib/shared/attemptLimiter';
import { DomainError } from '@/lib/shared/errors';
import { type AccountStore, SignInLockedError } from './accounts/accountStore';
import { sendInvitePage, sendNoticePage, sendSetupPage, sendSignInPage } from './accounts/accountPages';
import type { Site } from './site';

/** Whom the access token signs in: scripts that hold it act as this member, never a person. */
export const ACCESS_TOKEN_MEMBER: Member = { id: 'api', name: 'API', handle: '@api', role: 'admin' };

/** Shorter tokens can be guessed; `openssl rand -base64 32` gives a good one. */
export const MIN_TOKEN_LENGTH = 32;
const MAX_FORM_BYTES = 4096;
/**
 * Refused form posts (sign-in, setup, invite) one address may make in a minute: each costs a
 * password hash, so a flood of them would take the server's time from everyone else.
 */
export const FORM_POSTS_PER_MINUTE = 60;
export const NOT_SIGNED_IN = 'Sign in first: this TalentFlow needs to know who you are.';

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

async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_FORM_BYTES) return undefined;
  }
  return new URLSearchParams(text);
}

const problemOf = (error: unknown) => {
  if (error instanceof DomainError) return error.message;
  throw error;
};

/**
 * Who is asking, and the pages that let people in: the setup link of an empty database, invites,
 * sign-in and sign-out. A session is a random token in an httpOnly, SameSite cookie, kept in
 * PostgreSQL as its digest; the cookie is named after the team, as browsers share cookies
 * between the ports of one host. Scripts may send the access token, if the server has one.
 */
export class Gate {
  private readonly formPosts = new AttemptLimiter(FORM_POSTS_PER_MINUTE, 60_000);

  private constructor(
    private readonly accounts: AccountStore,
    private readonly site: Site,
    readonly cookieName: string,
    private readonly accessToken: string | undefined,
  ) {}

  static async open(accounts: AccountStore, site: Site, accessToken?: string): Promise<Gate> {
    if (accessToken !== undefined && accessToken.length < MIN_TOKEN_LENGTH) {
      throw new Error(
        `TALENTFLOW_ACCESS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (openssl rand -base64 32 gives one).`,
      );
    }
    const name = `talentflow_session_${(await accounts.teamId()).slice(0, 8)}`;
    return new Gate(accounts, site, site.secure ? `__Host-${name}` : name, accessToken);
  }

  isSetUp = () => this.accounts.isSetUp();

  /** The member a request comes from: a signed-in browser's, or the access token's for scripts. */
  async memberOf(request: IncomingMessage): Promise<Member | undefined> {
    const session = cookie(request, this.cookieName);
    if (session) return this.accounts.sessionMember(session);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (this.accessToken && sameToken(bearer, this.accessToken) && (await this.accounts.isSetUp())) {
      return ACCESS_TOKEN_MEMBER;
    }
    return undefined;
  }

  /** Answers the pages that let people in; false for any other path. */
  async handlePage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const [, page, token] = /^\/(signin|setup|invite)(?:\/([^/]+))?\/?$/.exec(url.pathname) ?? [];
    if (!page || (page === 'signin') !== (token === undefined)) return false;
    if (request.method === 'POST') {
      if (!this.site.isOwnPage(request.headers)) {
        sendNoticePage(response, 403, 'Refused', 'Send this form from this TalentFlow’s own page.');
        return true;
      }
      const address = request.socket.remoteAddress ?? '';
      const wait = this.formPosts.waitFor(address);
      if (wait > 0) {
        response.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        sendNoticePage(response, 429, 'Slow down', 'Too many tries from this address. Wait a minute, then try again.');
        return true;
      }
      response.once('finish', () => {
        if (response.statusCode >= 400) this.formPosts.record(address);
      });
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      return false;
    }
    if (page === 'signin') await this.signInPage(request, response, url);
    else if (page === 'setup') await this.setupPage(request, response, token);
    else await this.invitePage(request, response, token);
    return true;
  }

  /** Signs the request's browser out: its session ends on the server, and its cookie goes. */
  async signOut(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const session = cookie(request, this.cookieName);
    if (session) await this.accounts.endSession(session);
    response.setHeader('Set-Cookie', this.sessionCookie('', 0));
  }

  private sessionCookie(value: string, maxAgeSeconds: number): string {
    const secure = this.site.secure ? '; Secure' : '';
    return `${this.cookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
  }

  /** Sends the browser on to `next` with a new session of `token`. */
  private signedIn(response: ServerResponse, token: string, next: string) {
    response.writeHead(303, {
      Location: next,
      // The browser keeps it as long as the server would; the server ends it sooner when idle.
      'Set-Cookie': this.sessionCookie(token, SESSION_IDLE_HOURS * 3600),
      'Cache-Control': 'no-store',
    });
    response.end();
  }

  private async signInPage(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (!(await this.accounts.isSetUp()))
      return sendNoticePage(response, 401, 'Not set up yet', ACCOUNT_MESSAGES.notSetUp, false);
    if (request.method !== 'POST') return sendSignInPage(response, localPath(url.searchParams.get('next')));
    const form = await readForm(request);
    const next = localPath(form?.get('next') ?? null);
    const email = form?.get('email') ?? '';
    try {
      const { token } = await this.accounts.signIn(email, form?.get('password') ?? '');
      this.signedIn(response, token, next);
    } catch (error) {
      if (error instanceof SignInLockedError) {
        const headers = { 'Retry-After': String(Math.ceil(error.waitMs / 1000)) };
        return sendSignInPage(response, next, email, { status: 429, problem: error.message, headers });
      }
      sendSignInPage(response, next, email, { status: 401, problem: problemOf(error) });
    }
  }

  private async setupPage(request: IncomingMessage, response: ServerResponse, token: string) {
    if ((await this.accounts.isSetUp()) || !(await this.accounts.setupLinkValid(token))) {
      return sendNoticePage(response, 410, 'Link used', ACCOUNT_MESSAGES.setupUsed);
    }
    if (request.method !== 'POST') return sendSetupPage(response, token);
    const form = await readForm(request);
    const typed = { name: form?.get('name') ?? '', email: form?.get('email') ?? '' };
    try {
      const input = { name: readName(typed.name), email: readEmail(typed.email) };
      const password = readNewPassword(form?.get('password'), form?.get('repeat'));
      await this.accounts.createFirstAdmin(token, input, password);
      const { token: session } = await this.accounts.signIn(input.email, password);
      this.signedIn(response, session, '/');
    } catch (error) {
      sendSetupPage(response, token, typed, { status: 400, problem: problemOf(error) });
    }
  }

  private async invitePage(request: IncomingMessage, response: ServerResponse, token: string) {
    const invitee = await this.accounts.invitee(token);
    if (!invitee) return sendNoticePage(response, 410, 'Link used', ACCOUNT_MESSAGES.inviteUnknown);
    if (request.method !== 'POST') return sendInvitePage(response, token, invitee);
    const form = await readForm(request);
    try {
      const password = readNewPassword(form?.get('password'), form?.get('repeat'));
      await this.accounts.acceptInvite(token, password);
      const { token: session } = await this.accounts.signIn(invitee.email, password);
      this.signedIn(response, session, '/');
    } catch (error) {
      sendInvitePage(response, token, invitee, { status: 400, problem: problemOf(error) });
    }
  }
}
