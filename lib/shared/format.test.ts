import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatList, isPastDate } from './format';

describe('formatDate', () => {
  it('shows month/day/year without shifting the day across time zones', () => {
    expect(formatDate('2026-03-01')).toBe('3/1/2026');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
  });

  it('shows a dash for a missing date', () => {
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
  });
});

describe('formatCount', () => {
  it('puts the noun in the number that fits the count', () => {
    expect(formatCount(1, 'candidate')).toBe('1 candidate');
    expect(formatCount(0, 'candidate')).toBe('0 candidates');
    expect(formatCount(2, 'reply', 'replies')).toBe('2 replies');
  });
});

describe('isPastDate', () => {
  const now = new Date(2026, 10, 22, 9, 30);
  it('is true only before today', () => {
    expect(isPastDate('2026-11-21', now)).toBe(true);
    expect(isPastDate('2026-11-22', now)).toBe(false);
    expect(isPastDate('2027-01-01', now)).toBe(false);
    expect(isPastDate(undefined, now)).toBe(false);
  });
});

describe('lists', () => {
  it('joins a list for display, a dash when empty', () => {
    expect(formatList(['a', 'b'])).toBe('a, b');
    expect(formatList([])).toBe('—');
  });
});
