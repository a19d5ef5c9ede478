import { ApiProperty } from '@nestjs/swagger';
import { ASSIGNMENT_STATES, type AssignmentState, JUDGING_PHASES, type JudgingPhase } from '../../judging-rules.js';

/** '{n} of {N} submissions fully reviewed': n have `reviewsPerSubmission` completed reviews. */
export class JudgingCoverageDto {
  fullyReviewed!: number;

  submissions!: number;
}

/** One row of the per-judge table. */
export class JudgeLoadDto {
  @ApiProperty({ format: 'uuid' })
  judgeId!: string;

  name!: string;

  email!: string;

  /** Assignments not recused. */
  assigned!: number;

  completed!: number;

  recused!: number;
}

/** One row of the matrix. */
export class MatrixSubmissionDto {
  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  track!: string;

  /** Assignments not recused. */
  assigned!: number;

  completed!: number;
}

/** One cell of the matrix: a judge's assignment to a submission. */
export class MatrixCellDto {
  @ApiProperty({ format: 'uuid' })
  assignmentId!: string;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  judgeId!: string;

  @ApiProperty({ enum: ASSIGNMENT_STATES, enumName: 'AssignmentState' })
  state!: AssignmentState;

  recusalReason!: string | null;

  /** True when a sheet is saved: removing it then needs `confirm=true`. */
  hasScores!: boolean;

  total!: number | null;
}

/** The Judging tab's progress: phase, coverage, per-judge counts and the submissions x judges matrix. */
export class JudgingProgressDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ enum: JUDGING_PHASES, enumName: 'JudgingPhase' })
  phase!: JudgingPhase;

  /** Goes back as `expectedVersion` with a phase change. */
  version!: number;

  /** When judging last opened (Open or Reopen Judging); null before. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  openedAt!: string | null;

  /** The close date staff set (judges are reminded before it); null when none. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closesAt!: string | null;

  /** The last 'Assign Submissions' input (3 before the first). */
  reviewsPerSubmission!: number;

  /** The last 'Assign Submissions' same-domain switch (on before the first). */
  sameDomainConflicts!: boolean;

  /** The event's submission deadline plus grace is still ahead: submissions may still arrive. */
  submissionsMayArrive!: boolean;

  coverage!: JudgingCoverageDto;

  /** In the order they were made judges. */
  judges!: JudgeLoadDto[];

  /** Oldest submission first. */
  submissions!: MatrixSubmissionDto[];

  cells!: MatrixCellDto[];
}
