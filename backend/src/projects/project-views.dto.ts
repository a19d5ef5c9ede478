import { ApiProperty } from '@nestjs/swagger';
import { PROJECT_STATUSES, type ProjectStatus, SUBMISSION_STATUSES, type SubmissionStatus } from './project.events.js';

// Response pieces several use cases share; each use case's own DTOs live in its folder.

export class CreatedProjectDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class ProjectImage {
  @ApiProperty()
  url!: string;

  @ApiProperty()
  alt!: string;
}

/** The event a project is attached to now, with what the Submit action needs to know. */
export class AttachedEventDto {
  @ApiProperty({ format: 'uuid' })
  linkId!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  status!: string;

  @ApiProperty({ type: [String] })
  tracks!: string[];

  @ApiProperty()
  submissionDeadline!: string;

  @ApiProperty()
  graceMinutes!: number;

  @ApiProperty()
  timezone!: string;

  @ApiProperty()
  attachedAt!: string;
}

export class ProjectSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  tagline!: string | null;

  @ApiProperty({ type: String, nullable: true })
  descriptionMd!: string | null;

  @ApiProperty({ enum: PROJECT_STATUSES })
  status!: ProjectStatus;

  @ApiProperty({ type: AttachedEventDto, nullable: true })
  attachedEvent!: AttachedEventDto | null;

  @ApiProperty()
  submissionCount!: number;

  @ApiProperty()
  createdAt!: string;

  @ApiProperty()
  updatedAt!: string;
}

export class TeamMemberDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: ['owner', 'member'] })
  role!: 'owner' | 'member';
}

export class SnapshotDto {
  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  tagline!: string | null;

  @ApiProperty({ type: String, nullable: true })
  demoUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  repoUrl!: string | null;

  @ApiProperty({ type: [TeamMemberDto] })
  team!: TeamMemberDto[];
}

export class SubmissionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty()
  eventTitle!: string;

  @ApiProperty()
  track!: string;

  @ApiProperty({ enum: SUBMISSION_STATUSES })
  status!: SubmissionStatus;

  /** Submitted after the deadline, inside the grace period. */
  @ApiProperty()
  late!: boolean;

  @ApiProperty()
  submittedAt!: string;

  @ApiProperty({ type: SnapshotDto })
  snapshot!: SnapshotDto;
}

export class AdminSubmissionDto extends SubmissionDto {
  @ApiProperty({ description: 'Whether a winner entry exists for it' })
  awarded!: boolean;
}
