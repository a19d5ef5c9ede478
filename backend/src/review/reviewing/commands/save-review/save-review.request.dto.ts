import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { trimToNull } from '../../../../common/errors/text-transforms.js';
import { MAX_SCORE, MIN_SCORE } from '../../../../common/panel-review/rubric.js';
import { type Recommendation, RECOMMENDATIONS } from '../../reviewing-rules.js';

export class ReviewScoreInputDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'criterionId must be a valid id' })
  criterionId!: string;

  /** 1 Poor, 2 Fair, 3 Good, 4 Very good, 5 Excellent. */
  @ApiProperty({ minimum: MIN_SCORE, maximum: MAX_SCORE })
  @IsInt({ message: 'Score must be a whole number' })
  @Min(MIN_SCORE, { message: `Score must be at least ${MIN_SCORE}` })
  @Max(MAX_SCORE, { message: `Score must be at most ${MAX_SCORE}` })
  score!: number;
}

export class SaveReviewDto {
  /** One score per criterion of the event's rubric. */
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ReviewScoreInputDto)
  scores!: ReviewScoreInputDto[];

  /** Private note to staff. */
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Note to staff must be at most 2000 characters' })
  noteToStaff?: string | null;

  /** Optional: 'Accept', 'Maybe' or 'Reject'. */
  @ApiProperty({ enum: RECOMMENDATIONS, nullable: true, required: false })
  @IsOptional()
  @IsIn(RECOMMENDATIONS, { message: `Recommendation must be one of ${RECOMMENDATIONS.join(', ')}` })
  recommendation?: Recommendation | null;

  /** 0 for the first save, else the review's `version` as loaded: a stale one is a 409. */
  @IsInt({ message: 'expectedVersion must be a whole number' })
  @Min(0, { message: 'expectedVersion must be at least 0' })
  expectedVersion!: number;
}
