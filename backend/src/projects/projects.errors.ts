import { AppError } from '../common/errors/app-error.js';

export type ProjectsErrorCode =
  | 'PROJECT_NOT_FOUND'
  | 'PROJECT_FORBIDDEN'
  | 'PROJECT_ALREADY_ATTACHED'
  | 'PROJECT_NOT_ATTACHED'
  | 'PROJECT_SUBMITTED_TO_EVENT'
  | 'EVENT_NOT_ACCEPTING_PROJECTS'
  | 'SUBMISSIONS_CLOSED'
  | 'TRACK_NOT_IN_EVENT'
  | 'ALREADY_SUBMITTED'
  | 'SUBMISSION_NOT_FOUND';

export class ProjectNotFound extends AppError {
  constructor() {
    super('PROJECT_NOT_FOUND' satisfies ProjectsErrorCode, 404, "The project you're looking for doesn't exist.");
  }
}

/** Projects are owner-only (spec section 6): anyone else gets 'Access Denied'. */
export class NotProjectOwner extends AppError {
  constructor() {
    super('PROJECT_FORBIDDEN' satisfies ProjectsErrorCode, 403, "You don't have permission to view this project.");
  }
}

export class ProjectAlreadyAttached extends AppError {
  constructor() {
    super(
      'PROJECT_ALREADY_ATTACHED' satisfies ProjectsErrorCode,
      409,
      'This project is already attached to an event. Detach it first.',
    );
  }
}

export class ProjectNotAttached extends AppError {
  constructor(message = 'This project is not attached to an event.') {
    super('PROJECT_NOT_ATTACHED' satisfies ProjectsErrorCode, 409, message);
  }
}

/** A submission stays with its event: judging and results count on the project being there. */
export class ProjectSubmittedToEvent extends AppError {
  constructor() {
    super(
      'PROJECT_SUBMITTED_TO_EVENT' satisfies ProjectsErrorCode,
      409,
      'This project has been submitted to the event, so it can no longer be detached from it.',
    );
  }
}

/** Attach choices are active events whose submission deadline is still ahead. */
export class EventNotAcceptingProjects extends AppError {
  constructor() {
    super(
      'EVENT_NOT_ACCEPTING_PROJECTS' satisfies ProjectsErrorCode,
      409,
      'This event is not accepting projects: it must be active and before its submission deadline.',
    );
  }
}

export class SubmissionsClosed extends AppError {
  constructor() {
    super(
      'SUBMISSIONS_CLOSED' satisfies ProjectsErrorCode,
      409,
      'Submissions are closed for this event: the deadline and its grace period have passed.',
    );
  }
}

export class TrackNotInEvent extends AppError {
  constructor(track: string) {
    super('TRACK_NOT_IN_EVENT' satisfies ProjectsErrorCode, 400, `"${track}" is not a track of this event.`, [
      { field: 'track', reason: 'not one of the event tracks' },
    ]);
  }
}

export class AlreadySubmitted extends AppError {
  constructor() {
    super('ALREADY_SUBMITTED' satisfies ProjectsErrorCode, 409, 'Already submitted');
  }
}

export class SubmissionNotFound extends AppError {
  constructor() {
    super('SUBMISSION_NOT_FOUND' satisfies ProjectsErrorCode, 404, 'Submission not found');
  }
}
