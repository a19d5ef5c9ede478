import { AppError, type FieldProblem } from '../common/errors/app-error.js';

export type ApplicationsErrorCode =
  | 'APPLICATION_NOT_FOUND'
  | 'APPLICATION_ALREADY_EXISTS'
  | 'EVENT_NOT_OPEN'
  | 'CANNOT_RESEND_PENDING'
  | 'NOT_APPLIED'
  | 'APPLICATION_NOT_APPROVED'
  | 'NOT_APPROVED_FOR_EVENT'
  | 'NOT_YOUR_VENTURE'
  | 'QUESTION_NOT_FOUND'
  | 'QUESTIONS_LOCKED'
  | 'INVALID_QUESTION'
  | 'INVALID_ANSWERS'
  | 'NOT_YOUR_APPLICATION'
  | 'NO_SPOT_OFFERED'
  | 'SPOT_DEADLINE_PASSED'
  | 'SPRINT_STARTED'
  | 'WAITLIST_EMPTY'
  | 'NO_FREE_SPOTS';

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

/** 'Are you continuing a venture?' names a venture the applicant is not a member of. */
export class NotYourVenture extends AppError {
  constructor() {
    super('NOT_YOUR_VENTURE' satisfies ApplicationsErrorCode, 400, 'Please choose one of your ventures.', [
      { field: 'ventureId', reason: 'is not one of your ventures' },
    ]);
  }
}

export class QuestionNotFound extends AppError {
  constructor() {
    super('QUESTION_NOT_FOUND' satisfies ApplicationsErrorCode, 404, 'Question not found');
  }
}

/**
 * After the first application only new optional questions may be added and existing ones hidden:
 * answers keep pointing at the question they answered (review.md).
 */
export class QuestionsLocked extends AppError {
  constructor() {
    super(
      'QUESTIONS_LOCKED' satisfies ApplicationsErrorCode,
      409,
      'Applications have arrived: you can only add optional questions or hide existing ones.',
    );
  }
}

/** A question's settings that do not fit together (a choice question without choices, min above max). */
export class InvalidQuestion extends AppError {
  constructor(fields: FieldProblem[]) {
    super('INVALID_QUESTION' satisfies ApplicationsErrorCode, 400, fields[0]?.reason ?? 'Invalid question', fields);
  }
}

/** Answers that do not fit their questions: each as `answers.<questionId>`, the reason naming the question. */
export class InvalidAnswers extends AppError {
  constructor(fields: FieldProblem[]) {
    const first = fields[0];
    super(
      'INVALID_ANSWERS' satisfies ApplicationsErrorCode,
      400,
      first ? (/^[A-Z]/.test(first.reason) ? first.reason : `${first.field} ${first.reason}`) : 'Invalid answers',
      fields,
    );
  }
}

/** Confirming or declining a spot is the applicant's own answer: nobody answers for them, staff included. */
export class NotYourApplication extends AppError {
  constructor() {
    super(
      'NOT_YOUR_APPLICATION' satisfies ApplicationsErrorCode,
      403,
      'Only the applicant can confirm or decline this spot.',
    );
  }
}

/** Not approved (any more), or approved once the sprint had started: no spot waits for an answer. */
export class NoSpotOffered extends AppError {
  constructor() {
    super(
      'NO_SPOT_OFFERED' satisfies ApplicationsErrorCode,
      409,
      'There is no spot to confirm or decline on this application.',
    );
  }
}

export class SpotDeadlinePassed extends AppError {
  constructor() {
    super('SPOT_DEADLINE_PASSED' satisfies ApplicationsErrorCode, 409, 'The deadline to confirm this spot has passed.');
  }
}

/** Once the sprint runs, a spot is neither declined here nor offered to the waitlist. */
export class SprintStarted extends AppError {
  constructor(what: string) {
    super('SPRINT_STARTED' satisfies ApplicationsErrorCode, 409, `The sprint has started: ${what}`);
  }
}

export class WaitlistEmpty extends AppError {
  constructor() {
    super('WAITLIST_EMPTY' satisfies ApplicationsErrorCode, 409, 'Nobody is on the waitlist.');
  }
}

/** 'Offer to next on waitlist' for more spots than are free (capacity less the approved applications). */
export class NoFreeSpots extends AppError {
  constructor(free: number) {
    const message = free === 0 ? 'No spot is free.' : `Only ${free} ${free === 1 ? 'spot is' : 'spots are'} free.`;
    super('NO_FREE_SPOTS' satisfies ApplicationsErrorCode, 409, message, [{ field: 'count', reason: message }]);
  }
}
