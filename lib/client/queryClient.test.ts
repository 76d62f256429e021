import { describe, expect, it } from 'vitest';
import { HttpError, SimulatedNetworkError } from './apiClient';
import { retryDelay, shouldRetry } from './queryClient';

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
