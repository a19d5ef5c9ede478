import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, IsUUID, MaxLength, Min, MinLength } from 'class-validator';
import {
  APPLICATION_ROLES,
  APPLICATION_STATUSES,
  type ApplicationRole,
  type ApplicationStatus,
} from './application.events.js';
import { trim, trimToNull } from '../common/errors/text-transforms.js';
import { PageQueryDto } from '../common/http/page-query.dto.js';

export class SubmitApplicationDto {
  /** Optional; trimmed, null when blank, otherwise an http(s) URL. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'LinkedIn Profile must be a valid URL' })
  @MaxLength(500)
  linkedinUrl?: string | null;

  @ApiProperty({ enum: APPLICATION_ROLES, description: 'Developer = Dev, Product Manager = PM' })
  @IsIn(APPLICATION_ROLES, { message: 'Please fill in all required fields.' })
  role!: ApplicationRole;

  /** 'Why do you want to join? What skills do you bring?' The 500 counter is advisory, as specified. */
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'Please fill in all required fields.' })
  @MinLength(1, { message: 'Please fill in all required fields.' })
  @MaxLength(10_000)
  shortAnswer!: string;
}

export class ChangeApplicationStatusDto {
  @ApiProperty({ enum: APPLICATION_STATUSES })
  @IsIn(APPLICATION_STATUSES, { message: `must be one of ${APPLICATION_STATUSES.join(', ')}` })
  status!: ApplicationStatus;

  /** The application's `version` as the reviewer saw it. */
  @ApiProperty()
  @IsInt()
  @Min(1)
  version!: number;
}

export class ListApplicationsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  eventId?: string;

  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;

  @ApiPropertyOptional({ enum: ['applied_desc', 'applied_asc'], default: 'applied_desc' })
  @IsOptional()
  @IsIn(['applied_desc', 'applied_asc'])
  sort?: 'applied_desc' | 'applied_asc';
}

export class ApplicationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty()
  eventTitle!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ type: String, nullable: true })
  applicantName!: string | null;

  @ApiProperty()
  applicantEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  linkedinUrl!: string | null;

  @ApiProperty({ enum: APPLICATION_ROLES })
  role!: ApplicationRole;

  @ApiProperty()
  shortAnswer!: string;

  @ApiProperty({ enum: APPLICATION_STATUSES })
  status!: ApplicationStatus;

  @ApiProperty()
  version!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

export class ApplicationPageDto {
  @ApiProperty({ type: [ApplicationDto] })
  items!: ApplicationDto[];

  @ApiProperty()
  total!: number;
}

export class CreatedApplicationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class ApplicationVersionDto {
  @ApiProperty()
  version!: number;
}

export class TimelineEntryDto {
  @ApiProperty({ type: String, format: 'date-time' })
  at!: string;

  /** e.g. application.submitted, application.status_changed, email.queued, email.sent, email.undelivered. */
  @ApiProperty()
  type!: string;

  @ApiProperty({ type: String, nullable: true })
  actorId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  actorName!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details!: Record<string, unknown>;
}

export class ParticipantEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  startDate!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  endDate!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  submissionDeadline!: string;

  @ApiProperty()
  timezone!: string;

  @ApiProperty({ type: [String] })
  tracks!: string[];

  @ApiProperty()
  teamSizeMax!: number;

  @ApiProperty()
  graceMinutes!: number;
}

export class ParticipantDashboardDto {
  @ApiProperty({ type: ParticipantEventDto })
  event!: ParticipantEventDto;

  @ApiProperty({ type: ApplicationDto })
  application!: ApplicationDto;
}

export class ApplicationDetailDto extends ApplicationDto {
  @ApiProperty({ type: [TimelineEntryDto] })
  timeline!: TimelineEntryDto[];
}
