import { AppError } from '../common/errors/app-error.js';

export type AuthErrorCode =
  'INVALID_CREDENTIALS' | 'EMAIL_NOT_CONFIRMED' | 'OTP_EXPIRED' | 'SESSION_EXPIRED' | 'RATE_LIMITED';

/** Same answer for an unknown email and a wrong password, so accounts cannot be discovered. */
export class InvalidCredentials extends AppError {
  constructor() {
    super('INVALID_CREDENTIALS' satisfies AuthErrorCode, 400, 'Invalid login credentials');
  }
}

export class EmailNotConfirmed extends AppError {
  constructor() {
    super('EMAIL_NOT_CONFIRMED' satisfies AuthErrorCode, 403, 'Email not confirmed');
  }
}

export class OneTimeLinkExpired extends AppError {
  constructor() {
    super('OTP_EXPIRED' satisfies AuthErrorCode, 400, 'Email link is invalid or has expired');
  }
}

export class SessionExpired extends AppError {
  constructor() {
    super('SESSION_EXPIRED' satisfies AuthErrorCode, 401, 'Your session has expired. Please sign in again.');
  }
}

export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'RATE_LIMITED' satisfies AuthErrorCode,
      429,
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}
