import { ApiProperty } from '@nestjs/swagger';
import { ASSIGNMENT_STATES, type AssignmentState, JUDGING_PHASES, type JudgingPhase } from '../../judging-rules.js';
import { ScoreSheetDto } from '../../judging-views.dto.js';

export class SheetCriterionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  label!: string;

  /** Relative weight. */
  weight!: number;

  /** What a high score means. */
  description!: string | null;
}

export class SubmittedImageDto {
  url!: string;

  alt!: string;
}

export class SubmittedTeamMemberDto {
  name!: string;

  role!: 'owner' | 'member';
}

/** The submission as submitted (its snapshot). */
export class SubmittedProjectDto {
  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  title!: string;

  tagline!: string | null;

  /** Markdown; render sanitised. */
  descriptionMd!: string | null;

  demoUrl!: string | null;

  repoUrl!: string | null;

  images!: SubmittedImageDto[];

  team!: SubmittedTeamMemberDto[];

  track!: string;

  submittedAt!: string;
}

/** `/judging/{projectId}`: the caller's assignment for the project in one event, with its sheet. */
export class ScoreSheetViewDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  @ApiProperty({ enum: JUDGING_PHASES, enumName: 'JudgingPhase' })
  phase!: JudgingPhase;

  @ApiProperty({ format: 'uuid' })
  assignmentId!: string;

  @ApiProperty({ enum: ASSIGNMENT_STATES, enumName: 'AssignmentState' })
  state!: AssignmentState;

  /** True while judging is open and the assignment is not recused. */
  editable!: boolean;

  submission!: SubmittedProjectDto;

  /** Heaviest first. */
  criteria!: SheetCriterionDto[];

  /** The saved sheet; null before the first save. */
  sheet!: ScoreSheetDto | null;

  /** The neighbours in the caller's queue of this event (recused ones skipped); null at the ends. */
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  previousProjectId!: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  nextProjectId!: string | null;
}
