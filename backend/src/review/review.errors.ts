import { AppError, type FieldProblem } from '../common/errors/app-error.js';

export type ReviewErrorCode =
  | 'REVIEW_SETTINGS_INVALID'
  | 'REVIEW_CRITERION_NOT_FOUND'
  | 'RUBRIC_LOCKED'
  | 'REVIEWER_NOT_FOUND'
  | 'REVIEWER_INVITATION_NOT_FOUND';

/** Rules the DTO cannot say (a reorder that does not list every criterion once). */
export class ReviewSetupInvalid extends AppError {
  constructor(fields: FieldProblem[]) {
    super(
      'REVIEW_SETTINGS_INVALID' satisfies ReviewErrorCode,
      400,
      fields[0]?.reason ?? 'Some fields are invalid.',
      fields,
    );
  }
}

export class ReviewCriterionNotFound extends AppError {
  constructor() {
    super('REVIEW_CRITERION_NOT_FOUND' satisfies ReviewErrorCode, 404, 'Review criterion not found');
  }
}

/** Reviews have been saved against the rubric: its criteria and weights stay as they were scored. */
export class RubricLocked extends AppError {
  constructor() {
    super(
      'RUBRIC_LOCKED' satisfies ReviewErrorCode,
      409,
      'Reviews have been saved, so criteria can no longer be added, removed or reweighted.',
    );
  }
}

export class ReviewerNotFound extends AppError {
  constructor() {
    super('REVIEWER_NOT_FOUND' satisfies ReviewErrorCode, 404, 'Reviewer not found');
  }
}

export class ReviewerInvitationNotFound extends AppError {
  constructor() {
    super('REVIEWER_INVITATION_NOT_FOUND' satisfies ReviewErrorCode, 404, 'Invitation not found', [
      { field: 'email', reason: 'no pending invitation for this email' },
    ]);
  }
}
