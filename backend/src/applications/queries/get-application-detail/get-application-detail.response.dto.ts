import { ApiProperty } from '@nestjs/swagger';
import { ApplicationDto } from '../../application.dto.js';

export class TimelineEntryDto {
  @ApiProperty({ format: 'date-time' })
  at!: string;

  /** e.g. application.submitted, application.status_changed, email.queued, email.sent, email.undelivered. */
  type!: string;

  actorId!: string | null;

  actorName!: string | null;

  details!: Record<string, unknown>;
}

export class ApplicationDetailDto extends ApplicationDto {
  timeline!: TimelineEntryDto[];
}
