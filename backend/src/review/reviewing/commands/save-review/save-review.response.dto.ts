import { ApiProperty } from '@nestjs/swagger';
import { type Recommendation, RECOMMENDATIONS } from '../../reviewing-rules.js';

export class ReviewScoreDto {
  @ApiProperty({ format: 'uuid' })
  criterionId!: string;

  score!: number;
}

/** The caller's review of an application. */
export class SavedReviewDto {
  /** In the rubric's order. */
  scores!: ReviewScoreDto[];

  /** Weighted total (1-5). */
  total!: number;

  noteToStaff!: string | null;

  @ApiProperty({ enum: RECOMMENDATIONS, nullable: true })
  recommendation!: Recommendation | null;

  /** Send it back as `expectedVersion` with the next save. */
  version!: number;

  savedAt!: string;
}
