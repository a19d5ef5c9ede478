import { ApiProperty } from '@nestjs/swagger';
import type { EventTimezone } from '../../../events/event-rules.js';
import { JUDGING_PHASES, type JudgingPhase } from '../../judging-rules.js';

/** One event on `/judging/leaderboard`, linking to its `/leaderboard/{eventId}`. */
export class LeaderboardSummaryDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  /** The event's start (ISO timestamp); the list is newest first. */
  startDate!: string;

  endDate!: string;

  /** The event's time zone: its dates read in it, with its abbreviation. */
  timezone!: EventTimezone;

  /** `published` for everyone; staff also see `open` and `closed`. */
  @ApiProperty({ enum: JUDGING_PHASES, enumName: 'JudgingPhase' })
  phase!: JudgingPhase;
}
