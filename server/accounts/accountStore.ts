import { companyOf } from '../store/company';
import { createHash, randomBytes } from 'node:crypto';
import {
  type Account,
  ACCOUNT_MESSAGES,
  handleFor,
  INVITE_DAYS,
  RESET_HOURS,
  type MemberChange,
  type NewMemberInput,
  SESSION_IDLE_HOURS,
  SETUP_LINK_HOURS,
  SIGN_IN_LIMITS,
  SIGN_IN_LOCK,
} from '@/lib/people/accounts';
import type { Actor, Member } from '@/lib/people/members';
import { AUTOMATIC_SENDER, templateMessageFor } from '@/lib/messages/automatic';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { Sql } from '../sql';
import { actingSql } from '../store/acting';
import { refusing } from '../store/errors';
import { activeMembers } from '../store/members';
import { templateOf } from '../store/templates';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

/** Why an attempt is refused before its hash (migrations/024's claim_sign_in). */
export type SignInRefusal = 'locked' | 'address' | 'slowed';

/** Where an attempt comes from: its address, and the browser's device id when its cookie is the member's. */
export interface SignInSource {
  address: string;
  device?: string;
}

/** PostgreSQL's largest integer: a count that never refuses. */
const NO_LIMIT = 2 ** 31 - 1;

const sourceOf = (from: SignInSource) =>
  from.device !== undefined ? `device:${from.device}` : `address:${from.address}`;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const REFUSAL_MESSAGES: Record<SignInRefusal, (waitMs: number) => string> = {
  locked: (ms) => ACCOUNT_MESSAGES.locked(minutes(ms)),
  address: (ms) => ACCOUNT_MESSAGES.addressLimited(minutes(ms)),
  slowed: (ms) => ACCOUNT_MESSAGES.slowed(Math.max(1, Math.ceil(ms / 1000))),
};

/** A sign-in refused for now, without a hash (answered 429). */
export class SignInLockedError extends Error {
  override name = 'SignInLockedError';
  constructor(
    readonly waitMs: number,
    readonly why: SignInRefusal = 'locked',
  ) {
    super(REFUSAL_MESSAGES[why](waitMs));
  }
}

/** A link's or a session's secret: 128 bits for links (the floor), 256 for sessions. */
const newToken = (bytes: number) => randomBytes(bytes).toString('base64url');
const digest = (token: string) => createHash('sha256').update(token).digest();

interface MemberRow {
  id: string;
  name: string;
  email: string;
  handle: string;
  role: Member['role'];
  password_hash: string | null;
  active: boolean;
  invite_token: string | null;
  invite_expires_at: Date | null;
}

const toMember = (row: MemberRow): Member => ({ id: row.id, name: row.name, handle: row.handle, role: row.role });
const toAccount = (row: MemberRow): Account => ({
  ...toMember(row),
  email: row.email,
  status: !row.active ? 'deactivated' : row.password_hash === null ? 'invited' : 'active',
});

const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

/**
 * How long a checked session is taken on trust without asking PostgreSQL again. Ending a
 * session or changing a member notifies every process (migrations/017's triggers), which
 * forget them all at once; this bounds how late one learns of it if a notification is lost.
 */
const SESSION_TRUST_MS = 10_000;
const SESSIONS_CHANNEL = 'talentflow_sessions';

/**
 * Team mode's accounts in PostgreSQL (migrations/017): the first admin through the setup link,
 * invites, sign-in with a lock after repeated failures, and sessions that end after
 * SESSION_IDLE_HOURS without a request.
 */
