import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsPageNumber } from '../../../common/http/page-query.dto.js';
import { IsDate, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

const toDate = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
};

export class AuditLogQueryDto {
  /** An event type, e.g. application.status_changed. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  type?: string;

  @IsOptional()
  @IsUUID(undefined, { message: 'must be a user id' })
  actorId?: string;

  /** The kind of record, e.g. application, event, user, email. */
  @IsOptional()
  @IsString()
  @MaxLength(50)
  streamType?: string;

  /** The record's id. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  streamId?: string;

  /** A person: the events of their account, profile, team search and applications. */
  @IsOptional()
  @IsUUID(undefined, { message: 'must be a user id' })
  personId?: string;

  /** An event: its own events, its judging's and its applications'. */
  @IsOptional()
  @IsUUID(undefined, { message: 'must be an event id' })
  eventId?: string;

  /** A project: its own events and its team's. */
  @IsOptional()
  @IsUUID(undefined, { message: 'must be a project id' })
  projectId?: string;

  /** Part of a record's name: a person, an event title, a project title (an application matches either party). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @IsOptional()
  @Transform(toDate)
  @IsDate({ message: 'must be a date' })
  from?: Date;

  @IsOptional()
  @Transform(toDate)
  @IsDate({ message: 'must be a date' })
  to?: Date;

  @IsPageNumber()
  page?: number;

  @ApiProperty({ default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  pageSize?: number;
}
