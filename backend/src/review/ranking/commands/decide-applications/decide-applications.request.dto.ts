import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

/** The decisions staff take from the ranking (review.md 'Decisions'). */
export const RANKING_DECISIONS = ['approved', 'waitlisted', 'rejected'] as const;
export type RankingDecision = (typeof RANKING_DECISIONS)[number];

/** Rows one bulk decision may carry: a page of the ranking at most, twice over. */
export const MAX_DECISIONS = 200;

export class DecidedApplicationDto {
  @IsUUID('all', { message: 'applicationId must be an application id' })
  applicationId!: string;

  /** The version the ranking showed; a stale one leaves that application as it is (a conflict). */
  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be at least 1' })
  version!: number;
}

export class DecideApplicationsDto {
  @ApiProperty({ enum: RANKING_DECISIONS })
  @IsIn(RANKING_DECISIONS, { message: `status must be one of: ${RANKING_DECISIONS.join(', ')}` })
  status!: RankingDecision;

  @ApiProperty({ type: [DecidedApplicationDto], minItems: 1, maxItems: MAX_DECISIONS })
  @IsArray({ message: 'applications must be a list' })
  @ArrayMinSize(1, { message: 'applications must name at least one application' })
  @ArrayMaxSize(MAX_DECISIONS, { message: `applications may name at most ${MAX_DECISIONS} applications` })
  @ValidateNested({ each: true })
  @Type(() => DecidedApplicationDto)
  applications!: DecidedApplicationDto[];
}

export class ApplySuggestionsQueryDto {
  /** Decisions taken in this call at most (best first); the rest wait for the next call. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_DECISIONS, default: MAX_DECISIONS, required: false })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_DECISIONS, { message: `limit must be at most ${MAX_DECISIONS}` })
  limit?: number;
}
