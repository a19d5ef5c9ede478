import { ApiProperty } from '@nestjs/swagger';
import { CHECKIN_STANDINGS, type CheckinStanding } from './checkin-schedule.js';
import { CHECKIN_STATES, type CheckinState } from './venture-rules.js';

/** The check-in form's header: which venture, which sprint, which check-in. */
export class CheckinDto {
  id!: string;
  ventureId!: string;
  ventureName!: string;
  sprint!: CheckinSprintDto;
  offsetDays!: number;
  /** ISO 8601. */
  dueAt!: string;
  @ApiProperty({ enum: CHECKIN_STATES })
  state!: CheckinState;
  /** ISO 8601; null until answered. */
  answeredAt!: string | null;
}

export class CheckinSprintDto {
  eventId!: string;
  title!: string;
}

/** The portfolio's check-in column for one venture. */
export class CheckinStandingDto {
  ventureId!: string;
  @ApiProperty({ enum: CHECKIN_STANDINGS })
  standing!: CheckinStanding;
}
