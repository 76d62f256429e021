import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_MESSAGES, SESSION_IDLE_HOURS, SIGN_IN_LOCK } from '@/lib/people/accounts';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import type { Sql } from '../sql';
import { openFreshSchema } from '../postgresCluster';
import { accountStore, SignInLockedError } from './accountStore';
import { hashPassword, verifyPassword } from './passwords';

const PASSWORD = 'a long enough passphrase';

describe('passwords', () => {
  it('hashes with scrypt and a salt of its own each time, and checks only the right password', async () => {
    const first = await hashPassword(PASSWORD);
    const second = await hashPassword(PASSWORD);
    expect(first).toMatch(/^scrypt\$65536\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(PASSWORD, first)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, first)).toBe(false);
    expect(await verifyPassword(PASSWORD, 'not a hash')).toBe(false);
    expect(first).not.toContain(PASSWORD);
  });
});

/** A schema of its own on the test's PostgreSQL server, so that each run starts from nothing. */
async function freshPostgres(url: string): Promise<Sql> {
  return (await openFreshSchema(url, 'accounts')).sql;
}

const postgresUrl = inject('postgresUrl');
const DATABASES: [string, () => Promise<Sql>][] = [
  ['PGlite', () => openPglite(undefined, { copyOf: inject('pgliteTemplate') })],
  ...(postgresUrl ? [['a PostgreSQL server', () => freshPostgres(postgresUrl)] as [string, () => Promise<Sql>]] : []),
];

