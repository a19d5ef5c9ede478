import { ApiProperty } from '@nestjs/swagger';
import {
  ANNOUNCEMENT_APPLICANT_STATUSES,
  ANNOUNCEMENT_SEGMENTS,
  ANNOUNCEMENT_STATES,
  type AnnouncementApplicantStatus,
  type AnnouncementSegment,
  type AnnouncementState,
} from '../../announcement-rules.js';

/** How its emails fared so far. */
export class AnnouncementDeliveryDto {
  /** Written to the outbox, not yet sent (waiting, sending or retrying). */
  @ApiProperty({ type: 'integer' })
  queued!: number;

  @ApiProperty({ type: 'integer' })
  sent!: number;

  /** Given up on (the mail server refused them). */
  @ApiProperty({ type: 'integer' })
  failed!: number;

  /** Recipients who have turned announcements off since. */
  @ApiProperty({ type: 'integer' })
  unsubscribed!: number;
}

/** One announcement in the Messages tab's list. */
export class AnnouncementDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  subject!: string;

  @ApiProperty()
  bodyMd!: string;

  @ApiProperty({ enum: ANNOUNCEMENT_SEGMENTS })
  segment!: AnnouncementSegment;

  @ApiProperty({ enum: ANNOUNCEMENT_APPLICANT_STATUSES, nullable: true })
  applicationStatus!: AnnouncementApplicantStatus | null;

  @ApiProperty({ enum: ANNOUNCEMENT_STATES })
  state!: AnnouncementState;

  /** When it is (or was) due to go. */
  @ApiProperty({ format: 'date-time' })
  dueAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelledAt!: string | null;

  /** How many it went to; null until sent. */
  @ApiProperty({ type: 'integer', nullable: true })
  recipientCount!: number | null;

  @ApiProperty({ type: AnnouncementDeliveryDto })
  delivery!: AnnouncementDeliveryDto;
}
