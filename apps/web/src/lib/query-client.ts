// TanStack Query defaults: a read is retried (up to three more times, 1, 2 and 4 s apart) only
// when the failure is the server's passing trouble (503 while its database restarts, a network
// error, a gateway that could not reach it); an answer that is the caller's fault (4xx) or a
// plain 500 is not retried. Writes are never retried: the server may have applied them.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Statuses a later try may not get: the server or its database was briefly unreachable. */
const TRANSIENT_STATUSES = new Set([0, 502, 503, 504]);

/** Whether `error` is a passing failure (network, timeout, 502/503/504), worth another try. */
export function isTransientError(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT_STATUSES.has(error.status);
}

/** Tries a read again after a transient failure, at most this many times. */
export const READ_RETRIES = 3;

export function retryTransient(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRIES && isTransientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryTransient,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
