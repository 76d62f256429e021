import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ACCESS_TOKEN_MEMBER,
  ACCOUNT_MESSAGES,
  readEmail,
  readName,
  RESET_ASKS_PER_HOUR,
  SESSION_IDLE_HOURS,
  SIGN_IN_LIMITS,
} from '@/lib/people/accounts';
import type { Member } from '@/lib/people/members';
import { readNewPassword } from '@/lib/people/passwordRules';
import { DomainError, InvalidInputError } from '@/lib/shared/errors';
import { type AccountStore, SignInLockedError, type SignInSource } from './accounts/accountStore';
import { AddressShares, HashQueueFullError } from './accounts/hashQueue';
import type { TakeAttempt } from './attempts';
import {
  sendForgotPage,
  sendInvitePage,
  sendNoticePage,
  sendResetPage,
  sendSetupPage,
  sendSignInPage,
} from './accounts/accountPages';
import type { Site } from './site';

/** Shorter tokens can be guessed; `openssl rand -base64 32` gives a good one. */
export const MIN_TOKEN_LENGTH = 32;
export const MAX_FORM_BYTES = 4096;
const FORM_UNREADABLE = 'This form holds a character no field may hold (NUL). Type it again.';
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

/** The posted form's fields; undefined past MAX_FORM_BYTES. A NUL in any field is refused (PostgreSQL cannot hold it). */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_FORM_BYTES) return undefined;
  }
  const form = new URLSearchParams(text);
  for (const value of form.values()) if (value.includes('\u0000')) throw new InvalidInputError(FORM_UNREADABLE);
  return form;
}

