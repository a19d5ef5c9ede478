import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { MAX_SCORE, MIN_SCORE } from './rubric.js';

/** One criterion's score on a judge's sheet or a reviewer's review: the same rubric scale for both. */
export class CriterionScoreInputDto {
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
