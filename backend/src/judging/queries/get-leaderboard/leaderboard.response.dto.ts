import { ApiProperty } from '@nestjs/swagger';
import { JUDGING_PHASES, type JudgingPhase } from '../../judging-rules.js';

/** One submission's line of a leaderboard (overall or one track's). */
export class LeaderboardRowDto {
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

  /** Normalised score on the 1-5 scale; null without a completed review. */
  @ApiProperty({ format: 'double', nullable: true, type: Number })
  score!: number | null;

  /** Mean of the sheets' weighted totals (1-5); null without a completed review. */
  @ApiProperty({ format: 'double', nullable: true, type: Number })
  rawMean!: number | null;

  /** ± the standard error of the normalised score (1-5 scale); null with fewer than 2 reviews ("—"). */
  @ApiProperty({ format: 'double', nullable: true, type: Number })
  standardError!: number | null;

  /** Completed reviews. */
  reviews!: number;

  /** The winner's place when one was awarded (1, 2, 3, 4 = Honorable Mention), else null. */
  place!: number | null;
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
