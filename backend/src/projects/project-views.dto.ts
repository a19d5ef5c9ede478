import { ApiProperty } from '@nestjs/swagger';
import { TeamMemberDto } from '../common/team-member.dto.js';
import type { ProjectStatus, SubmissionStatus } from './project.events.js';

// Response pieces several use cases share; each use case's own DTOs live in its folder.

export class CreatedProjectDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class ProjectImage {
  url!: string;

  alt!: string;
}

/** An uploaded file a project uses (its pitch deck), read at `url` with the access of the project. */
export class ProjectFileDto {
  @ApiProperty({ format: 'uuid' })
  fileId!: string;

  /** The uploaded file's name. */
  name!: string;

  /** In bytes. */
  size!: number;

  @ApiProperty({ example: '/api/files/4f0c2a4e-7d3b-4c41-9a53-3c2b1d0e9f11' })
  url!: string;
}

/** An uploaded image of a project with its alt text; `url` serves its largest size (`/320` the small one). */
export class ProjectImageFileDto {
  @ApiProperty({ format: 'uuid' })
  fileId!: string;

  alt!: string;

  @ApiProperty({ example: '/api/files/4f0c2a4e-7d3b-4c41-9a53-3c2b1d0e9f11' })
  url!: string;
}

/** The event a project is attached to now, with what the Submit action needs to know. */
export class AttachedEventDto {
  @ApiProperty({ format: 'uuid' })
  linkId!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  title!: string;

  status!: string;

  tracks!: string[];

  submissionDeadline!: string;

  graceMinutes!: number;

  timezone!: string;

  attachedAt!: string;
}

export class ProjectSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  tagline!: string | null;

  descriptionMd!: string | null;

  status!: ProjectStatus;

  attachedEvent!: AttachedEventDto | null;

  submissionCount!: number;

  createdAt!: string;

  updatedAt!: string;
}

export class SnapshotDto {
  title!: string;

  tagline!: string | null;

  demoUrl!: string | null;

  repoUrl!: string | null;

  team!: TeamMemberDto[];
}

export class SubmissionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  track!: string;

  status!: SubmissionStatus;

  /** Submitted after the deadline, inside the grace period. */
  late!: boolean;

  submittedAt!: string;

  snapshot!: SnapshotDto;
}

export class AdminSubmissionDto extends SubmissionDto {
  /** Whether a winner entry exists for it. */
  awarded!: boolean;
}
