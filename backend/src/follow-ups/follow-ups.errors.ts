import { AppError } from '../common/errors/app-error.js';

export type FollowUpsErrorCode =
  'FOLLOW_UP_NOT_FOUND' | 'FOLLOW_UP_NOT_YET_OPEN' | 'FOLLOW_UP_ALREADY_ANSWERED' | 'FOLLOW_UP_CANCELLED';

/** No such survey, or another person's (never told apart). */
export class FollowUpNotFound extends AppError {
  constructor() {
    super('FOLLOW_UP_NOT_FOUND' satisfies FollowUpsErrorCode, 404, 'Follow-up survey not found.');
  }
}

export class FollowUpAlreadyAnswered extends AppError {
  constructor() {
    super('FOLLOW_UP_ALREADY_ANSWERED' satisfies FollowUpsErrorCode, 409, 'This survey has already been answered.');
  }
}

/** Consent was withdrawn, or the decision went back to pending. */
export class FollowUpNoLongerApplies extends AppError {
  constructor() {
    super('FOLLOW_UP_CANCELLED' satisfies FollowUpsErrorCode, 409, 'This survey no longer applies.');
  }
}

/** Asked 180 days after the decision, answered only from then (insights reads outcomes at that horizon). */
export class FollowUpNotYetOpen extends AppError {
  constructor() {
    super('FOLLOW_UP_NOT_YET_OPEN' satisfies FollowUpsErrorCode, 409, 'This survey is not open yet.');
  }
}
