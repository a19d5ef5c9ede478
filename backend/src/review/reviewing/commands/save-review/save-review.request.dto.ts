import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { trimToNull } from '../../../../common/errors/text-transforms.js';
import { CriterionScoreInputDto } from '../../../../common/panel-review/criterion-score-input.dto.js';
import { type Recommendation, RECOMMENDATIONS } from '../../reviewing-rules.js';

export class SaveReviewDto {
  /** One score per criterion of the event's rubric. */
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => CriterionScoreInputDto)
  scores!: CriterionScoreInputDto[];

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
