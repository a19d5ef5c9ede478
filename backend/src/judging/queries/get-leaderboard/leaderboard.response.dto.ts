import { ApiProperty } from '@nestjs/swagger';
import { JUDGING_PHASES, type JudgingPhase } from '../../judging-rules.js';
import { ResultFiguresDto } from '../../judging-views.dto.js';

/** One submission's line of a leaderboard (overall or one track's). */
export class LeaderboardRowDto extends ResultFiguresDto {
  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  projectId!: string;

  /** The title and tagline as submitted. */
  title!: string;

  tagline!: string | null;

  track!: string;

  /** 1-based rank by normalised score (ties by raw mean, then reviews); null without a completed review. */
  rank!: number | null;

  /** Staff only: the rank by raw mean in the same list (what normalisation changed); absent for everyone else. */
  rawRank?: number | null;
}

/** One track's tab. */
export class TrackLeaderboardDto {
  track!: string;

  rows!: LeaderboardRowDto[];
}

/** Staff only: the judging state shown above the leaderboard. */
export class LeaderboardJudgingDto {
  @ApiProperty({ enum: JUDGING_PHASES, enumName: 'JudgingPhase' })
  phase!: JudgingPhase;

  /** Goes back as `expectedVersion` with Publish or Withdraw Results. */
  version!: number;

  /** Completed sheets of the event. */
  sheets!: number;
}

/** `/leaderboard/{eventId}`: the 'Overall' tab and one tab per track (by track name). */
export class LeaderboardDto {
  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  eventTitle!: string;

  /** True once judging is published. */
  published!: boolean;

  /** Staff only (absent for everyone else). */
  judging?: LeaderboardJudgingDto;

  overall!: LeaderboardRowDto[];

  tracks!: TrackLeaderboardDto[];
}
