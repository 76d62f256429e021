import type { ServerResponse } from 'node:http';
import { ACCOUNT_LIMITS } from '@/lib/people/accounts';
import { ROLE_LABELS, type Role } from '@/lib/people/members';

/**
 * The pages a person sees before they are signed in (sign-in, the first admin's setup, an
 * invite): plain forms the server renders, with no script at all, so they work before the app's
 * code may load and give an attacker nothing to run.
 */
import { escapeHtml } from '@/lib/shared/html';

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

const STYLE = `:root{color-scheme:light dark;--page:#f5f6f8;--card:#fff;--text:#1b1f24;--muted:#4b5563;--line:#8a94a3;--accent:#1f4fd1;--danger:#a3161b}
@media (prefers-color-scheme:dark){:root{--page:#0f1217;--card:#1a1f27;--text:#e8ebf0;--muted:#aab3c0;--line:#5b6472;--accent:#7aa2ff;--danger:#ff8a8f}}
body{font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:var(--page);color:var(--text)}
main{background:var(--card);padding:2rem;border-radius:12px;box-shadow:0 1px 4px #0003;width:min(24rem,calc(100vw - 2rem));box-sizing:border-box}
form{display:grid;gap:.75rem}h1{margin:0 0 .5rem;font-size:1.5rem}p{margin:0 0 .5rem;color:var(--muted)}
label{font-weight:600}input,button{font:inherit;padding:.6rem;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--text)}
button{background:var(--accent);color:#fff;border:0;cursor:pointer}@media (prefers-color-scheme:dark){button{color:#0f1217}}
p[role=alert]{color:var(--danger);font-weight:600}a{color:var(--accent)}`;

function sendPage(response: ServerResponse, status: number, title: string, body: string, headers = {}) {
  response.writeHead(status, { ...PAGE_HEADERS, ...headers });
  response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · TalentFlow</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`);
}

const problemText = (problem: string) => (problem ? `<p role="alert">${escapeHtml(problem)}</p>` : '');

const field = (id: string, label: string, attributes: string, value = '') =>
  `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${attributes}${value ? ` value="${escapeHtml(value)}"` : ''}>`;

const newPasswordFields = () =>
  field(
    'password',
    'Password',
    `type="password" autocomplete="new-password" minlength="${ACCOUNT_LIMITS.passwordMin}" required`,
  ) +
  `<p>At least ${ACCOUNT_LIMITS.passwordMin} characters: a few words you will remember, not your name or email.</p>` +
  field('repeat', 'Password again', 'type="password" autocomplete="new-password" required');

export interface PageAnswer {
  status?: number;
  problem?: string;
  headers?: Record<string, string>;
}

export function sendSignInPage(response: ServerResponse, next: string, email = '', answer: PageAnswer = {}) {
  sendPage(
    response,
    answer.status ?? 200,
    'Sign in',
    `<form method="post" action="/signin"><h1>Sign in to TalentFlow</h1>${problemText(answer.problem ?? '')}
${field('email', 'Email', `type="email" autocomplete="username" maxlength="${ACCOUNT_LIMITS.emailLength}" required${email ? '' : ' autofocus'}`, email)}
${field('password', 'Password', `type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}`)}
<input type="hidden" name="next" value="${escapeHtml(next)}"><button type="submit">Sign in</button></form>
<p><a href="/forgot">Forgot your password?</a></p>
<p>No account yet? Ask an admin of your team for an invite link.</p>`,
    answer.headers,
  );
}

export function sendSetupPage(
  response: ServerResponse,
  token: string,
  typed: { name?: string; email?: string } = {},
  answer: PageAnswer = {},
) {
  sendPage(
    response,
    answer.status ?? 200,
    'Set up',
    `<form method="post" action="/setup/${encodeURIComponent(token)}"><h1>Set up TalentFlow</h1>
<p>You are the first member: you will be the team’s admin, and invite everyone else.</p>${problemText(answer.problem ?? '')}
${field('name', 'Your name', `autocomplete="name" maxlength="${ACCOUNT_LIMITS.nameLength}" required autofocus`, typed.name)}
${field('email', 'Email', `type="email" autocomplete="username" maxlength="${ACCOUNT_LIMITS.emailLength}" required`, typed.email)}
${newPasswordFields()}<button type="submit">Create admin account</button></form>`,
    answer.headers,
  );
}

export function sendInvitePage(
  response: ServerResponse,
  token: string,
  invitee: { name: string; email: string; role: Role },
  answer: PageAnswer = {},
) {
  sendPage(
    response,
    answer.status ?? 200,
    'Join the team',
    `<form method="post" action="/invite/${encodeURIComponent(token)}"><h1>Join the team on TalentFlow</h1>
<p>Welcome, ${escapeHtml(invitee.name)}. You are invited as ${ROLE_LABELS[invitee.role].toLowerCase()}; you will sign in as ${escapeHtml(invitee.email)}.</p>
${problemText(answer.problem ?? '')}${newPasswordFields()}<button type="submit">Join</button></form>`,
    answer.headers,
  );
}

/** "Forgot password": the email to send a reset link to. */
export function sendForgotPage(response: ServerResponse, answer: PageAnswer = {}) {
  sendPage(
    response,
    answer.status ?? 200,
    'Forgot password',
    `<form method="post" action="/forgot"><h1>Choose a new password</h1>
<p>We will email a link to choose a new password to the member with this email.</p>${problemText(answer.problem ?? '')}
${field('email', 'Email', `type="email" autocomplete="username" maxlength="${ACCOUNT_LIMITS.emailLength}" required autofocus`)}
<button type="submit">Email me a link</button></form>`,
    answer.headers,
  );
}

/** A reset link's page: the new password, twice. */
export function sendResetPage(
  response: ServerResponse,
  token: string,
  member: { name: string; email: string },
  answer: PageAnswer = {},
) {
  sendPage(
    response,
    answer.status ?? 200,
    'New password',
    `<form method="post" action="/reset/${encodeURIComponent(token)}"><h1>Choose a new password</h1>
<p>For ${escapeHtml(member.name)}, who signs in as ${escapeHtml(member.email)}. Every browser signed in now will be signed out.</p>
${problemText(answer.problem ?? '')}${newPasswordFields()}<button type="submit">Save the new password</button></form>`,
    answer.headers,
  );
}

/** A page that only says why nothing more is offered (a spent link, a server not set up yet). */
export function sendNoticePage(
  response: ServerResponse,
  status: number,
  title: string,
  message: string,
  signInLink = true,
  headers: Record<string, string> = {},
) {
  sendPage(
    response,
    status,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>${signInLink ? '<p><a href="/signin">Sign in</a></p>' : ''}`,
    headers,
  );
}
