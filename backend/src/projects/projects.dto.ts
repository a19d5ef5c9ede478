import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { trim, trimToNull } from '../common/errors/text-transforms.js';
import {
  PROJECT_STATUSES,
  type ProjectStatus,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  WINNER_PLACES,
} from './project.events.js';
import { PageQueryDto } from '../common/http/page-query.dto.js';

const WEB_URL = { protocols: ['http', 'https'], require_protocol: true };

export class ProjectImageDto {
  @ApiProperty({ example: 'https://example.com/screenshot.png' })
  @Transform(trim)
  @IsUrl(WEB_URL, { message: 'All image URLs must be valid.' })
  @MaxLength(2000)
  url!: string;

  @ApiProperty({ example: 'The dashboard' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Every image needs alt text.' })
  @MaxLength(300)
  alt!: string;
}

/** Create and edit share the fields; text is trimmed and an empty optional field is saved as null. */
export class ProjectInputDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'Project title is required.' })
  @IsNotEmpty({ message: 'Project title is required.' })
  @MaxLength(200, { message: 'Project title must be at most 200 characters.' })
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'Tagline must be at most 300 characters.' })
  tagline?: string | null;

  /** Markdown; rendered sanitised wherever it is shown. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20000 })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(20_000, { message: 'Description must be at most 20000 characters.' })
  descriptionMd?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsUrl(WEB_URL, { message: 'Demo URL must be a valid URL.' })
  @MaxLength(2000)
  demoUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsUrl(WEB_URL, { message: 'Repository URL must be a valid URL.' })
  @MaxLength(2000)
  repoUrl?: string | null;

  @ApiPropertyOptional({ type: [ProjectImageDto], maxItems: 3 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3, { message: 'A project has at most 3 images.' })
  @ValidateNested({ each: true })
  @Type(() => ProjectImageDto)
  images?: ProjectImageDto[];
}

export class UpdateProjectDto extends ProjectInputDto {
  /** The project's `version` as the editor loaded it; a stale one is a 409. */
  @ApiProperty()
  @IsInt()
  @Min(1)
  version!: number;
}

export class AttachProjectDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please select an event.' })
  eventId!: string;
}

export class SubmitProjectDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please select an event.' })
  eventId!: string;

  @ApiProperty({ example: 'discovery' })
  @Transform(trim)
  @IsString({ message: 'Please select a track.' })
  @IsNotEmpty({ message: 'Please select a track.' })
  @MaxLength(50)
  track!: string;
}

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

export class ProjectDetailDto extends ProjectSummaryDto {
  @ApiProperty({ type: String, nullable: true })
  demoUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  repoUrl!: string | null;

  @ApiProperty({ type: [ProjectImage] })
  images!: ProjectImage[];

  @ApiProperty()
  version!: number;

  @ApiProperty({ type: [TeamMemberDto] })
  team!: TeamMemberDto[];

  @ApiProperty({ type: [SubmissionDto], description: 'Newest first' })
  submissions!: SubmissionDto[];
}

/** The participant dashboard's Project tab: the project in this event, if any, and its submission. */
export class EventProjectDto {
  @ApiProperty({ type: ProjectSummaryDto, nullable: true })
  project!: ProjectSummaryDto | null;

  @ApiProperty({ type: SubmissionDto, nullable: true })
  submission!: SubmissionDto | null;
}

export class AttachableEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  submissionDeadline!: string;

  @ApiProperty()
  graceMinutes!: number;

  @ApiProperty()
  timezone!: string;

  @ApiProperty({ type: [String] })
  tracks!: string[];
}

export class MyProjectCountsDto {
  @ApiProperty({ description: 'Projects you own' })
  projects!: number;

  @ApiProperty({ description: 'Project teams you are on that are attached to an event' })
  teams!: number;
}

export class ListSubmissionsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  eventId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(50)
  track?: string;
}

export class AdminSubmissionDto extends SubmissionDto {
  @ApiProperty({ description: 'Whether a winner entry exists for it' })
  awarded!: boolean;
}

export class AdminSubmissionPageDto {
  @ApiProperty({ type: [AdminSubmissionDto] })
  items!: AdminSubmissionDto[];

  @ApiProperty()
  total!: number;

  @ApiProperty({
    type: [String],
    description: 'Tracks present among the filtered submissions (before the track filter)',
  })
  tracks!: string[];
}

export class AdminSubmissionDetailDto extends AdminSubmissionDto {
  /** As submitted (from the snapshot), like everything else here. */
  @ApiProperty({ type: String, nullable: true })
  descriptionMd!: string | null;

  @ApiProperty({ type: [ProjectImage] })
  images!: ProjectImage[];
}

export class AddWinnerDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please select a project submission.' })
  submissionId!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'Please select a track.' })
  @IsNotEmpty({ message: 'Please select a track.' })
  @MaxLength(50)
  track!: string;

  @ApiPropertyOptional({ enum: WINNER_PLACES, default: 1, description: '4 = Honorable Mention' })
  @IsOptional()
  @IsIn(WINNER_PLACES, { message: 'Place must be 1, 2, 3 or 4 (Honorable Mention).' })
  place?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string | null;
}

export class WinnerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  tagline!: string | null;

  @ApiProperty()
  track!: string;

  @ApiProperty({ enum: WINNER_PLACES })
  place!: number;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;
}

export class CreatedWinnerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class ProjectStatsDto {
  @ApiProperty()
  projects!: number;

  @ApiProperty()
  submissions!: number;

  @ApiProperty({ description: 'Submissions awaiting judging (status submitted)' })
  pendingSubmissions!: number;

  @ApiProperty({ description: 'Submitted projects per event, rounded; 0 without events' })
  averageProjectsPerEvent!: number;
}