describe.each(DATABASES)('accounts on %s', (_name, open) => {
  let sql: Sql;
  let clock = new Date('2026-11-01T09:00:00Z');
  const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));
  let accounts: ReturnType<typeof accountStore>;
  beforeAll(async () => {
    sql = await open();
    await migrate(sql);
    accounts = accountStore(sql, () => clock);
  }, 120_000);
  afterAll(() => sql.close());

  it('makes the first admin through a setup link, once, and no setup link after', async () => {
    expect(await accounts.isSetUp()).toBe(false);
    const stale = await accounts.newSetupLink();
    const link = await accounts.newSetupLink();
    expect(link).toMatch(/^[\w-]{22}$/);
    expect(await accounts.setupLinkValid(link!)).toBe(true);
    expect(await accounts.setupLinkValid('made up')).toBe(false);
    const admin = await accounts.createFirstAdmin(link!, { name: 'Ada Admin', email: 'ada@team.test' }, PASSWORD);
    expect(admin).toMatchObject({ name: 'Ada Admin', handle: '@ada', role: 'admin' });
    await expect(accounts.createFirstAdmin(link!, { name: 'Mallory', email: 'm@team.test' }, PASSWORD)).rejects.toThrow(
      ACCOUNT_MESSAGES.setupUsed,
    );
    await expect(
      accounts.createFirstAdmin(stale!, { name: 'Mallory', email: 'm@team.test' }, PASSWORD),
    ).rejects.toThrow(ACCOUNT_MESSAGES.setupUsed);
    expect(await accounts.isSetUp()).toBe(true);
    expect(await accounts.newSetupLink()).toBeUndefined();
    const stored = await sql.query<{ password_hash: string }>('SELECT password_hash FROM members');
    expect(stored[0].password_hash).toMatch(/^scrypt\$/);
  });

  it('invites a member, who sets a password by the link once, then signs in', async () => {
    const { account, token } = await accounts.invite({
      name: 'Ada Lovelace',
      email: 'Lovelace@Team.test',
      role: 'recruiter',
    });
    expect(account).toMatchObject({ handle: '@ada2', status: 'invited', email: 'Lovelace@Team.test' });
    await expect(accounts.invite({ name: 'Other', email: 'lovelace@team.TEST', role: 'admin' })).rejects.toThrow(
      ACCOUNT_MESSAGES.emailTaken,
    );
    expect(await accounts.invitee(token)).toMatchObject({ id: account.id });
    await accounts.acceptInvite(token, PASSWORD);
    await expect(accounts.acceptInvite(token, PASSWORD)).rejects.toThrow(ACCOUNT_MESSAGES.inviteUnknown);
    const { token: session, member } = await accounts.signIn(' lovelace@team.test ', PASSWORD);
    expect(member).toMatchObject({ id: account.id, role: 'recruiter' });
    expect(await accounts.sessionMember(session)).toEqual(member);
    await accounts.endSession(session);
    expect(await accounts.sessionMember(session)).toBeUndefined();
  });

  it('ends a session after SESSION_IDLE_HOURS without a request, and not while it is used', async () => {
    const { token } = await accounts.signIn('ada@team.test', PASSWORD);
    later(SESSION_IDLE_HOURS * 60 - 5);
    expect(await accounts.sessionMember(token)).toBeDefined();
    later(SESSION_IDLE_HOURS * 60 - 5);
    expect(await accounts.sessionMember(token)).toBeDefined();
    later(SESSION_IDLE_HOURS * 60 + 1);
    expect(await accounts.sessionMember(token)).toBeUndefined();
  });

  it('locks an email after ten failures in fifteen minutes, for fifteen minutes, right password or not', async () => {
    for (let failure = 1; failure < SIGN_IN_LOCK.failures; failure += 1) {
      await expect(accounts.signIn('ada@team.test', 'wrong')).rejects.toThrow(ACCOUNT_MESSAGES.wrongPassword);
      later(1);
    }
    await expect(accounts.signIn('ada@team.test', 'wrong')).rejects.toThrow(ACCOUNT_MESSAGES.wrongPassword);
    const locked = await accounts.signIn('ADA@team.test', PASSWORD).catch((error: unknown) => error);
    expect(locked).toBeInstanceOf(SignInLockedError);
    expect((locked as SignInLockedError).message).toBe(ACCOUNT_MESSAGES.locked(15));
    later(14);
    await expect(accounts.signIn('ada@team.test', PASSWORD)).rejects.toThrow(ACCOUNT_MESSAGES.locked(1));
    later(1);
    expect((await accounts.signIn('ada@team.test', PASSWORD)).member.name).toBe('Ada Admin');
    // Failures spread wider than the window never add up to a lock.
    for (let failure = 0; failure < SIGN_IN_LOCK.failures * 2; failure += 1) {
      await expect(accounts.signIn('ada@team.test', 'wrong')).rejects.toThrow(ACCOUNT_MESSAGES.wrongPassword);
      later(2);
    }
    expect((await accounts.signIn('ada@team.test', PASSWORD)).member.name).toBe('Ada Admin');
  }, 60_000);

  it('counts failures for an email nobody has, so the answers do not tell which emails exist', async () => {
    for (let failure = 0; failure < SIGN_IN_LOCK.failures; failure += 1) {
      await expect(accounts.signIn('nobody@team.test', PASSWORD)).rejects.toThrow(ACCOUNT_MESSAGES.wrongPassword);
    }
    await expect(accounts.signIn('nobody@team.test', PASSWORD)).rejects.toBeInstanceOf(SignInLockedError);
  }, 60_000);

  it('signs a deactivated member out at once, and keeps an active admin', async () => {
    const [admin] = await accounts.members();
    const { account, token } = await accounts.invite(
      { name: 'Ivan Interviewer', email: 'ivan@team.test', role: 'interviewer' },
      admin,
    );
    await accounts.acceptInvite(token, PASSWORD);
    const { token: session } = await accounts.signIn('ivan@team.test', PASSWORD);
    expect(await accounts.change(account.id, { active: false }, admin)).toMatchObject({ status: 'deactivated' });
    // The activity log names the admin: the invite, and the deactivation with the field before and after.
    const logged = await sql.query(
      'SELECT actor_name, action, before, after FROM activity WHERE subject_id = $1 ORDER BY id',
      [account.id],
    );
    expect(logged).toEqual([
      {
        actor_name: admin.name,
        action: 'added',
        before: null,
        after: { name: 'Ivan Interviewer', email: 'ivan@team.test', role: 'interviewer', active: true },
      },
      { actor_name: admin.name, action: 'changed', before: { active: true }, after: { active: false } },
    ]);
    expect(await accounts.sessionMember(session)).toBeUndefined();
    await expect(accounts.signIn('ivan@team.test', PASSWORD)).rejects.toThrow(ACCOUNT_MESSAGES.wrongPassword);
    expect((await accounts.members()).map((member) => member.name)).not.toContain('Ivan Interviewer');

    const [ada] = (await accounts.accounts()).filter((member) => member.email === 'ada@team.test');
    await expect(accounts.change(ada.id, { role: 'recruiter' })).rejects.toThrow(ACCOUNT_MESSAGES.lastAdmin);
    await expect(accounts.change(ada.id, { active: false })).rejects.toThrow(ACCOUNT_MESSAGES.lastAdmin);
    const lovelace = (await accounts.accounts()).find((member) => member.handle === '@ada2')!;
    await accounts.change(lovelace.id, { role: 'admin' });
    expect(await accounts.change(ada.id, { role: 'recruiter' })).toMatchObject({ role: 'recruiter' });
  });
});
