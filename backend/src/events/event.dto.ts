import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '../common/timestamps.js';
import type { EventStatus, EventTimezone } from './event-rules.js';
import type { EventRow } from './event.repository.js';

export class EventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  descriptionMd!: string | null;

  location!: string | null;

  status!: EventStatus;

  @ApiProperty({ format: 'date-time' })
  startDate!: string;

  @ApiProperty({ format: 'date-time' })
  endDate!: string;

  @ApiProperty({ format: 'date-time' })
  submissionDeadline!: string;

  graceMinutes!: number;

  timezone!: EventTimezone;

  tracks!: string[];

  teamSizeMax!: number;

  /** Days after the end date the check-ins of its ventures fall due, ascending. */
  @ApiProperty({ type: 'integer', isArray: true, example: [30, 90, 180] })
  checkinOffsetDays!: number[];

  /** Send it back with an edit: a stale one gets 409 instead of overwriting someone else's. */
  version!: number;

  @ApiProperty({ format: 'date-time' })
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
    checkinOffsetDays: row.checkin_offset_days,
    version: row.version,
    createdAt: iso(row.created_at),
  };
}
