import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from '@/lib/shared/constants';
import { HttpError } from './apiClient';
import { DomainError } from '@/lib/shared/errors';

/** Failed queries retry 3 times, waiting 1 s, 2 s, 4 s … capped at 30 s (spec section 8). */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
}

/**
 * Network failures and server errors are retried 3 times; a refusal (not found, invalid, any
 * 4xx answer) would only be refused again, so it shows at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const refused =
    error instanceof DomainError || (error instanceof HttpError && error.status >= 400 && error.status < 500);
  return !refused && failureCount < QUERY_RETRY_COUNT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
