import { ApiProperty } from '@nestjs/swagger';
import { AdminApplicationDto } from '../../application.dto.js';
import { ApplicationAnswerDto } from '../../questions/question.dto.js';

export class TimelineEntryDto {
  @ApiProperty({ format: 'date-time' })
  at!: string;

  /** e.g. application.submitted, application.status_changed, email.queued, email.sent, email.undelivered. */
  type!: string;

  actorId!: string | null;

  actorName!: string | null;

  details!: Record<string, unknown>;
}

export class ApplicationDetailDto extends AdminApplicationDto {
  /** The custom questions' answers in form order (question label -> answer). */
  @ApiProperty({ type: [ApplicationAnswerDto] })
  answers!: ApplicationAnswerDto[];

  timeline!: TimelineEntryDto[];
}
