import { AppError, type FieldProblem } from '../../common/errors/app-error.js';

export type ReviewingErrorCode =
  | 'REVIEW_APPLICATION_NOT_FOUND'
  | 'NOT_EVENT_REVIEWER'
  | 'NOT_ASSIGNED_TO_APPLICATION'
  | 'REVIEWER_HAS_CONFLICT'
  | 'REVIEW_INCOMPLETE'
  | 'UNKNOWN_REVIEW_CRITERION'
  | 'NO_RUBRIC'
  | 'REVIEW_CHANGED'
  | 'APPLICATION_DECIDED'
  | 'ALREADY_RECUSED';

export class ReviewApplicationNotFound extends AppError {
  constructor() {
    super('REVIEW_APPLICATION_NOT_FOUND' satisfies ReviewingErrorCode, 404, 'Application not found');
  }
}

/** A reviewer of another event, a participant, a judge, a reviewer removed from the event. */
export class NotEventReviewer extends AppError {
  constructor() {
    super('NOT_EVENT_REVIEWER' satisfies ReviewingErrorCode, 403, 'You are not a reviewer of this event.');
  }
}

export class NotAssignedToApplication extends AppError {
  constructor() {
    super(
      'NOT_ASSIGNED_TO_APPLICATION' satisfies ReviewingErrorCode,
      403,
      'You are not assigned to review this application.',
    );
  }
}

/** Checked at every read, save and recusal: a conflict that arose after the assignment counts too. */
export class ReviewerHasConflict extends AppError {
  constructor(reason: string) {
    super(
      'REVIEWER_HAS_CONFLICT' satisfies ReviewingErrorCode,
      403,
      `You have a conflict of interest with this applicant (${reason}), so you cannot review the application.`,
    );
  }
}

/** Names the criteria left unscored. */
export class ReviewIncomplete extends AppError {
  constructor(missing: readonly string[], fields: FieldProblem[]) {
    super(
      'REVIEW_INCOMPLETE' satisfies ReviewingErrorCode,
      400,
      `Score every criterion. Missing: ${missing.join(', ')}`,
      fields,
    );
  }
}

export class UnknownReviewCriterion extends AppError {
  constructor(fields: FieldProblem[]) {
    super(
      'UNKNOWN_REVIEW_CRITERION' satisfies ReviewingErrorCode,
      400,
      'Some scores are for criteria this event’s rubric does not have.',
      fields,
    );
  }
}

export class NoRubric extends AppError {
  constructor() {
    super(
      'NO_RUBRIC' satisfies ReviewingErrorCode,
      409,
      'This event has no rubric yet: staff add its criteria on the Review tab.',
    );
  }
}

export class ReviewChanged extends AppError {
  constructor() {
    super(
      'REVIEW_CHANGED' satisfies ReviewingErrorCode,
      409,
      'This review was saved meanwhile from another tab or device. Reload to see it before saving again.',
    );
  }
}

/** review.md: a review can be edited until decisions are made for the application. */
export class ApplicationDecided extends AppError {
  constructor() {
    super(
      'APPLICATION_DECIDED' satisfies ReviewingErrorCode,
      409,
      'A decision has been made for this application, so its reviews can no longer change.',
    );
  }
}

export class AlreadyRecused extends AppError {
  constructor() {
    super('ALREADY_RECUSED' satisfies ReviewingErrorCode, 409, 'You already recused from this application.');
  }
}
