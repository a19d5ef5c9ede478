import { ApiError } from './api-error';

export const MAX_RETRIES = 3;

// Only gateway failures are worth repeating: the request most likely never reached the app.
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
// Repeating these cannot apply a change twice; POST and PATCH can, so they never retry.
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** TanStack Query `retry`: failureCount is 0 on the first failure. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    failureCount < MAX_RETRIES &&
    error instanceof ApiError &&
    IDEMPOTENT_METHODS.has(error.method) &&
    RETRYABLE_STATUSES.has(error.status)
  );
}

/** Exponential backoff: 1 s, 2 s, 4 s. */
export function retryDelay(failureCount: number): number {
  return 1000 * 2 ** failureCount;
}
