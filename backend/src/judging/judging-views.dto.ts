import { ApiProperty } from '@nestjs/swagger';
import { ASSIGNMENT_STATES, type AssignmentState, JUDGING_PHASES, type JudgingPhase } from './judging-rules.js';

// Judging response pieces several use cases share; each use case's own DTOs live in its folder.

/** An event's judging phase; `version` goes back as `expectedVersion` with the next phase change. */
export class JudgingPhaseDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ enum: JUDGING_PHASES, enumName: 'JudgingPhase' })
  phase!: JudgingPhase;

  version!: number;
}

/** An event's judging with its dates: the answer to setting the close date. */
export class JudgingScheduleDto extends JudgingPhaseDto {
  /** When judging last opened (Open or Reopen Judging); null before. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  openedAt!: string | null;

  /** The close date staff set (judges are reminded before it); null when none. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closesAt!: string | null;
}

/** A conflict of interest a judge declared with a team. */
export class DeclaredConflictDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ format: 'uuid' })
  judgeId!: string;

  judgeName!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  projectTitle!: string;

  reason!: string;

  declaredAt!: string;
}

/** One criterion score of a sheet. */
export class CriterionScoreDto {
  @ApiProperty({ format: 'uuid' })
  criterionId!: string;

  /** 1 Poor, 2 Fair, 3 Good, 4 Very good, 5 Excellent. */
  @ApiProperty({ minimum: 1, maximum: 5 })
  score!: number;
}

/** A saved score sheet; `version` goes back as `expectedVersion` with the next save. */
export class ScoreSheetDto {
  @ApiProperty({ format: 'uuid' })
  assignmentId!: string;

  scores!: CriterionScoreDto[];

  /** Σ weight·score / Σ weight (1-5). */
  total!: number;

  noteToStaff!: string | null;

  feedback!: string | null;

  version!: number;

  savedAt!: string;
}

/** One of the judge's assignments in their queue. */
export class QueueAssignmentDto {
  @ApiProperty({ format: 'uuid' })
  assignmentId!: string;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  tagline!: string | null;

  track!: string;

  /** assigned = 'To score', completed = 'Scored', recused = 'Recused'. */
  @ApiProperty({ enum: ASSIGNMENT_STATES, enumName: 'AssignmentState' })
  state!: AssignmentState;

  recusalReason!: string | null;

  /** The sheet's weighted total once scored. */
  total!: number | null;
}

/** One event the caller judges: its judging phase and the caller's assignments ('{n} of {m} scored'). */
export class JudgeEventQueueDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  @ApiProperty({ enum: JUDGING_PHASES, enumName: 'JudgingPhase' })
  phase!: JudgingPhase;

  /** n: completed assignments. */
  scored!: number;

  /** m: assignments not recused. */
  total!: number;

  /** Oldest submission first: the order Previous and Next walk. */
  assignments!: QueueAssignmentDto[];

  /** The conflicts the caller declared in this event. */
  conflicts!: DeclaredConflictDto[];
}

export class JudgingQueueDto {
  /** Every event the caller judges, in the order they were made a judge. */
  events!: JudgeEventQueueDto[];
}

/** The judge dashboard's 'Judging' line. */
export class MyJudgingProgressDto {
  /** Events the caller judges. */
  events!: number;

  /** Assignments not recused, over all events. */
  assigned!: number;

  scored!: number;
}

/** A team of the event a judge may declare a conflict with. */
export class JudgingTeamDto {
  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  track!: string;
}

/** A submission's results (judging.md 'Results: normalisation and ranking'), as leaderboards and the team's card show them. */
export class ResultFiguresDto {
  /** Normalised score on the 1-5 scale (4 decimals); null without a completed review. */
  @ApiProperty({ format: 'double', nullable: true, type: Number })
  score!: number | null;

  /** Mean of the sheets' weighted totals (1-5); null without a completed review. */
  @ApiProperty({ format: 'double', nullable: true, type: Number })
  rawMean!: number | null;

  /** ± the standard error of the normalised score (1-5 scale); null with fewer than 2 reviews ("—"). */
  @ApiProperty({ format: 'double', nullable: true, type: Number })
  standardError!: number | null;

  /** Completed reviews. */
  reviews!: number;

  /** The winner's place when one was awarded (1, 2, 3, 4 = Honorable Mention), else null. */
  place!: number | null;
}
