import { ApiProperty } from '@nestjs/swagger';
import {
  FOLLOW_UP_DECISIONS,
  FOLLOW_UP_STATES,
  type FollowUpDecision,
  type FollowUpState,
} from '../../follow-up-rules.js';

/** The survey page's header: which application it follows and whether it is open. */
export class FollowUpDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** The application the survey follows (its consent is withdrawn through it). */
  @ApiProperty({ format: 'uuid' })
  applicationId!: string;

  /** The sprint applied to. */
  eventTitle!: string;

  @ApiProperty({ enum: FOLLOW_UP_DECISIONS })
  decision!: FollowUpDecision;

  /** `asked` is open for an answer; `scheduled` is not yet; `answered` and `cancelled` are closed. */
  @ApiProperty({ enum: FOLLOW_UP_STATES })
  state!: FollowUpState;

  @ApiProperty({ format: 'date-time' })
  dueAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  answeredAt!: string | null;
}
