import { describe, expect, it } from 'vitest';
import { handleFor, readMemberChange, readNewMember, readNewPassword } from './accounts';

describe('account rules', () => {
  it('makes a handle from the first name, plain and unused', () => {
    expect(handleFor('Zoë Ng', [])).toBe('@zoe');
    expect(handleFor('Zoë Ng', ['@zoe', '@Zoe2'])).toBe('@zoe3');
    expect(handleFor('  Ñandú  Pérez', [])).toBe('@nandu');
    expect(handleFor('李 雷', [])).toBe('@member');
    expect(handleFor('李 雷', ['@member'])).toBe('@member2');
  });

  it('asks for a passphrase typed the same twice', () => {
    expect(() => readNewPassword('short', 'short')).toThrow('Choose a password of at least 12 characters');
    expect(() => readNewPassword('long enough words', 'long enough word')).toThrow('The two passwords differ');
    expect(() => readNewPassword('x'.repeat(257), 'x'.repeat(257))).toThrow('at most 256');
    expect(() => readNewPassword(undefined, undefined)).toThrow('at least 12');
    expect(readNewPassword('long enough words', 'long enough words')).toBe('long enough words');
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
