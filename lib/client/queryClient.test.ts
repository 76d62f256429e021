import { describe, expect, it } from 'vitest';
import { HttpError, refusalOf, SimulatedNetworkError } from './apiClient';
import {
  ConflictError,
  EmailTakenError,
  ForbiddenError,
  InvalidInputError,
  RecordNotFoundError,
} from '@/lib/shared/errors';
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

describe('refusalOf', () => {
  it("reads an API's refusal as the domain error the browser's store throws, and nothing else", () => {
    expect(refusalOf(new HttpError(409, 'Changed by someone else'))).toEqual(
      new ConflictError('Changed by someone else'),
    );
    expect(refusalOf(new HttpError(409, 'taken', { holder: { id: 'c-1', name: 'Ann' } }))).toBeInstanceOf(
      EmailTakenError,
    );
    expect(refusalOf(new HttpError(404, 'No such job'))).toBeInstanceOf(RecordNotFoundError);
    expect(refusalOf(new HttpError(403, 'Not allowed'))).toBeInstanceOf(ForbiddenError);
    expect(refusalOf(new HttpError(413, 'Too big'))).toBeInstanceOf(InvalidInputError);
    expect(refusalOf(new HttpError(429, 'Wait 3 s'))?.message).toBe('Wait 3 s');
    const local = new ConflictError('Changed by someone else');
    expect(refusalOf(local)).toBe(local);
    for (const other of [new HttpError(500, 'boom'), new HttpError(409), new SimulatedNetworkError(), new Error('x')]) {
      expect(refusalOf(other)).toBeUndefined();
    }
  });

  it('does not retry a refusal, whichever store threw it', () => {
    expect(shouldRetry(0, new ConflictError('Changed by someone else'))).toBe(false);
    expect(shouldRetry(0, new HttpError(429, 'Wait 3 s'))).toBe(false);
  });
});