export function accountStore(sql: Sql, now: () => Date = () => new Date()) {
  let setUp = false;
  const checked = new Map<string, { member: Member; until: number }>();
  /** Counts the times every checked session was forgotten: a check begun before one is not kept. */
  let forgotten = 0;
  let deviceKey: string | undefined;

  async function newSession(memberId: string): Promise<string> {
    const token = newToken(32);
    await sql.query('INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
      digest(token),
      memberId,
      now().toISOString(),
    ]);
    return token;
  }
  const forgetSessions = () => {
    forgotten += 1;
    checked.clear();
  };

  async function isSetUp(): Promise<boolean> {
    // Once a member has a password there always is one (members are deactivated, never deleted).
    setUp ||= (await sql.query('SELECT 1 FROM members WHERE password_hash IS NOT NULL LIMIT 1')).length > 0;
    return setUp;
  }

  /** An email to a member from the team's template, queued for the outbox's sender (server/mail/outbox.ts). */
  async function queueMemberMail(
    tx: Sql,
    member: MemberRow,
    kind: 'memberInvite' | 'passwordReset',
    link: string,
    by?: Actor,
  ) {
    const message = templateMessageFor(await templateOf(tx, kind), member, '', {
      companyName: (await companyOf(tx)).name,
      senderName: by?.name ?? AUTOMATIC_SENDER,
      link,
    });
    await tx.query(
      `INSERT INTO messages (id, member_id, to_address, subject, body, sender_name, sender_id, template_id, created_at, state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'queued')`,
      [
        crypto.randomUUID(),
        member.id,
        member.email,
        message.subject,
        message.body,
        by?.name ?? AUTOMATIC_SENDER,
        by?.id ?? '',
        message.templateId ?? null,
        now().toISOString(),
      ],
    );
  }

  async function newMember(sqlIn: Sql, input: NewMemberInput, extra: { passwordHash?: string; invite?: string }) {
    // Asked first, so that PostgreSQL's log does not get the unique index's refusal with the email in it.
    const taken = await sqlIn.query('SELECT 1 FROM members WHERE lower(email) = lower($1)', [input.email]);
    if (taken.length > 0) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken);
    const handles = (await sqlIn.query<{ handle: string }>('SELECT handle FROM members')).map((row) => row.handle);
    return refusing(async () => {
      const [row] = await sqlIn.query<MemberRow>(
        `INSERT INTO members (id, name, email, handle, role, password_hash, invite_token_hash, invite_expires_at, invite_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
        [
          crypto.randomUUID(),
          input.name,
          input.email,
          handleFor(input.name, handles),
          input.role,
          extra.passwordHash ?? null,
          extra.invite ? digest(extra.invite) : null,
          extra.invite ? hoursFrom(now(), INVITE_DAYS * 24) : null,
          extra.invite ?? null,
        ],
      );
      return row;
    });
  }

  return {
    isSetUp,

    /** Names the session cookie, so two teams' servers on one host name keep apart. */
    async teamId(): Promise<string> {
      return (await sql.query<{ id: string }>('SELECT id FROM team'))[0].id;
    },

    /** A new setup link's token while nobody can sign in; undefined once someone can. */
    async newSetupLink(): Promise<string | undefined> {
      if (await isSetUp()) return undefined;
      const token = newToken(16);
      await sql.query('INSERT INTO setup_links (token_hash, expires_at) VALUES ($1, $2)', [
        digest(token),
        hoursFrom(now(), SETUP_LINK_HOURS),
      ]);
      return token;
    },

    async setupLinkValid(token: string): Promise<boolean> {
      const rows = await sql.query('SELECT 1 FROM setup_links WHERE token_hash = $1 AND expires_at > $2', [
        digest(token),
        now().toISOString(),
      ]);
      return rows.length > 0;
    },

    /** The first admin, once: the link is spent and every other setup link goes with it. */
    async createFirstAdmin(token: string, input: Omit<NewMemberInput, 'role'>, password: string): Promise<Member> {
      const passwordHash = await hashPassword(password);
      return sql.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('talentflow.setup'))");
        const spent = await tx.query('DELETE FROM setup_links WHERE token_hash = $1 AND expires_at > $2 RETURNING 1', [
          digest(token),
          now().toISOString(),
        ]);
        const someone = await tx.query('SELECT 1 FROM members LIMIT 1');
        if (spent.length === 0 || someone.length > 0) throw new ConflictError(ACCOUNT_MESSAGES.setupUsed);
        await tx.query('DELETE FROM setup_links');
        return toMember(await newMember(tx, { ...input, role: 'admin' }, { passwordHash }));
      });
    },

    /**
     * An invited member and their link's token; they set their password by it. With `linkOf`,
     * the email carrying the link (the member invite template) is queued in the same transaction
     * (a team server that sends mail).
     */
    async invite(
      input: NewMemberInput,
      by?: Actor,
      linkOf?: (token: string) => string,
    ): Promise<{ account: Account; token: string }> {
      const token = newToken(16);
      const row = await actingSql(sql, by).transaction(async (tx) => {
        const added = await newMember(tx, input, { invite: token });
        if (linkOf) await queueMemberMail(tx, added, 'memberInvite', linkOf(token), by);
        return added;
      });
      return { account: toAccount(row), token };
    },

    /**
     * "Forgot password": an active member with a password gets a link to choose a new one, good
     * for RESET_HOURS, by an email queued in the same transaction. Nothing says whether the email
     * is a member's: the caller answers alike either way.
     */
    async requestReset(email: string, linkOf: (token: string) => string): Promise<void> {
      const token = newToken(16);
      await sql.transaction(async (tx) => {
        const [row] = await tx.query<MemberRow>(
          `UPDATE members SET reset_token_hash = $2, reset_expires_at = $3
           WHERE lower(email) = lower($1) AND active AND password_hash IS NOT NULL RETURNING *`,
          [email, digest(token), hoursFrom(now(), RESET_HOURS)],
        );
        if (row) await queueMemberMail(tx, row, 'passwordReset', linkOf(token));
      });
    },

    async resetee(token: string): Promise<Account | undefined> {
      const [row] = await sql.query<MemberRow>(
        'SELECT * FROM members WHERE reset_token_hash = $1 AND reset_expires_at > $2 AND active',
        [digest(token), now().toISOString()],
      );
      return row && toAccount(row);
    },

    /** Sets the new password by a reset link, once, and ends every session the member had. */
    async resetPassword(token: string, password: string): Promise<Member> {
      const passwordHash = await hashPassword(password);
      const row = await sql.transaction(async (tx) => {
        const [changed] = await tx.query<MemberRow>(
          `UPDATE members SET password_hash = $3, reset_token_hash = NULL, reset_expires_at = NULL
           WHERE reset_token_hash = $1 AND reset_expires_at > $2 AND active RETURNING *`,
          [digest(token), now().toISOString(), passwordHash],
        );
        if (changed) await tx.query('DELETE FROM sessions WHERE member_id = $1', [changed.id]);
        return changed;
      });
      if (!row) throw new RecordNotFoundError(ACCOUNT_MESSAGES.resetUnknown);
      forgetSessions();
      return toMember(row);
    },

    /** A new link for an invite not accepted yet; the old one stops working. */
    async reinvite(id: string): Promise<string> {
      const token = newToken(16);
      const rows = await sql.query(
        `UPDATE members SET invite_token_hash = $2, invite_expires_at = $3, invite_token = $4
         WHERE id = $1 AND password_hash IS NULL AND active RETURNING 1`,
        [id, digest(token), hoursFrom(now(), INVITE_DAYS * 24), token],
      );
      if (rows.length === 0) throw new RecordNotFoundError(ACCOUNT_MESSAGES.inviteUnknown);
      return token;
    },

    async invitee(token: string): Promise<Account | undefined> {
      const [row] = await sql.query<MemberRow>(
        'SELECT * FROM members WHERE invite_token_hash = $1 AND invite_expires_at > $2 AND active',
        [digest(token), now().toISOString()],
      );
      return row && toAccount(row);
    },

    async acceptInvite(token: string, password: string): Promise<Member> {
      const passwordHash = await hashPassword(password);
      const [row] = await sql.query<MemberRow>(
        `UPDATE members SET password_hash = $3, invite_token_hash = NULL, invite_expires_at = NULL, invite_token = NULL
         WHERE invite_token_hash = $1 AND invite_expires_at > $2 AND active RETURNING *`,
        [digest(token), now().toISOString(), passwordHash],
      );
      if (!row) throw new RecordNotFoundError(ACCOUNT_MESSAGES.inviteUnknown);
      setUp = true;
      return toMember(row);
    },

    /**
     * Takes the attempt's place in the counts before any hash (migrations/024): answers the
     * refusal when the pair (email, where from) is locked, the address has failed too often, or
     * the email is slowed down. A browser the member signed in from before is counted by itself.
     * An attempt that holds a setup or invite link proves who it is by the link: only its
     * address's count can refuse it, so failed sign-ins for the email never block an invite.
     */
    async claimAttempt(email: string, from: SignInSource, holdsLink = false): Promise<void> {
      const key = email.trim().toLowerCase();
      const [claim] = await sql.query<{ wait_ms: string; why: SignInRefusal | null }>(
        'SELECT * FROM claim_sign_in($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
        [
          key,
          sourceOf(from),
          from.address,
          now().toISOString(),
          `${SIGN_IN_LOCK.minutes} minutes`,
          holdsLink ? NO_LIMIT : SIGN_IN_LOCK.failures,
          SIGN_IN_LIMITS.addressFailures,
          holdsLink ? NO_LIMIT : SIGN_IN_LIMITS.emailFailures,
          `${SIGN_IN_LIMITS.emailIntervalSeconds} seconds`,
          from.device !== undefined,
        ],
      );
      if (claim.why) throw new SignInLockedError(Number(claim.wait_ms), claim.why);
    },

    /** After a success: the pair's failures are forgotten. */
    async clearAttempts(email: string, from: SignInSource): Promise<void> {
      await sql.query('DELETE FROM sign_in_attempts WHERE email = $1 AND source = $2', [
        email.trim().toLowerCase(),
        sourceOf(from),
      ]);
    },

    /**
     * A session for the member the email and password name. The attempt is counted before its
     * hash, whether the email is a member's or not (so the answer does not tell), and stays
     * counted when it fails.
     */
    async signIn(
      email: string,
      password: string,
      from: SignInSource = { address: '' },
    ): Promise<{ token: string; member: Member }> {
      const key = email.trim().toLowerCase();
      await this.claimAttempt(key, from);
      const [row] = await sql.query<MemberRow>(
        'SELECT * FROM members WHERE lower(email) = $1 AND active AND password_hash IS NOT NULL',
        [key],
      );
      const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
      if (!row || !matches) {
        await sql.query('SELECT note_sign_in_failure($1, $2, $3, $4, $5, $6, $7)', [
          key,
          sourceOf(from),
          from.address,
          now().toISOString(),
          `${SIGN_IN_LOCK.minutes} minutes`,
          SIGN_IN_LOCK.failures,
          SIGN_IN_LIMITS.emailFailures,
        ]);
        throw new InvalidInputError(ACCOUNT_MESSAGES.wrongPassword);
      }
      await this.clearAttempts(key, from);
      return { token: await newSession(row.id), member: toMember(row) };
    },

    /** A session for a member who has just set their password (setup, an invite): no second hash. */
    async sessionFor(memberId: string): Promise<string> {
      return newSession(memberId);
    },

    /** The key device cookies are signed with, the same in every process of the team. */
    async deviceKey(): Promise<string> {
      deviceKey ??= (await sql.query<{ device_key: string }>('SELECT device_key FROM team'))[0].device_key;
      return deviceKey;
    },

    /**
     * The active member a session belongs to, if it has been used within SESSION_IDLE_HOURS. Its
     * last use is written at most once a minute, so most requests only read.
     */
    async sessionMember(token: string): Promise<Member | undefined> {
      const trusted = checked.get(token);
      if (trusted && trusted.until > now().getTime()) return trusted.member;
      const generation = forgotten;
      const at = now().toISOString();
      const [row] = await sql.query<MemberRow>(
        `WITH found AS (
           SELECT sessions.token_hash, sessions.last_seen_at, members.*
           FROM sessions JOIN members ON members.id = sessions.member_id
           WHERE sessions.token_hash = $1 AND members.active
             AND sessions.last_seen_at > $2::timestamptz - $3::interval
         ), touched AS (
           UPDATE sessions SET last_seen_at = $2 FROM found
           WHERE sessions.token_hash = found.token_hash AND found.last_seen_at < $2::timestamptz - interval '1 minute'
         )
         SELECT * FROM found`,
        [digest(token), at, `${SESSION_IDLE_HOURS} hours`],
      );
      if (!row) return undefined;
      const member = toMember(row);
      if (generation === forgotten) checked.set(token, { member, until: now().getTime() + SESSION_TRUST_MS });
      return member;
    },

    async endSession(token: string): Promise<void> {
      forgetSessions();
      await sql.query('DELETE FROM sessions WHERE token_hash = $1', [digest(token)]);
      forgetSessions();
    },

    /** Forgets every checked session whenever any process ends a session or changes a member. */
    watchSessions: () => sql.listen(SESSIONS_CHANNEL, forgetSessions),

    members: () => activeMembers(sql),

    /** Every member, with the token of a pending invite that has not expired (for its link). */
    async accounts(): Promise<(Account & { inviteToken?: string })[]> {
      const rows = await sql.query<MemberRow>('SELECT * FROM members ORDER BY active DESC, lower(name)');
      const at = now().getTime();
      return rows.map((row) => {
        const pending = row.invite_token && row.invite_expires_at && new Date(row.invite_expires_at).getTime() > at;
        return pending && row.active ? { ...toAccount(row), inviteToken: row.invite_token! } : toAccount(row);
      });
    },

    /** A new role, or deactivation (which ends their sessions at once: migrations/017's trigger). */
    async change(id: string, change: MemberChange, by?: Actor): Promise<Account> {
      const [row] = await refusing(() =>
        actingSql(sql, by).transaction((tx) =>
          tx.query<MemberRow>(
            'UPDATE members SET role = coalesce($2, role), active = coalesce($3, active) WHERE id = $1 RETURNING *',
            [id, change.role ?? null, change.active ?? null],
          ),
        ),
      );
      forgetSessions();
      if (!row) throw new RecordNotFoundError(ACCOUNT_MESSAGES.memberNotFound);
      return toAccount(row);
    },
  };
}

export type AccountStore = ReturnType<typeof accountStore>;
