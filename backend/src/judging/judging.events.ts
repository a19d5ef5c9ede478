import { DomainEvent } from '../audit/domain-event.js';
import type { JudgingPhase } from './judging-rules.js';

// Judging facts are recorded on the event's `judging` stream, except sheets (the assignment's).
const JUDGING = 'judging';
const ASSIGNMENT = 'judge_assignment';

abstract class JudgingPhaseEvent extends DomainEvent<{ from: JudgingPhase; to: JudgingPhase }> {
  readonly streamType = JUDGING;
}

export class JudgingOpened extends JudgingPhaseEvent {
  static readonly TYPE = 'judging.opened';
  readonly type = JudgingOpened.TYPE;
}

export class JudgingClosed extends JudgingPhaseEvent {
  static readonly TYPE = 'judging.closed';
  readonly type = JudgingClosed.TYPE;
}

export class JudgingReopened extends JudgingPhaseEvent {
  static readonly TYPE = 'judging.reopened';
  readonly type = JudgingReopened.TYPE;
}

export class ResultsPublished extends JudgingPhaseEvent {
  static readonly TYPE = 'judging.results_published';
  readonly type = ResultsPublished.TYPE;
}

export class ResultsWithdrawn extends JudgingPhaseEvent {
  static readonly TYPE = 'judging.results_withdrawn';
  readonly type = ResultsWithdrawn.TYPE;
}

/** Staff set (or cleared, null) the close date judges are reminded of (issue 30); ISO 8601 instants. */
export class JudgingCloseDateSet extends DomainEvent<{ closesAt: string | null; previous: string | null }> {
  static readonly TYPE = 'judging.close_date_set';
  readonly type = JudgingCloseDateSet.TYPE;
  readonly streamType = JUDGING;
}

export class AssignmentsMade extends DomainEvent<{
  reviewsPerSubmission: number;
  sameDomainConflicts: boolean;
  seed: string;
  assignments: { assignmentId: string; submissionId: string; judgeId: string }[];
  short: { submissionId: string; assigned: number }[];
}> {
  static readonly TYPE = 'judging.assignments_made';
  readonly type = AssignmentsMade.TYPE;
  readonly streamType = JUDGING;
}

export class AssignmentAdded extends DomainEvent<{
  assignmentId: string;
  submissionId: string;
  judgeId: string;
  /** Staff by hand, or the system after a recusal. */
  via: 'staff' | 'recusal';
}> {
  static readonly TYPE = 'judging.assignment_added';
  readonly type = AssignmentAdded.TYPE;
  readonly streamType = JUDGING;
}

/** The removed sheet's scores stay here. */
export class AssignmentRemoved extends DomainEvent<{
  assignmentId: string;
  submissionId: string;
  judgeId: string;
  scores: Record<string, number> | null;
  total: number | null;
  /** Staff removed this one (absent from entries before it was kept), or the judge left the event. */
  via?: 'staff' | 'judge_removed';
}> {
  static readonly TYPE = 'judging.assignment_removed';
  readonly type = AssignmentRemoved.TYPE;
  readonly streamType = JUDGING;
}

export class ConflictDeclared extends DomainEvent<{
  conflictId: string;
  judgeId: string;
  projectId: string;
  reason: string;
}> {
  static readonly TYPE = 'judging.conflict_declared';
  readonly type = ConflictDeclared.TYPE;
  readonly streamType = JUDGING;
}

export class JudgeRecused extends DomainEvent<{
  assignmentId: string;
  submissionId: string;
  judgeId: string;
  reason: string;
  /** The scores dropped with the recusal, if the sheet was saved. */
  scores: Record<string, number> | null;
  /** The judge who got the submission instead, if any. */
  reassignedTo: string | null;
}> {
  static readonly TYPE = 'judging.judge_recused';
  readonly type = JudgeRecused.TYPE;
  readonly streamType = JUDGING;
}

export class ScoreSheetSaved extends DomainEvent<{
  eventId: string;
  submissionId: string;
  projectId: string;
  judgeId: string;
  from: { scores: Record<string, number>; total: number } | null;
  to: { scores: Record<string, number>; total: number };
  noteToStaffChanged: boolean;
  feedbackChanged: boolean;
}> {
  static readonly TYPE = 'judging.sheet_saved';
  readonly type = ScoreSheetSaved.TYPE;
  readonly streamType = ASSIGNMENT;
}

declare module '../audit/domain-event.js' {
  interface EventPayloads {
    [JudgingOpened.TYPE]: JudgingOpened['payload'];
    [JudgingClosed.TYPE]: JudgingClosed['payload'];
    [JudgingReopened.TYPE]: JudgingReopened['payload'];
    [ResultsPublished.TYPE]: ResultsPublished['payload'];
    [ResultsWithdrawn.TYPE]: ResultsWithdrawn['payload'];
    [JudgingCloseDateSet.TYPE]: JudgingCloseDateSet['payload'];
    [AssignmentsMade.TYPE]: AssignmentsMade['payload'];
    [AssignmentAdded.TYPE]: AssignmentAdded['payload'];
    [AssignmentRemoved.TYPE]: AssignmentRemoved['payload'];
    [ConflictDeclared.TYPE]: ConflictDeclared['payload'];
    [JudgeRecused.TYPE]: JudgeRecused['payload'];
    [ScoreSheetSaved.TYPE]: ScoreSheetSaved['payload'];
  }
}
