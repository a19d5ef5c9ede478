import { ApiError } from '@/api/api-error';

import { verifyEmail } from './auth-api';

export type VerifyOutcome = 'verified' | 'link-rejected' | 'unavailable';

const attempts = new Map<string, Promise<VerifyOutcome>>();

/**
 * Verifies the link's token at most once per page load, however often the effect that asks
 * runs (React StrictMode runs effects twice): the token is single use. Only an attempt that
 * never got an answer may be repeated, via `forgetAttempt`.
 */
export function verifyOnce(token: string): Promise<VerifyOutcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(
      (): VerifyOutcome => 'verified',
      (error: unknown): VerifyOutcome =>
        error instanceof ApiError && error.status < 500 ? 'link-rejected' : 'unavailable',
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

export function forgetAttempt(token: string): void {
  attempts.delete(token);
}
