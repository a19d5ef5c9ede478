import { AppError, type FieldProblem } from '../common/errors/app-error.js';

export type EventsErrorCode =
  'EVENT_NOT_FOUND' | 'EVENT_INVALID' | 'EVENT_NOT_UPCOMING' | 'CRITERION_NOT_FOUND' | 'JUDGE_NOT_FOUND';

export class EventNotFound extends AppError {
  constructor() {
    super('EVENT_NOT_FOUND' satisfies EventsErrorCode, 404, 'Event Not Found');
  }
}

/** Rules that span fields (dates), reported like any other validation failure. */
export class EventInvalid extends AppError {
  constructor(fields: FieldProblem[]) {
    super('EVENT_INVALID' satisfies EventsErrorCode, 400, fields[0]?.reason ?? 'Some fields are invalid.', fields);
  }
}

/** Weights suggested by insights go only into an event that has not started (its sheets would change meaning). */
export class EventNotUpcoming extends AppError {
  constructor() {
    super('EVENT_NOT_UPCOMING' satisfies EventsErrorCode, 409, 'Only an upcoming event can take new weights.');
  }
}

export class CriterionNotFound extends AppError {
  constructor() {
    super('CRITERION_NOT_FOUND' satisfies EventsErrorCode, 404, 'Judging criterion not found');
  }
}

/** The spec's text, except for a picked person (`userId`) who is gone meanwhile: no email was typed. */
export class JudgeNotFound extends AppError {
  constructor(field?: 'email' | 'userId') {
    super(
      'JUDGE_NOT_FOUND' satisfies EventsErrorCode,
      404,
      field === 'userId' ? 'User not found' : 'User not found with that email',
      field ? [{ field, reason: 'no such user' }] : undefined,
    );
  }
}
