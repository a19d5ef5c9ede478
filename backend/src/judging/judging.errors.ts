import { AppError, type FieldProblem } from '../common/errors/app-error.js';
import type { ConflictReason } from './conflict-reason.js';

export type JudgingErrorCode =
  | 'NOT_EVENT_JUDGE'
  | 'NOT_ASSIGNED'
  | 'JUDGE_HAS_CONFLICT'
  | 'ASSIGNMENT_NOT_FOUND'
  | 'SUBMISSION_NOT_IN_EVENT'
  | 'JUDGING_NOT_OPEN'
  | 'JUDGING_PHASE_CHANGE_NOT_ALLOWED'
  | 'JUDGING_CHANGED'
  | 'JUDGING_CLOSE_DATE_INVALID'
  | 'SHEET_INCOMPLETE'
  | 'SHEET_CHANGED'
  | 'ASSIGNMENT_HAS_SCORES'
  | 'ALREADY_ASSIGNED'
  | 'CONFLICT_OF_INTEREST'
  | 'CONFLICT_ALREADY_DECLARED'
  | 'ALREADY_RECUSED'
  | 'TEAM_NOT_IN_EVENT'
  | 'EVENT_REQUIRED'
  | 'JUDGE_NOT_IN_EVENT'
  | 'UNKNOWN_CRITERION'
  | 'RESULTS_NOT_PUBLISHED'
  | 'NOT_TEAM_MEMBER'
  | 'PROJECT_NOT_FOUND';

export class NotEventJudge extends AppError {
  constructor() {
    super('NOT_EVENT_JUDGE' satisfies JudgingErrorCode, 403, 'You are not a judge of this event.');
  }
}

/** judging.md: a judge not assigned to a submission gets 403 for its sheet. */
export class NotAssigned extends AppError {
  constructor() {
    super('NOT_ASSIGNED' satisfies JudgingErrorCode, 403, 'You are not assigned to this submission.');
  }
}

/** Checked at every sheet read, save and recusal: a conflict that arose after the assignment counts too. */
export class JudgeHasConflict extends AppError {
  constructor(reason: ConflictReason) {
    super(
      'JUDGE_HAS_CONFLICT' satisfies JudgingErrorCode,
      403,
      `You have a conflict of interest with this team (${reason}), so you cannot judge its submission.`,
    );
  }
}

export class AssignmentNotFound extends AppError {
  constructor() {
    super('ASSIGNMENT_NOT_FOUND' satisfies JudgingErrorCode, 404, 'Assignment not found');
  }
}

export class SubmissionNotInEvent extends AppError {
  constructor() {
    super('SUBMISSION_NOT_IN_EVENT' satisfies JudgingErrorCode, 404, 'Submission not found in this event', [
      { field: 'submissionId', reason: 'not a submission of this event' },
    ]);
  }
}

export class JudgingNotOpen extends AppError {
  constructor() {
    super('JUDGING_NOT_OPEN' satisfies JudgingErrorCode, 403, 'Judging is not open for this event.');
  }
}

/** A close date the DTO cannot judge alone: one in the past. */
export class JudgingCloseDateInvalid extends AppError {
  constructor(reason: string) {
    super('JUDGING_CLOSE_DATE_INVALID' satisfies JudgingErrorCode, 400, reason, [{ field: 'closesAt', reason }]);
  }
}

export class PhaseChangeNotAllowed extends AppError {
  constructor(from: string, change: string) {
    super(
      'JUDGING_PHASE_CHANGE_NOT_ALLOWED' satisfies JudgingErrorCode,
      409,
      `Judging cannot ${change} while it is ${from.replace('_', ' ')}.`,
    );
  }
}

export class JudgingChanged extends AppError {
  constructor() {
    super(
      'JUDGING_CHANGED' satisfies JudgingErrorCode,
      409,
      'Judging was changed by someone else meanwhile. Reload and try again.',
    );
  }
}

/** Names the criteria left unscored. */
export class SheetIncomplete extends AppError {
  constructor(missing: readonly string[], fields: FieldProblem[]) {
    super(
      'SHEET_INCOMPLETE' satisfies JudgingErrorCode,
      400,
      `Score every criterion. Missing: ${missing.join(', ')}`,
      fields,
    );
  }
}

export class SheetChanged extends AppError {
  constructor() {
    super(
      'SHEET_CHANGED' satisfies JudgingErrorCode,
      409,
      'These scores were saved meanwhile from another tab or device. Reload to see them before saving again.',
    );
  }
}

export class AssignmentHasScores extends AppError {
  constructor() {
    super(
      'ASSIGNMENT_HAS_SCORES' satisfies JudgingErrorCode,
      409,
      'This assignment has scores. Remove it with confirm=true to drop them (they stay in the audit trail).',
      [{ field: 'confirm', reason: 'required when the assignment has scores' }],
    );
  }
}

export class AlreadyAssigned extends AppError {
  constructor() {
    super('ALREADY_ASSIGNED' satisfies JudgingErrorCode, 409, 'This judge is already assigned to this submission.');
  }
}

export class ConflictOfInterest extends AppError {
  constructor(reason: string) {
    super('CONFLICT_OF_INTEREST' satisfies JudgingErrorCode, 409, `This judge has a conflict of interest: ${reason}.`, [
      { field: 'judgeId', reason },
    ]);
  }
}

export class ConflictAlreadyDeclared extends AppError {
  constructor() {
    super(
      'CONFLICT_ALREADY_DECLARED' satisfies JudgingErrorCode,
      409,
      'You already declared a conflict with this team.',
    );
  }
}

export class AlreadyRecused extends AppError {
  constructor() {
    super('ALREADY_RECUSED' satisfies JudgingErrorCode, 409, 'You already recused from this assignment.');
  }
}

export class TeamNotInEvent extends AppError {
  constructor() {
    super('TEAM_NOT_IN_EVENT' satisfies JudgingErrorCode, 404, 'Team not found in this event', [
      { field: 'projectId', reason: 'no submission of this event' },
    ]);
  }
}

export class EventRequired extends AppError {
  constructor() {
    super(
      'EVENT_REQUIRED' satisfies JudgingErrorCode,
      400,
      'This project is judged in more than one event: choose the event.',
      [{ field: 'event', reason: 'required when the project is judged in more than one event' }],
    );
  }
}

export class JudgeNotInEvent extends AppError {
  constructor() {
    super('JUDGE_NOT_IN_EVENT' satisfies JudgingErrorCode, 400, 'This person is not a judge of this event.', [
      { field: 'judgeId', reason: 'not a judge of this event' },
    ]);
  }
}

export class UnknownCriterion extends AppError {
  constructor(fields: FieldProblem[]) {
    super(
      'UNKNOWN_CRITERION' satisfies JudgingErrorCode,
      400,
      'Some scores are for criteria this event does not have.',
      fields,
    );
  }
}

/** judging.md 'Leaderboards and publishing': everyone but staff before `published`. */
export class ResultsNotPublished extends AppError {
  constructor() {
    super('RESULTS_NOT_PUBLISHED' satisfies JudgingErrorCode, 403, 'Results have not been published yet.');
  }
}

/** A project's results are its team's (and staff's). */
export class NotTeamMember extends AppError {
  constructor() {
    super('NOT_TEAM_MEMBER' satisfies JudgingErrorCode, 403, "Only the project's team can see its results.");
  }
}

export class ResultsProjectNotFound extends AppError {
  constructor() {
    super('PROJECT_NOT_FOUND' satisfies JudgingErrorCode, 404, 'Project not found');
  }
}
