import { describe, expect, it } from 'vitest';
import { parseWholePercent } from './percent';

describe('parseWholePercent', () => {
  it('reads whole percents from 0 to 100, spaces around allowed', () => {
    expect(['0', '7', ' 70 ', '100', '007'].map(parseWholePercent)).toEqual([0, 7, 70, 100, 7]);
  });

  it('refuses what is not one', () => {
    expect(['', '101', '-1', '7.5', '1e2', 'abc', '1000'].map(parseWholePercent)).toEqual(Array(7).fill(undefined));
  });
});
