import { describe, expect, it } from 'vitest';
import { InvalidInputError } from './errors';
import { assertStorable, assertTextList, isCalendarDate, unstorableText } from './storableInput';

describe('text a store can keep', () => {
  it('refuses NUL and lone surrogates, and keeps every other character, pairs included', () => {
    expect(unstorableText('Ada\u0000')).toBe('cannot contain NUL characters');
    expect(unstorableText('high \uD800 alone')).toBe('is not valid Unicode text');
    expect(unstorableText('low \uDC00 alone')).toBe('is not valid Unicode text');
    expect(unstorableText('\uDC00\uD800')).toBe('is not valid Unicode text');
    expect(unstorableText('emoji 😀, 中文, \t tab, \u007f')).toBeUndefined();
  });

  it('walks a body to any depth, keys included, without running out of stack', () => {
    let deep: unknown = 'leaf\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(() => assertStorable(deep)).toThrow('Text in the request cannot contain NUL characters');
    expect(() => assertStorable({ ok: { ['bad\uD800']: 1 } })).toThrow(InvalidInputError);
    expect(() => assertStorable({ text: 'x'.repeat(10_001) })).toThrow('at most 10,000 characters');
    expect(() => assertStorable(new Array(600_000).fill(0))).not.toThrow();
    expect(() => assertStorable({ fine: ['a', 1, null, true, { b: 'c' }] })).not.toThrow();
  });

  it('allows 50 entries in a list of 200 characters each, and no more', () => {
    expect(() => assertTextList(new Array(50).fill('t'.repeat(200)), 'Tags')).not.toThrow();
    expect(() => assertTextList(new Array(51).fill('t'), 'Tags')).toThrow('Tags can have at most 50 entries');
    expect(() => assertTextList(['t'.repeat(201)], 'Skills')).toThrow('Each of skills must be at most 200');
  });

  it('knows the dates that exist', () => {
    for (const date of ['2026-02-28', '2028-02-29', '2026-12-31', '0001-01-01'])
      expect(isCalendarDate(date), date).toBe(true);
    for (const date of [
      '2026-02-31',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '2026-01-01T00:00',
      ' 2026-01-01',
      20260101,
    ]) {
      expect(isCalendarDate(date), String(date)).toBe(false);
    }
  });
});
