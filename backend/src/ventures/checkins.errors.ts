import { AppError } from '../common/errors/app-error.js';

export type CheckinsErrorCode = 'CHECKIN_NOT_FOUND' | 'CHECKIN_ALREADY_ANSWERED' | 'CHECKIN_CANCELLED';

export class CheckinNotFound extends AppError {
  constructor() {
    super('CHECKIN_NOT_FOUND' satisfies CheckinsErrorCode, 404, 'Check-in not found.');
  }
}

export class CheckinAlreadyAnswered extends AppError {
  constructor() {
    super('CHECKIN_ALREADY_ANSWERED' satisfies CheckinsErrorCode, 409, 'This check-in has already been answered.');
  }
}

/** The venture was merged into another, which keeps its own check-in for that sprint. */
export class CheckinCancelled extends AppError {
  constructor() {
    super('CHECKIN_CANCELLED' satisfies CheckinsErrorCode, 409, 'This check-in no longer applies.');
  }
}
