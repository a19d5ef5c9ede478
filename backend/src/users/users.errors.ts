import { AppError } from '../common/errors/app-error.js';

export type UsersErrorCode = 'USER_NOT_FOUND' | 'LAST_ADMIN' | 'PROFILE_VERSION_CONFLICT' | 'TOO_MANY_REQUESTS';

export class UserNotFound extends AppError {
  constructor(message = 'User not found with that email') {
    super('USER_NOT_FOUND' satisfies UsersErrorCode, 404, message);
  }
}

/** The platform must keep at least one admin, or nobody could manage it. */
export class LastAdmin extends AppError {
  constructor() {
    super(
      'LAST_ADMIN' satisfies UsersErrorCode,
      409,
      'The platform needs at least one admin: make someone else admin first.',
    );
  }
}

/** More password checks waiting than the server takes on: the client should retry shortly. */
export class PasswordWorkBusy extends AppError {
  constructor() {
    super('TOO_MANY_REQUESTS' satisfies UsersErrorCode, 503, 'Too many requests, try again in a moment.');
  }
}
