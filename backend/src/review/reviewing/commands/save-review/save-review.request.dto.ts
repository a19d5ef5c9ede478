import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PanelSheetInputDto } from '../../../../common/panel-review/panel-sheet-input.dto.js';
import { type Recommendation, RECOMMENDATIONS } from '../../reviewing-rules.js';

/** A reviewer's review: the panel's scores, note and version, and an optional recommendation. */
export class SaveReviewDto extends PanelSheetInputDto {
  /** Optional: 'Accept', 'Maybe' or 'Reject'. */
  @ApiProperty({ enum: RECOMMENDATIONS, nullable: true, required: false })
  @IsOptional()
  @IsIn(RECOMMENDATIONS, { message: `Recommendation must be one of ${RECOMMENDATIONS.join(', ')}` })
  recommendation?: Recommendation | null;
}
