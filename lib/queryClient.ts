import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from './constants';

/** Failed queries retry 3 times, waiting 1 s, 2 s, 4 s … capped at 30 s (spec section 8). */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRY_COUNT,
        retryDelay,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
