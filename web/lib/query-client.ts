// The one QueryClient configuration (SPEC.md §7 retry rules, §9 cache constants).
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { defaultQueryFn, errorStatus } from './api-client';

export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 5 * 60 * 1000;
export const MAX_QUERY_RETRIES = 3;
export const MAX_MUTATION_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** Queries: never retry a 4xx except 429; anything else up to 3 times. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** Mutations: up to 2 retries, only on a 5xx or when there is no status; never on a 4xx. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < MAX_MUTATION_RETRIES;
}

/** 1000 ms before the first retry, doubling each time, never more than 30000 ms. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
}

export interface QueryClientOptions {
  /** Called when a query answers 401 (the session ended): the app signs the user out locally. */
  onUnauthorized?: (query: Query<unknown, unknown, unknown>) => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (errorStatus(error) === 401) options.onUnauthorized?.(query);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}
