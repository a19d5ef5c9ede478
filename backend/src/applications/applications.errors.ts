import { AppError } from '../common/errors/app-error.js';

export type ApplicationsErrorCode =
  | 'APPLICATION_NOT_FOUND'
  | 'APPLICATION_ALREADY_EXISTS'
  | 'EVENT_NOT_OPEN'
  | 'CANNOT_RESEND_PENDING'
  | 'NOT_APPLIED'
  | 'APPLICATION_NOT_APPROVED'
  | 'NOT_APPROVED_FOR_EVENT';

export class ApplicationNotFound extends AppError {
  constructor() {
    super('APPLICATION_NOT_FOUND' satisfies ApplicationsErrorCode, 404, 'Application not found');
  }
}

export class AlreadyApplied extends AppError {
  constructor() {
    super('APPLICATION_ALREADY_EXISTS' satisfies ApplicationsErrorCode, 409, 'You have already applied to this event.');
  }
}

export class EventNotOpen extends AppError {
  constructor() {
    super(
      'EVENT_NOT_OPEN' satisfies ApplicationsErrorCode,
      409,
      'This event is not available. Please return to the Events page.',
    );
  }
}

export class CannotResendPending extends AppError {
  constructor() {
    super('CANNOT_RESEND_PENDING' satisfies ApplicationsErrorCode, 400, 'Cannot resend email for pending applications');
  }
}

/** The participant dashboard without an application: 'Access Denied'. */
export class NotApplied extends AppError {
  constructor() {
    super('NOT_APPLIED' satisfies ApplicationsErrorCode, 403, "You haven't applied to this event yet.");
  }
}

/** The participant dashboard before approval: 'Application Pending'. */
export class ApplicationNotApproved extends AppError {
  constructor(status: string) {
    super(
      'APPLICATION_NOT_APPROVED' satisfies ApplicationsErrorCode,
      403,
      `Your application is ${status}. You'll receive an email when there's an update.`,
    );
  }
}

const NOT_APPROVED_FOR_EVENT_MESSAGE = 'Your application to this event has not been approved.';

/** Taking part in an event (attaching a project, submitting) needs an approved application to it. */
export class ApplicationNotApprovedForEvent extends AppError {
  constructor() {
    super('NOT_APPROVED_FOR_EVENT' satisfies ApplicationsErrorCode, 403, NOT_APPROVED_FOR_EVENT_MESSAGE, [
      { field: 'eventId', reason: NOT_APPROVED_FOR_EVENT_MESSAGE },
    ]);
  }
}
