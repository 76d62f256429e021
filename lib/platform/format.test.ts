import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatList, isPastDate } from './format';
import { parseList } from '@/lib/jobs/jobValidation';
import { HttpError, SimulatedNetworkError } from './apiClient';
import { retryDelay, shouldRetry } from './queryClient';

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
  it('splits comma separated text, trims and drops empty entries', () => {
    expect(parseList(' React,  Node.js ,, ,TypeScript ,')).toEqual(['React', 'Node.js', 'TypeScript']);
    expect(parseList('')).toEqual([]);
    expect(parseList(' , ')).toEqual([]);
  });

  it('joins a list for display, a dash when empty', () => {
    expect(formatList(['a', 'b'])).toBe('a, b');
    expect(formatList([])).toBe('—');
  });
});

describe('retryDelay', () => {
  it('starts at 1 s, doubles, and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('shouldRetry', () => {
  it('retries network failures and server errors 3 times', () => {
    for (const error of [new SimulatedNetworkError(), new HttpError(500), new Error('offline')]) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    }
  });

  it('does not retry a request the server refused', () => {
    expect(shouldRetry(0, new HttpError(404))).toBe(false);
    expect(shouldRetry(0, new HttpError(409, 'taken'))).toBe(false);
  });
});
