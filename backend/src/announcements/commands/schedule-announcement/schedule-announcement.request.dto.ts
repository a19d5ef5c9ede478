import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../common/errors/text-transforms.js';
import { MAX_ANNOUNCEMENT_BODY, MAX_ANNOUNCEMENT_SUBJECT } from '../../announcement-rules.js';
import { AnnouncementSegmentDto } from '../../announcement-segment.dto.js';

/** 'Send now' (no `sendAt`) or 'Schedule' (a future instant; the form picks it in the event's timezone). */
export class ScheduleAnnouncementDto extends AnnouncementSegmentDto {
  @ApiProperty({ maxLength: MAX_ANNOUNCEMENT_SUBJECT, example: 'Submissions close tomorrow at 16:00' })
  @Transform(trim)
  @IsString({ message: 'The subject must be text' })
  @IsNotEmpty({ message: 'Please enter a subject' })
  @MaxLength(MAX_ANNOUNCEMENT_SUBJECT, {
    message: `The subject must be at most ${MAX_ANNOUNCEMENT_SUBJECT} characters`,
  })
  subject!: string;

  /** Markdown; rendered sanitised on the dashboard and in the email. */
  @ApiProperty({ maxLength: MAX_ANNOUNCEMENT_BODY, example: 'Remember to **submit** before the deadline.' })
  @IsString({ message: 'The message must be text' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Please write a message' })
  @MaxLength(MAX_ANNOUNCEMENT_BODY, { message: `The message must be at most ${MAX_ANNOUNCEMENT_BODY} characters` })
  bodyMd!: string;

  /** When to send it (ISO 8601 with an offset, in the future); absent or null to send now. */
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, example: '2027-01-06T17:00:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'The send time must be a date and time (ISO 8601)' })
  sendAt?: string | null;
}

export class ScheduledAnnouncementDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
