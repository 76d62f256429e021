import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, handleFor, readMemberChange, readNewMember } from './accounts';
import { PASSWORD_MESSAGES, readNewPassword } from './passwordRules';

describe('account rules', () => {
  it('makes a handle from the first name, plain and unused', () => {
    expect(handleFor('Zoë Ng', [])).toBe('@zoe');
    expect(handleFor('Zoë Ng', ['@zoe', '@Zoe2'])).toBe('@zoe3');
    expect(handleFor('  Ñandú  Pérez', [])).toBe('@nandu');
    expect(handleFor('李 雷', [])).toBe('@member');
    expect(handleFor('李 雷', ['@member'])).toBe('@member2');
  });

  it('keeps the access token’s name and handle from every member', () => {
    expect(handleFor('Api Ngata', [])).toBe('@api2');
    for (const name of ['API', ' api ', 'Api'])
      expect(() => readNewMember({ name, email: 'a@team.test', role: 'recruiter' })).toThrow(
        ACCOUNT_MESSAGES.reservedName,
      );
    expect(readNewMember({ name: 'Api Ngata', email: 'a@team.test', role: 'recruiter' }).name).toBe('Api Ngata');
  });

  it('asks for a passphrase typed the same twice', () => {
    expect(() => readNewPassword('short', 'short')).toThrow('Choose a password of at least 12 characters');
    expect(() => readNewPassword('long enough words', 'long enough word')).toThrow('The two passwords differ');
    expect(() => readNewPassword('x'.repeat(257), 'x'.repeat(257))).toThrow('at most 256');
    expect(() => readNewPassword(undefined, undefined)).toThrow('at least 12');
    expect(readNewPassword('long enough words', 'long enough words')).toBe('long enough words');
  });

  it('refuses spaces, the most common passwords, and the member’s own email or name', () => {
    const spaces = ' '.repeat(12);
    expect(() => readNewPassword(spaces, spaces)).toThrow(PASSWORD_MESSAGES.blank);
    for (const common of ['qwertyuiop12', 'QWERTY123456', '1q2w3e4r5t6y'])
      expect(() => readNewPassword(common, common)).toThrow(PASSWORD_MESSAGES.common);
    const person = { email: 'ada.lovelace@team.test', name: 'Ada Lovelace-Byron' };
    for (const own of ['ada.lovelace@team.test', 'Ada.Lovelace!!', 'ADA LOVELACE-BYRON', 'adalovelace@team.test'])
      expect(() => readNewPassword(own, own, person)).toThrow(PASSWORD_MESSAGES.personal);
    expect(readNewPassword('ada likes engines', 'ada likes engines', person)).toBe('ada likes engines');
  });

  it('reads an invite and a change, refusing what no member can be', () => {
    expect(readNewMember({ name: ' Rita ', email: ' rita@team.test ', role: 'recruiter' })).toEqual({
      name: 'Rita',
      email: 'rita@team.test',
      role: 'recruiter',
    });
    expect(() => readNewMember({ name: '', email: 'rita@team.test', role: 'recruiter' })).toThrow('name');
    expect(() => readNewMember({ name: 'Rita', email: 'rita', role: 'recruiter' })).toThrow('valid email');
    expect(() => readNewMember({ name: 'Rita', email: 'rita@team.test', role: 'owner' })).toThrow('Choose a role');
    expect(() => readNewMember('nope')).toThrow('name');
    expect(readMemberChange({ active: false })).toEqual({ active: false });
    expect(() => readMemberChange({})).toThrow('Nothing to change');
    expect(() => readMemberChange({ active: 'no' })).toThrow('active');
  });
});