const retryAfter = (error: SignInLockedError) => ({ 'Retry-After': String(Math.ceil(error.waitMs / 1000)) });

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
  /** Sign-in, setup and invite posts under way per address (hashQueue.ts). */
  private readonly shares = new AddressShares();

  private constructor(
    private readonly accounts: AccountStore,
    private readonly site: Site,
    readonly cookieName: string,
    private readonly deviceCookieName: string,
    private readonly accessToken: string | undefined,
    private readonly sendsMail: boolean,
    /** Counts "forgot password" asks per address and per email, before any work (attempts.ts). */
    private readonly take: TakeAttempt,
  ) {}

  static async open(
    accounts: AccountStore,
    site: Site,
    { accessToken, sendsMail = false, take }: { accessToken?: string; sendsMail?: boolean; take: TakeAttempt },
  ): Promise<Gate> {
    if (accessToken !== undefined && accessToken.length < MIN_TOKEN_LENGTH) {
      throw new Error(
        `TALENTFLOW_ACCESS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (openssl rand -base64 32 gives one).`,
      );
    }
    const team = (await accounts.teamId()).slice(0, 8);
    const named = (name: string) => (site.secure ? `__Host-${name}_${team}` : `${name}_${team}`);
    const [session, device] = [named('talentflow_session'), named('talentflow_device')];
    return new Gate(accounts, site, session, device, accessToken, sendsMail, take);
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
    const [, page, token] = /^\/(signin|forgot|setup|invite|reset)(?:\/([^/]+))?\/?$/.exec(url.pathname) ?? [];
    const tokenless = page === 'signin' || page === 'forgot';
    if (!page || tokenless !== (token === undefined)) return false;
    if (request.method === 'POST') {
      if (!this.site.isOwnPage(request.headers)) {
        sendNoticePage(response, 403, 'Refused', 'Send this form from this TalentFlow’s own page.');
        return true;
      }
      if (Number(request.headers['content-length'] ?? 0) > MAX_FORM_BYTES) {
        response.setHeader('Connection', 'close');
        sendNoticePage(response, 413, 'Too long', 'This form is longer than any sign-in, setup or invite form.');
        return true;
      }
      const address = request.socket.remoteAddress ?? '';
      if (!this.shares.take(address)) {
        sendNoticePage(response, 429, 'Slow down', ACCOUNT_MESSAGES.busy, true, { 'Retry-After': '1' });
        return true;
      }
      response.once('close', () => this.shares.release(address));
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      return false;
    }
    try {
      if (page === 'signin') await this.signInPage(request, response, url);
      else if (page === 'forgot') await this.forgotPage(request, response);
      else if (page === 'setup') await this.setupPage(request, response, token);
      else if (page === 'reset') await this.resetPage(request, response, token);
      else await this.invitePage(request, response, token);
    } catch (error) {
      if (error instanceof HashQueueFullError) {
        sendNoticePage(response, 429, 'Slow down', ACCOUNT_MESSAGES.busy, true, { 'Retry-After': '1' });
      } else if (error instanceof InvalidInputError && error.message === FORM_UNREADABLE) {
        sendNoticePage(response, 400, 'Cannot read the form', FORM_UNREADABLE);
      } else {
        throw error;
      }
    }
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

  /**
   * Sends the browser on to `next` with a new session of `token`, and a device cookie for
   * `email`: a browser the member signed in from is not stopped by failures from elsewhere.
   */
  private async signedIn(response: ServerResponse, token: string, next: string, email: string) {
    const device = randomBytes(16).toString('base64url');
    const signature = await this.deviceSignature(device, email);
    const secure = this.site.secure ? '; Secure' : '';
    response.writeHead(303, {
      Location: next,
      'Set-Cookie': [
        // The browser keeps it as long as the server would; the server ends it sooner when idle.
        this.sessionCookie(token, SESSION_IDLE_HOURS * 3600),
        `${this.deviceCookieName}=${device}.${signature}; Path=/; Max-Age=${SIGN_IN_LIMITS.deviceCookieDays * 86_400}; HttpOnly; SameSite=Strict${secure}`,
      ],
      'Cache-Control': 'no-store',
    });
    response.end();
  }

  private async deviceSignature(device: string, email: string): Promise<string> {
    return createHmac('sha256', await this.accounts.deviceKey())
      .update(`${device}\n${email.trim().toLowerCase()}`)
      .digest('base64url');
  }

  /** Where an attempt for `email` comes from: the device, when the browser's cookie was given for this email. */
  private async sourceOf(request: IncomingMessage, email: string): Promise<SignInSource> {
    const address = request.socket.remoteAddress ?? '';
    const [device, signature] = (cookie(request, this.deviceCookieName) ?? '').split('.');
    if (!device || !signature) return { address };
    const expected = await this.deviceSignature(device, email);
    return sameToken(signature, expected) ? { address, device } : { address };
  }

  private async signInPage(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (!(await this.accounts.isSetUp()))
      return sendNoticePage(response, 401, 'Not set up yet', ACCOUNT_MESSAGES.notSetUp, false);
    if (request.method !== 'POST') return sendSignInPage(response, localPath(url.searchParams.get('next')));
    const form = await readForm(request);
    const next = localPath(form?.get('next') ?? null);
    const email = form?.get('email') ?? '';
    try {
      const { token } = await this.accounts.signIn(
        email,
        form?.get('password') ?? '',
        await this.sourceOf(request, email),
      );
      await this.signedIn(response, token, next, email);
    } catch (error) {
      if (error instanceof SignInLockedError) {
        return sendSignInPage(response, next, email, {
          status: 429,
          problem: error.message,
          headers: retryAfter(error),
        });
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
      const password = readNewPassword(form?.get('password'), form?.get('repeat'), input);
      const from = await this.sourceOf(request, input.email);
      await this.accounts.claimAttempt(input.email, from, true);
      const admin = await this.accounts.createFirstAdmin(token, input, password);
      await this.accounts.clearAttempts(input.email, from);
      await this.signedIn(response, await this.accounts.sessionFor(admin.id), '/', input.email);
    } catch (error) {
      if (error instanceof SignInLockedError) {
        return sendSetupPage(response, token, typed, {
          status: 429,
          problem: error.message,
          headers: retryAfter(error),
        });
      }
      sendSetupPage(response, token, typed, { status: 400, problem: problemOf(error) });
    }
  }

  private async invitePage(request: IncomingMessage, response: ServerResponse, token: string) {
    const invitee = await this.accounts.invitee(token);
    if (!invitee) return sendNoticePage(response, 410, 'Link used', ACCOUNT_MESSAGES.inviteUnknown);
    if (request.method !== 'POST') return sendInvitePage(response, token, invitee);
    const form = await readForm(request);
    try {
      const password = readNewPassword(form?.get('password'), form?.get('repeat'), invitee);
      const from = await this.sourceOf(request, invitee.email);
      await this.accounts.claimAttempt(invitee.email, from, true);
      const member = await this.accounts.acceptInvite(token, password);
      await this.accounts.clearAttempts(invitee.email, from);
      await this.signedIn(response, await this.accounts.sessionFor(member.id), '/', invitee.email);
    } catch (error) {
      if (error instanceof SignInLockedError) {
        return sendInvitePage(response, token, invitee, {
          status: 429,
          problem: error.message,
          headers: retryAfter(error),
        });
      }
      sendInvitePage(response, token, invitee, { status: 400, problem: problemOf(error) });
    }
  }

  /**
   * "Forgot password": the same answer whether the email is a member's or not; asks are counted
   * per address and per email before any work, so a flood sends no more than the limits allow.
   */
  private async forgotPage(request: IncomingMessage, response: ServerResponse) {
    if (!this.sendsMail) return sendNoticePage(response, 200, 'No email here', ACCOUNT_MESSAGES.noMailServer);
    if (request.method !== 'POST') return sendForgotPage(response);
    const email = ((await readForm(request))?.get('email') ?? '').trim().toLowerCase();
    if (!email) return sendForgotPage(response, { status: 400, problem: 'Write the email you sign in with.' });
    const address = request.socket.remoteAddress ?? '';
    const wait = await this.take([
      { key: `reset address:${address}`, limit: RESET_ASKS_PER_HOUR.address, windowMs: 3_600_000 },
      { key: `reset email:${email}`, limit: RESET_ASKS_PER_HOUR.email, windowMs: 3_600_000 },
    ]);
    if (wait > 0) {
      return sendNoticePage(response, 429, 'Slow down', ACCOUNT_MESSAGES.resetTooOften, true, {
        'Retry-After': String(Math.ceil(wait / 1000)),
      });
    }
    const origin = this.site.publicUrl?.origin ?? `http://${request.headers.host ?? ''}`;
    await this.accounts.requestReset(email, (token) => `${origin}/reset/${token}`);
    sendNoticePage(response, 200, 'Check your email', ACCOUNT_MESSAGES.resetSent);
  }

  private async resetPage(request: IncomingMessage, response: ServerResponse, token: string) {
    const member = await this.accounts.resetee(token);
    if (!member) return sendNoticePage(response, 410, 'Link used', ACCOUNT_MESSAGES.resetUnknown);
    if (request.method !== 'POST') return sendResetPage(response, token, member);
    const form = await readForm(request);
    try {
      const password = readNewPassword(form?.get('password'), form?.get('repeat'), member);
      const changed = await this.accounts.resetPassword(token, password);
      await this.signedIn(response, await this.accounts.sessionFor(changed.id), '/', member.email);
    } catch (error) {
      sendResetPage(response, token, member, { status: 400, problem: problemOf(error) });
    }
  }
}
