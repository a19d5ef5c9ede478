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

/** The pitch deck as submitted: the exact file frozen at submit, even if the team replaced it since. */
export class SubmittedFileDto {
  @ApiProperty({ format: 'uuid' })
  fileId!: string;

  name!: string;

  /** In bytes. */
  size!: number;

  @ApiProperty({ example: '/api/files/4f0c2a4e-7d3b-4c41-9a53-3c2b1d0e9f11' })
  url!: string;
}

/** An uploaded image as submitted, with its alt text. */
export class SubmittedImageFileDto {
  @ApiProperty({ format: 'uuid' })
  fileId!: string;

  alt!: string;

  @ApiProperty({ example: '/api/files/4f0c2a4e-7d3b-4c41-9a53-3c2b1d0e9f11' })
  url!: string;
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

  /** The uploaded pitch deck as submitted (null: none was uploaded then). */
  @ApiProperty({ type: SubmittedFileDto, nullable: true })
  pitchDeck!: SubmittedFileDto | null;

  /** The uploaded images as submitted, in order. */
  imageFiles!: SubmittedImageFileDto[];

  team!: SubmittedTeamMemberDto[];

  track!: string;

  submittedAt!: string;
}

/** An earlier sprint entry of a returning venture: its title then, rank 'n of m' and place once published. */
export class EarlierEntryDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  sprintTitle!: string;

  title!: string;

  @ApiProperty({ type: Number, nullable: true })
  rank!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  of!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  place!: number | null;
}

/** A milestone since the venture's last sprint; `verified` false reads 'Self-reported'. */
export class MilestoneSinceDto {
  type!: string;

  /** yyyy-mm-dd. */
  occurredOn!: string;

  /** The type's figures (counts, organisation, money in minor units with its currency...). */
  @ApiProperty({ type: 'object', additionalProperties: true })
  figures!: Record<string, unknown>;

  description!: string | null;

  verified!: boolean;
}

export class SinceSprintDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  title!: string;
}

/** A returning venture as judges see it: never earlier judges' names, notes or per-judge scores. */
export class ReturningVentureDto {
  @ApiProperty({ format: 'uuid' })
  ventureId!: string;

  name!: string;

  /** Oldest first. */
  @ApiProperty({ type: [EarlierEntryDto] })
  earlierEntries!: EarlierEntryDto[];

  sinceSprint!: SinceSprintDto;

  /** Newest first. */
  @ApiProperty({ type: [MilestoneSinceDto] })
  milestonesSince!: MilestoneSinceDto[];
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

  /** The venture's earlier sprints and milestones since, when it is returning; null for a first entry. */
  @ApiProperty({ type: ReturningVentureDto, nullable: true })
  venture!: ReturningVentureDto | null;
}
