import { AppError } from './app-error.js';

/** Seconds a client should wait before trying again after a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The database could not answer in time: unreachable, restarting, or a query bounded by the
 * session timeouts (statement, lock wait, idle transaction). The request itself was fine, so the
 * client hears "try again shortly" (503 with Retry-After), never "signed out" (401) or "bug" (500).
 */
export class DatabaseUnavailable extends AppError {
  constructor(cause?: unknown) {
    super('SERVICE_UNAVAILABLE', 503, 'The service is briefly unavailable. Please try again in a moment.');
    this.cause = cause;
  }
}

/** Node socket errors of a connection that never opened or just broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or refusing work for now, and of the session bounds:
 * 57014 a statement cancelled by statement_timeout, 55P03 a lock wait ended by lock_timeout,
 * 25P03 a transaction ended by idle_in_transaction_session_timeout.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03', '25P03']);

/** What pg throws without a code when a socket closes under it or a connect attempt times out. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
];

/** Whether `error` (or what it wraps) says the database is out of reach, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, sqlState, message, cause, name } = current as {
      code?: unknown;
      sqlState?: unknown;
      message?: unknown;
      cause?: unknown;
      name?: unknown;
    };
    if (name === 'ConnectionException') return true;
    for (const state of [code, sqlState]) {
      if (typeof state !== 'string') continue;
      if (NETWORK_CODES.has(state) || UNAVAILABLE_STATES.has(state) || state.startsWith('08')) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
