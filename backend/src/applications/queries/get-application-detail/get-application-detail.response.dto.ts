import { ApiProperty } from '@nestjs/swagger';
import { ApplicationDto } from '../../application.dto.js';

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

export class ApplicationDetailDto extends ApplicationDto {
  @ApiProperty({ type: [TimelineEntryDto] })
  timeline!: TimelineEntryDto[];
}
