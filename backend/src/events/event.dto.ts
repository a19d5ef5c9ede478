import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '../common/timestamps.js';
import { EVENT_STATUSES, EVENT_TIMEZONES, type EventStatus, type EventTimezone } from './event-rules.js';
import type { EventRow } from './event.repository.js';

export class EventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  descriptionMd!: string | null;

  @ApiProperty({ type: String, nullable: true })
  location!: string | null;

  @ApiProperty({ enum: EVENT_STATUSES })
  status!: EventStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  startDate!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  endDate!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  submissionDeadline!: string;

  @ApiProperty()
  graceMinutes!: number;

  @ApiProperty({ enum: EVENT_TIMEZONES })
  timezone!: EventTimezone;

  @ApiProperty({ type: [String] })
  tracks!: string[];

  @ApiProperty()
  teamSizeMax!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

const iso = isoTimestamp;

export function toEventDto(row: EventRow): EventDto {
  return {
    id: row.id,
    title: row.title,
    descriptionMd: row.description_md,
    location: row.location,
    status: row.status,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    submissionDeadline: iso(row.submission_deadline),
    graceMinutes: row.grace_minutes,
    timezone: row.timezone,
    tracks: row.tracks,
    teamSizeMax: row.team_size_max,
    createdAt: iso(row.created_at),
  };
}
