import { ApiProperty } from '@nestjs/swagger';
import { ResultFiguresDto } from '../../judging-views.dto.js';

/** A criterion's average over the submission's completed sheets (raw, 1-5). */
export class CriterionAverageDto {
  @ApiProperty({ format: 'uuid' })
  criterionId!: string;

  label!: string;

  weight!: number;

  /** Null when no sheet scored it. */
  @ApiProperty({ format: 'double', nullable: true, type: Number })
  average!: number | null;
}

/** One judge's feedback text, anonymised ('Judge 1', 'Judge 2', ... by a stable order). */
export class JudgeFeedbackDto {
  /** 'Judge 1', 'Judge 2', ... */
  judge!: string;

  text!: string;
}

/** The 'Results' card of one published event the project was submitted to. */
export class ProjectEventResultDto extends ResultFiguresDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  track!: string;

  /** Rank in its track ('#2 of 14 in Discovery'); null without a completed review. */
  rank!: number | null;

  /** Submissions in the track (the 14 of '#2 of 14'). */
  trackSize!: number;

  criteria!: CriterionAverageDto[];

  /** 'Feedback from the judges': only sheets with a feedback text, never names or notes to staff. */
  feedback!: JudgeFeedbackDto[];
}

/** A team member's results for a project: one entry per event whose results are published (empty before). */
export class ProjectResultsDto {
  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  results!: ProjectEventResultDto[];
}
