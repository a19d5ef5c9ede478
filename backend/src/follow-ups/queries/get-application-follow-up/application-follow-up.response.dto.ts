import { ApiProperty } from '@nestjs/swagger';
import { FOLLOW_UP_STATES, type FollowUpState } from '../../follow-up-rules.js';

export class ScheduledFollowUpDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: FOLLOW_UP_STATES })
  state!: FollowUpState;

  @ApiProperty({ format: 'date-time' })
  dueAt!: string;
}

/** The applicant's answer to 'May we ask you in 6 months how your idea went?' and its survey, if any. */
export class ApplicationFollowUpDto {
  /** Still consenting (false once withdrawn, or never given). */
  consent!: boolean;

  @ApiProperty({ type: ScheduledFollowUpDto, nullable: true })
  followUp!: ScheduledFollowUpDto | null;
}
